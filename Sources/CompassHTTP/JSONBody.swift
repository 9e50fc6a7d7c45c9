import CompassModels
import Foundation
import HTTPTypes
import Hummingbird
import NIOCore

/// Reading JSON request bodies and writing JSON responses.
package enum JSONBody {
  package static let maxRequestSize = 4 << 20

  /// The body as JSON; an empty body reads as `nil`.
  package static func read(_ request: Request) async throws -> JSONValue? {
    let buffer = try await request.body.collect(upTo: maxRequestSize)
    guard buffer.readableBytes > 0 else { return nil }
    return try JSONDecoder().decode(JSONValue.self, from: Data(buffer.readableBytesView))
  }

  package static func response(
    _ value: JSONValue, status: HTTPResponse.Status = .ok, headers: HTTPFields = [:]
  ) -> Response {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .withoutEscapingSlashes
    let data = (try? encoder.encode(value)) ?? Data("{}".utf8)
    return response(text: String(decoding: data, as: UTF8.self), status: status, headers: headers)
  }

  package static func response(text: String, status: HTTPResponse.Status, headers: HTTPFields = [:])
    -> Response
  {
    var fields = headers
    if fields[.contentType] == nil { fields[.contentType] = "application/json; charset=utf-8" }
    return Response(
      status: status, headers: fields, body: ResponseBody(byteBuffer: ByteBuffer(string: text)))
  }
}

extension HTTPField.Name {
  package static let prefer = HTTPField.Name("Prefer")!
  package static let supabaseAPIVersion = HTTPField.Name("X-Supabase-Api-Version")!
  package static let supabaseErrorCode = HTTPField.Name("x-sb-error-code")!
  package static let acceptProfile = HTTPField.Name("Accept-Profile")!
  package static let contentProfile = HTTPField.Name("Content-Profile")!
  package static let xClientInfo = HTTPField.Name("X-Client-Info")!
}

extension Request {
  /// The token after `Bearer ` (any case) in the Authorization header. Read on every request,
  /// so it compares bytes instead of using Foundation's string functions.
  package var bearerToken: String? {
    guard let header = headers[.authorization] else { return nil }
    let utf8 = header.utf8
    guard utf8.count > 7,
      utf8.prefix(7).elementsEqual("bearer ".utf8, by: { $0 | 0x20 == $1 })
    else { return nil }
    let token = header.utf8.dropFirst(7).drop { $0 == 0x20 }
    return String(Substring(token))
  }
}
