import Hummingbird

/// Where links sent elsewhere (invites, calendar and coaches' links, event pages in a feed)
/// point: the site `--public-url` names when one is given, rather than the address a request
/// came in on, which behind a proxy is an inner one, and whose Host header the sender chooses.
package struct SiteOrigin: Sendable {
  /// `--public-url` without a trailing slash; `nil` when links follow each request.
  package let configured: String?

  package init(configured: String?) {
    self.configured = configured
  }

  /// The site links sent in answer to `request` point at: the configured public address, else
  /// the one the request was made to (`http://localhost:8080`).
  package func of(_ request: Request) -> String {
    configured ?? "\(request.head.scheme ?? "http")://\(request.head.authority ?? "localhost")"
  }
}
