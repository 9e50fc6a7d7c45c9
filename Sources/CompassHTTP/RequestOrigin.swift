import Hummingbird

/// The site `--public-url` names, when one is given: links sent elsewhere (invites, calendar
/// and coaches' links, event pages in a feed) use it rather than the address a request came in
/// on, which behind a proxy is an inner one, and whose Host header the sender chooses.
package enum PublicOrigin {
  @TaskLocal package static var configured: String?
}

extension Request {
  /// The site links sent elsewhere point at: the configured public address, else the one the
  /// request was made to (`http://localhost:8080`).
  package var origin: String {
    PublicOrigin.configured ?? "\(head.scheme ?? "http")://\(head.authority ?? "localhost")"
  }
}

/// Runs every request with the configured public address in `PublicOrigin`.
package struct PublicOriginMiddleware<Context: RequestContext>: RouterMiddleware {
  package let origin: String

  package init(origin: String) {
    self.origin = origin
  }

  package func handle(
    _ request: Request, context: Context,
    next: (Request, Context) async throws -> Response
  ) async throws -> Response {
    try await PublicOrigin.$configured.withValue(origin) { try await next(request, context) }
  }
}
