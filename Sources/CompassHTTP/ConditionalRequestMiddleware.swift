import HTTPTypes
import Hummingbird

/// Conditional GETs for every response with an entity tag, in every coding. A handler sees
/// `If-None-Match` with the tags of its own, uncompressed, bytes (a calendar app polling with
/// gzip holds `"abc-gzip"`, the handler made `"abc"`); a `304` it answers names the tag the
/// client holds; and a `200` whose final tag the client already holds becomes a `304` here, so
/// no handler has to compare for it to work. Sits outside `CompressionMiddleware`, which names
/// the final tag.
package struct ConditionalRequestMiddleware<Context: RequestContext>: RouterMiddleware {
  package init() {}

  package func handle(
    _ request: Request, context: Context, next: (Request, Context) async throws -> Response
  ) async throws -> Response {
    guard request.method == .get || request.method == .head,
      let header = request.headers[.ifNoneMatch], let held = EntityTags(header)
    else { return try await next(request, context) }
    var head = request.head
    head.headerFields[.ifNoneMatch] = held.uncompressed
    var response = try await next(Request(head: head, body: request.body), context)
    guard let tag = response.headers[.eTag] else { return response }
    switch response.status {
    case .notModified:
      if let compressed = held.compressedTag(of: tag) { response.headers[.eTag] = compressed }
      return response
    case .ok where held.matches(tag):
      return Self.notModified(response.headers)
    default:
      return response
    }
  }

  /// What a `304` keeps of the `200` it stands for (RFC 9110 §15.4.5).
  package static func notModified(_ headers: HTTPFields) -> Response {
    var kept = HTTPFields()
    for name in [
      HTTPField.Name.eTag, .cacheControl, .contentLocation, .date, .expires, .vary,
      .lastModified,
    ] {
      for value in headers[values: name] { kept.append(HTTPField(name: name, value: value)) }
    }
    return Response(status: .notModified, headers: kept)
  }
}
