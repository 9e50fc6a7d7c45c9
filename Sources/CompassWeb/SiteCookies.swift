import Hummingbird

/// The site's `Set-Cookie` values, written with Hummingbird's `Cookie`: path `/`, HttpOnly and
/// SameSite=Lax always, Secure when the site is served over HTTPS. Cookies are read with
/// Hummingbird's `request.cookies`.
package struct SiteCookies: Sendable {
  let secure: Bool

  package init(secure: Bool) {
    self.secure = secure
  }

  func set(_ name: String, _ value: String, maxAge: Int) -> String {
    Cookie(
      name: name, value: value, maxAge: maxAge, path: "/", secure: secure, httpOnly: true,
      sameSite: .lax
    ).description
  }

  func clear(_ name: String) -> String { set(name, "", maxAge: 0) }
}
