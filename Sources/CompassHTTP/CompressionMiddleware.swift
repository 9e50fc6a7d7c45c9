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
package enum ResponseCompression {
  /// Server-Sent Events go out as each event happens, never held back to compress.
  static let eventStream = "text/event-stream"

  /// Bodies smaller than this gain too little to be worth the work.
  package static let minimumSize = 1024

  /// A body whose type compresses well (not an event stream), not yet encoded, not a byte range (PostgREST's row
  /// `Content-Range` is not one), and not tiny.
  package static func isCompressible(_ response: Response) -> Bool {
    let headers = response.headers
    guard response.status != .noContent, response.status != .notModified,
      response.status != .partialContent, headers[.contentEncoding] == nil,
      headers[.contentRange]?.hasPrefix("bytes") != true, headers[.acceptRanges] == nil,
      let type = headers[.contentType], isTextual(type), MediaType(type) != MediaType(eventStream)
    else { return false }
    return (response.body.contentLength ?? minimumSize) >= minimumSize
  }

  /// `"abc"` becomes `"abc-gzip"` (a weak `W/"abc"` too, keeping its `W/`).
  package static func tag(_ tag: String, _ coding: ContentCoding) -> String {
    guard tag.hasSuffix("\""), tag.count >= 2 else { return tag }
    return "\(tag.dropLast())-\(coding.rawValue)\""
  }

  /// Text, JSON (including PostgREST's `vnd.pgrst.object+json`), JavaScript, XML and SVG.
  /// Read byte by byte: bridging to `NSString` to trim and lowercase cost 4 % of a single-row
  /// GET.
  package static func isTextual(_ contentType: String) -> Bool {
    let media = MediaType(contentType)
    return media.hasPrefix("text/") || media == "application/json" || media.hasSuffix("+json")
      || media == "application/javascript" || media == "application/xml"
      || media.hasSuffix("+xml")
  }
}

/// A `Content-Type`'s media type, lowercased, without its parameters and surrounding spaces.
private struct MediaType: Equatable {
  private let bytes: [UInt8]

  package init(_ contentType: String) {
    let media = contentType.utf8.prefix { $0 != UInt8(ascii: ";") }
    let isSpace = { (byte: UInt8) in byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
    let trimmed = media.drop(while: isSpace).reversed().drop(while: isSpace).reversed()
    bytes = trimmed.map { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) ? $0 | 0x20 : $0 }
  }

  package func hasPrefix(_ prefix: String) -> Bool { bytes.starts(with: prefix.utf8) }

  package func hasSuffix(_ suffix: String) -> Bool {
    bytes.reversed().starts(with: suffix.utf8.reversed())
  }

  package static func == (media: MediaType, text: String) -> Bool {
    media.bytes.elementsEqual(text.utf8)
  }
}
