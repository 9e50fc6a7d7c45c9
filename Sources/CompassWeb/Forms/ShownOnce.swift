import CompassModels
import Crypto
import Foundation
import Hummingbird

/// A secret shown once after the post that made it (a calendar link, a coaches' link, an
/// invite code): the post redirects (POST, redirect, GET) and the secret travels to the page in
/// a short-lived cookie sealed with the server's key and bound to the browser's session, never
/// in an address; the page takes it (and clears the cookie) the first time it shows it, so a
/// reload shows the page without it and makes nothing again.
struct ShownOnce: Sendable {
  static let cookie = "compass_shown_once"
  /// Seconds the secret waits for its page.
  static let lifetime = 300

  /// What was made, as its page shows it.
  struct Note: Codable, Sendable, Equatable {
    let kind: String
    let values: [String: String]
    let session: String
  }

  let key: SymmetricKey
  let cookies: SiteCookies

  /// The `Set-Cookie` that carries `values` to the next page of this session.
  func keep(_ values: [String: String], kind: String, session: String) -> String {
    let note = Note(kind: kind, values: values, session: session)
    let sealed = (try? JSONEncoder().encode(note)).flatMap {
      try? ChaChaPoly.seal($0, using: key).combined
    }
    return cookies.set(
      Self.cookie, sealed.map(Base64URLText.encode) ?? "", maxAge: sealed == nil ? 0 : Self.lifetime
    )
  }

  /// The values kept for `kind` in this session, and the `Set-Cookie` that clears them; `nil`
  /// without such a cookie, or with one sealed for another session or forged.
  func take(_ kind: String, from request: Request, session: String)
    -> (values: [String: String], clear: String)?
  {
    guard let text = request.cookies[Self.cookie]?.value, text.utf8.count <= 4_096,
      let bytes = FormToken.decodeBase64URL(text),
      let box = try? ChaChaPoly.SealedBox(combined: Data(bytes)),
      let opened = try? ChaChaPoly.open(box, using: key),
      let note = try? JSONDecoder().decode(Note.self, from: opened),
      note.kind == kind, note.session == session
    else { return nil }
    return (note.values, cookies.clear(Self.cookie))
  }
}
