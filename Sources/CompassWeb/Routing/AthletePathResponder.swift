import Hummingbird

/// Answers `/for/<athlete>/…` as `/…` about that athlete: the context's `addressedAthlete`,
/// which the pages write their links and redirects for (`SitePath`).
package struct AthletePathResponder<Inner: HTTPResponder>: HTTPResponder
where Inner.Context: SiteRequestContext {
  package typealias Context = Inner.Context
  let inner: Inner

  package init(_ inner: Inner) {
    self.inner = inner
  }

  package func respond(to request: Request, context: Context) async throws -> Response {
    guard let (athlete, rest) = SitePath.addressed(request.head.path ?? "") else {
      return try await inner.respond(to: request, context: context)
    }
    var head = request.head
    head.path = rest
    var addressed = context
    addressed.addressedAthlete = athlete
    return try await inner.respond(to: Request(head: head, body: request.body), context: addressed)
  }
}
