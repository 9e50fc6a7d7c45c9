import CompassModels
import Foundation
import HTTPTypes
import NIOCore

@testable import CompassServer
@testable import CompassWeb

/// One request the server must refuse, and the family whose error shape the refusal must have.
struct BadRequest: Sendable, CustomStringConvertible {
  /// Whose error format an answer follows.
  enum Family: String, Sendable {
    case rest, auth, storage, api, web
  }

  /// Which credentials the request carries.
  enum Credentials: Sendable {
    case none, anonKey, user, serviceRole
  }

  let family: Family
  let method: HTTPRequest.Method
  let path: String
  var body: ByteBuffer?
  var headers: [String: String] = [:]
  var credentials = Credentials.user
  let label: String

  var description: String { "\(family.rawValue) \(method) \(label)" }

  /// A JSON request to `path` with `body` sent as is.
  static func json(
    _ family: Family, _ method: HTTPRequest.Method, _ path: String, _ body: String? = nil,
    headers: [String: String] = [:], credentials: Credentials = .user, label: String? = nil
  ) -> BadRequest {
    var allHeaders = ["Content-Type": "application/json"]
    allHeaders.merge(headers) { _, new in new }
    return BadRequest(
      family: family, method: method, path: path, body: body.map { ByteBuffer(string: $0) },
      headers: allHeaders, credentials: credentials,
      label: label ?? "\(path.prefix(120)) \(body.map { String($0.prefix(120)) } ?? "")")
  }

  /// The text of a JSON object with these fields.
  static func object(_ fields: [String: JSONValue]) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    return String(decoding: (try? encoder.encode(fields)) ?? Data("{}".utf8), as: UTF8.self)
  }
}

/// Two users with a row in every table (and a stored file), so bad requests can point at real
/// rows: their own, and the other user's.
struct BadInputFixture: Sendable {
  struct User: Sendable {
    let email: String
    let token: String
    let id: String
    var rows: [String: String] = [:]
    var object = ""
  }

  let owner: User
  let other: User

  static let baseRows: [String: [String: JSONValue]] = [
    "schools": ["name": "State U"],
    "coaches": ["first_name": "Pat", "last_name": "Lee"],
    "events": ["name": "Showcase", "type": "showcase", "start_date": "2026-04-15"],
    "performance_metrics": [
      "metric_type": "velocity", "value": 84, "unit": "mph", "recorded_date": "2026-04-15",
    ],
    "interactions": ["type": "email", "direction": "inbound"],
    "follow_ups": ["title": "Thank Coach Lee", "due_date": "2026-04-17"],
    "documents": ["type": "resume", "title": "Resume", "file_url": "x/resume.pdf"],
  ]

  static func make(_ api: TestAPI) async throws -> BadInputFixture {
    BadInputFixture(
      owner: try await user(api, "owner-\(UUID())@example.com"),
      other: try await user(api, "other-\(UUID())@example.com"))
  }

  private static func user(_ api: TestAPI, _ email: String) async throws -> User {
    let account = try await api.signUp(email)
    var user = User(email: email, token: account.token, id: account.id)
    user.object = try await api.storedFile("resume.pdf", as: account.token, folder: account.id)
    for (table, row) in baseRows {
      var row = row
      if table == "documents" { row["file_url"] = .string(user.object) }
      let inserted = try await api.insert(table, BadRequest.object(row), as: account.token)
      user.rows[table] = inserted["id"]?.stringValue
    }
    return user
  }
}
