import Hummingbird

extension Request {
  /// The site the request was made to (`http://localhost:8080`), for links sent elsewhere:
  /// invites, calendar links, event pages in a feed.
  package var origin: String {
    "\(head.scheme ?? "http")://\(head.authority ?? "localhost")"
  }
}
