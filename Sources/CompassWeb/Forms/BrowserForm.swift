import Hummingbird

/// What a browser sends as `application/x-www-form-urlencoded` (a posted form's body or a page's
/// query string), read by Hummingbird's `URLEncodedFormDecoder` into typed fields. Text it cannot
/// read (a stray `%`, a name sent twice) is a 400, which the pages answer with a page.
enum BrowserForm {
  static let maxBodySize = 256 << 10

  static func decode<Fields: Decodable>(_ type: Fields.Type, from text: String) throws -> Fields {
    do {
      return try URLEncodedFormDecoder().decode(Fields.self, from: text)
    } catch {
      throw HTTPError(.badRequest, message: "The form could not be read.")
    }
  }

  /// The page's query string as `Fields`.
  static func query<Fields: Decodable>(_ request: Request, as type: Fields.Type) throws -> Fields {
    try decode(Fields.self, from: request.uri.query ?? "")
  }

  /// One named value of the query string; `nil` when absent or when the query does not read.
  static func queryValue(_ name: String, in request: Request) -> String? {
    (try? query(request, as: [String: String].self))?[name]
  }

  /// The posted body as `Fields`, with the form token it carries.
  static func posted<Fields: Decodable>(_ request: Request, as type: Fields.Type) async throws
    -> PostedForm<Fields>
  {
    let text = String(buffer: try await request.body.collect(upTo: maxBodySize))
    return PostedForm(
      token: try decode(TokenField.self, from: text).token, fields: try decode(type, from: text))
  }

  private struct TokenField: Decodable {
    let token: String?

    enum CodingKeys: String, CodingKey {
      case token = "_csrf"
    }
  }
}

/// A posted form's typed fields and the form token it carries.
struct PostedForm<Fields: Sendable>: Sendable {
  let token: String?
  let fields: Fields
}

/// A form that carries nothing but its token (delete, sign out).
struct NoFields: Decodable, Sendable {}
