import Foundation

/// Where mail goes, from `--smtp-url`: `smtp://user:pass@host:port` (STARTTLS when the server
/// offers it), `smtps://…` (TLS from the first byte). `?ca=/path/ca.pem` trusts a private
/// authority besides the system's. The password is kept out of `description`.
package struct SMTPSettings: Sendable, Equatable, CustomStringConvertible {
  package let host: String
  package let port: Int
  package let implicitTLS: Bool
  package let username: String?
  package let password: String?
  package let trustedAuthorityFile: String?

  package init?(url text: String) {
    guard let url = URLComponents(string: text), let scheme = url.scheme?.lowercased(),
      scheme == "smtp" || scheme == "smtps", let host = url.host, !host.isEmpty
    else { return nil }
    implicitTLS = scheme == "smtps"
    self.host = host
    port = url.port ?? (implicitTLS ? 465 : 587)
    guard (1...65_535).contains(port) else { return nil }
    username = url.user.flatMap { $0.removingPercentEncoding }.flatMap { $0.isEmpty ? nil : $0 }
    password = url.password.flatMap { $0.removingPercentEncoding }
    trustedAuthorityFile = url.queryItems?.first { $0.name == "ca" }?.value
  }

  package var description: String {
    "\(implicitTLS ? "smtps" : "smtp")://\(username.map { $0 + "@" } ?? "")\(host):\(port)"
  }
}
