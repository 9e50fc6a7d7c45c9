import CompassHTTP
import CompassStore

/// The links mailed for tokens: to `/auth/v1/verify` on the server's own public address (never
/// the address a request named, which anyone can set), going on to `redirect_to` when the allow
/// list has it. Every face mails the same link.
package struct MailLinks: Sendable {
  package let origin: String
  package let redirects: RedirectAllowList

  package init(origin: String, redirects: RedirectAllowList) {
    self.origin = origin
    self.redirects = redirects
  }

  /// The link for a token, leading on to `redirectTo` when it is allowed.
  package func link(redirectTo: String? = nil) -> AuthService.MailLink {
    let origin = origin
    let target = redirects.allowed(redirectTo)
    return AuthService.MailLink { purpose, token in
      var pairs = [("token", token), ("type", purpose.rawValue)]
      if let target { pairs.append(("redirect_to", target)) }
      return "\(origin)/auth/v1/verify?" + Self.formEncoded(pairs)
    }
  }

  /// `name=value&…`, each value percent-encoded.
  package static func formEncoded(_ pairs: [(String, String)]) -> String {
    pairs.map { "\($0)=\(QueryString.encode($1))" }.joined(separator: "&")
  }
}
