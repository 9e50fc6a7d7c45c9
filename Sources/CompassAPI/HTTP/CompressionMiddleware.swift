import HTTPTypes
import Hummingbird

/// Compresses text responses (pages, JSON, CSS, JavaScript, SVG, CSV, iCalendar) with gzip or
/// deflate as the client's `Accept-Encoding` allows, and marks them `Vary: Accept-Encoding`.
/// A compressed body's ETag names its coding, so each representation has its own. Left as they
/// are: video, images, PDFs and other binary types, anything ranged (storage downloads), bodies
/// under 1 KB, HEAD answers and bodies already encoded.
package struct CompressionMiddleware<Context: RequestContext>: RouterMiddleware {
  package init() {}

  package func handle(
    _ request: Request, context: Context, next: (Request, Context) async throws -> Response
  ) async throws -> Response {
    var response = try await next(request, context)
    guard ResponseCompression.isCompressible(response) else { return response }
    response.headers.append(HTTPField(name: .vary, value: "Accept-Encoding"))
    guard request.method != .head, request.headers[.range] == nil,
      let coding = ContentCoding.preferred(request.headers[values: .acceptEncoding])
    else { return response }
    let body = response.body
    response.headers[.contentEncoding] = coding.rawValue
    response.headers[.contentLength] = nil
    if let tag = response.headers[.eTag] {
      response.headers[.eTag] = ResponseCompression.tag(tag, coding)
    }
    response.body = ResponseBody { writer in
      try await body.write(try CompressingBodyWriter(parent: writer, coding: coding))
    }
    return response
  }
}

/// Which responses the server compresses, and how a compressed one is labelled.
enum ResponseCompression {
  /// Bodies smaller than this gain too little to be worth the work.
  static let minimumSize = 1024

  /// A body whose type compresses well, not yet encoded, not a byte range (PostgREST's row
  /// `Content-Range` is not one), and not tiny.
  static func isCompressible(_ response: Response) -> Bool {
    let headers = response.headers
    guard response.status != .noContent, response.status != .notModified,
      response.status != .partialContent, headers[.contentEncoding] == nil,
      headers[.contentRange]?.hasPrefix("bytes") != true, headers[.acceptRanges] == nil,
      let type = headers[.contentType], isTextual(type)
    else { return false }
    return (response.body.contentLength ?? minimumSize) >= minimumSize
  }

  /// `"abc"` becomes `"abc-gzip"` (a weak `W/"abc"` too, keeping its `W/`).
  static func tag(_ tag: String, _ coding: ContentCoding) -> String {
    guard tag.hasSuffix("\""), tag.count >= 2 else { return tag }
    return "\(tag.dropLast())-\(coding.rawValue)\""
  }

  /// Text, JSON (including PostgREST's `vnd.pgrst.object+json`), JavaScript, XML and SVG.
  static func isTextual(_ contentType: String) -> Bool {
    let media =
      contentType.split(separator: ";").first?.trimmingCharacters(in: .whitespaces)
      .lowercased() ?? ""
    return media.hasPrefix("text/") || media == "application/json" || media.hasSuffix("+json")
      || media == "application/javascript" || media == "application/xml"
      || media.hasSuffix("+xml")
  }
}
