import CompassDomain
import CompassHTTP
import CompassStore
import Foundation
import HTTPTypes
import Hummingbird

/// A stored file as an HTTP response: its type, caching headers, conditional requests (ETag,
/// Last-Modified → 304) and one byte range (→ 206, or 416 when it does not fit). Every file is
/// sent in a sandbox (`Content-Security-Policy: sandbox`, an opaque origin of its own, no
/// script) and unsniffed, as the one media type it was stored with; only an allow-list of exact media types is shown in place, every other type
/// (HTML, SVG, XML, anything unreadable) is a download, so a stored file never acts as the app.
package enum FileResponse {
  /// The types a browser shows as media or a document it draws itself, never as a page.
  package static let inlineTypes: Set<String> = [
    "image/png", "image/jpeg", "image/gif", "image/webp", "image/avif", "image/heic",
    "image/heif", "video/mp4", "video/quicktime", "video/webm", "video/ogg", "video/x-m4v",
    "audio/mpeg", "audio/mp4", "audio/aac", "audio/wav", "audio/webm", "audio/ogg",
    "application/pdf", "text/plain",
  ]

  /// Every file gets its own opaque origin and loads nothing; a video or a sound shown on its
  /// own loads itself (a sandboxed media document fetches its source as an anonymous CORS
  /// request, hence `Access-Control-Allow-Origin` on those). Chromium shows images, PDFs and
  /// media under these, in place and opened alone.
  package static let policy = "sandbox; default-src 'none'"
  package static let mediaPolicy = "sandbox; default-src 'none'; media-src 'self'"

  /// `download` makes it an attachment, named by it unless empty or `"1"`.
  package static func make(
    _ object: StoredObject, bytes: any ObjectBytes, request: Request, download: String?
  )
    -> Response
  {
    let blob = BlobName(bucket: object.key.bucket, version: object.version)
    let lastModified = HTTPDate.format(object.updatedAt)
    var headers: HTTPFields = [
      .eTag: object.eTag, .lastModified: lastModified, .cacheControl: object.cacheControl,
      .acceptRanges: "bytes", .xContentTypeOptions: "nosniff",
    ]
    if notModified(object, request: request) {
      return Response(status: .notModified, headers: headers)
    }
    let type = MimeType(object.mimetype) ?? .bytes
    headers[.contentType] = type.text
    headers[.contentSecurityPolicy] = policy
    // NB: a file's own name (its key's last part without a document id before it) names it
    // when saved and in a viewer's title, never the storage key.
    let ownName = DocumentFilePath.fileName(of: object.key.name)
    if download != nil || !inlineTypes.contains(type.essence) {
      let name = download.flatMap { $0.isEmpty || $0 == "1" ? nil : $0 } ?? ownName
      headers[.contentDisposition] = disposition("attachment", name)
    } else {
      headers[.contentDisposition] = disposition("inline", ownName)
      if type.isMedia {
        headers[.contentSecurityPolicy] = mediaPolicy
        headers[.accessControlAllowOrigin] = "*"
      }
    }
    var range = ByteRange(header: request.headers[.range], size: object.size)
    if let condition = request.headers[.ifRange], condition != object.eTag,
      condition != lastModified
    {
      range = .whole
    }
    let head = request.method == .head
    switch range {
    case .unsatisfiable:
      headers[.contentRange] = "bytes */\(object.size)"
      headers[.contentType] = nil
      headers[.contentDisposition] = nil
      return StorageError.rangeNotSatisfiable(size: object.size).response(headers: headers)
    case .whole:
      return Response(
        status: .ok, headers: headers,
        body: head
          ? ResponseBody(contentLength: Int(object.size)) { try await $0.finish(nil) }
          : body(bytes, blob, 0...max(0, object.size - 1), empty: object.size == 0))
    case .part(let part):
      headers[.contentRange] = "bytes \(part.lowerBound)-\(part.upperBound)/\(object.size)"
      return Response(
        status: .partialContent, headers: headers,
        body: head
          ? ResponseBody(contentLength: part.count) { try await $0.finish(nil) }
          : body(bytes, blob, part, empty: false))
    }
  }

  /// `If-None-Match` decides when present; otherwise `If-Modified-Since`.
  private static func notModified(_ object: StoredObject, request: Request) -> Bool {
    guard request.method == .get || request.method == .head else { return false }
    if let tags = request.headers[.ifNoneMatch] {
      return tags.split(separator: ",").contains {
        let tag = $0.trimmingCharacters(in: .whitespaces)
        return tag == "*" || tag == object.eTag || tag == "W/" + object.eTag
      }
    }
    if let since = request.headers[.ifModifiedSince].flatMap(HTTPDate.parse) {
      return object.updatedAt.timeIntervalSince1970.rounded(.down) <= since.timeIntervalSince1970
    }
    return false
  }

  private static func body(
    _ store: any ObjectBytes, _ blob: BlobName, _ range: ClosedRange<Int64>, empty: Bool
  ) -> ResponseBody {
    guard !empty else { return ResponseBody(byteBuffer: ByteBuffer()) }
    return ResponseBody(contentLength: range.count) { writer in
      try await store.read(blob, range: range) { try await writer.write($0) }
      try await writer.finish(nil)
    }
  }

  /// `attachment` with an ASCII fallback name and the exact name in RFC 8187 form.
  package static func attachment(_ name: String) -> String {
    disposition("attachment", name)
  }

  /// A `Content-Disposition` of `kind` naming the file `name` (RFC 6266: an ASCII fallback and
  /// the UTF-8 name).
  package static func disposition(_ kind: String, _ name: String) -> String {
    let ascii = String(
      name.unicodeScalars.map {
        $0.isASCII && $0 != "\"" && $0 != "\\" && $0.value >= 0x20 ? Character($0) : "_"
      })
    let allowed = CharacterSet(
      charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789!#$&+-.^_`|~")
    let encoded = name.addingPercentEncoding(withAllowedCharacters: allowed) ?? ascii
    return "\(kind); filename=\"\(ascii)\"; filename*=UTF-8''\(encoded)"
  }
}
