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
  static func posted<Fields: Decodable & Sendable>(_ request: Request, as type: Fields.Type)
    async throws -> PostedForm<Fields>
  {
    try decode(PostedForm<Fields>.self, from: try await body(request))
  }

  /// The posted body as text.
  static func body(_ request: Request) async throws -> String {
    String(buffer: try await request.body.collect(upTo: maxBodySize))
  }
}

/// A posted form's typed fields, the form token it carries and, for a form that creates
/// something, the id its page was drawn with (`WebGate.creating`), read in one pass.
struct PostedForm<Fields: Decodable & Sendable>: Decodable, Sendable {
  let token: String?
  let submission: String?
  let fields: Fields

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: FormKey.self)
    token = try container.decodeIfPresent(String.self, forKey: .token)
    submission = try container.decodeIfPresent(String.self, forKey: .submission)
    fields = try Fields(from: decoder)
  }

  private enum FormKey: String, CodingKey {
    case token = "_csrf"
    case submission
  }
}

/// A form that carries nothing but its token (delete, sign out).
struct NoFields: Decodable, Sendable {}
