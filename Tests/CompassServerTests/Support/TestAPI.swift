import CompassModels
import CompassTestSupport
import Foundation
import HTTPTypes
import HummingbirdTesting
import NIOCore

@testable import CompassServer

/// Requests against a test server, with the project keys and sign-up at hand.
struct TestAPI: Sendable {
  let client: any TestClientProtocol
  let services: ServerServices
  /// For a live server, the client its requests go through (see `PatientClient`).
  var patient: PatientClient?

  var anonKey: String { services.anonKey }
  var serviceKey: String { services.serviceRoleKey }

  /// Signs up `email` and returns the session's access token and user id.
  /// A new account; `data` is the sign-up's user metadata as JSON (name and role).
  func signUp(
    _ email: String, password: String = "correct horse battery", data: String = "{}"
  ) async throws -> (token: String, id: String) {
    let reply = try await request(
      .post, "/auth/v1/signup",
      json: #"{"email":"\#(email)","password":"\#(password)","data":\#(data)}"#,
      headers: ["X-Supabase-Api-Version": "2024-01-01"])
    guard reply.status == 200, let token = reply.object["access_token"]?.stringValue,
      let id = reply.object["user"]?.objectValue?["id"]?.stringValue
    else { throw TestFailure("sign-up failed: \(reply.status) \(reply.text)") }
    return (token, id)
  }

  /// Signs `email` in again and returns the new session's access token.
  func signIn(_ email: String, password: String = "correct horse battery") async throws
    -> String
  {
    let reply = try await request(
      .post, "/auth/v1/token?grant_type=password",
      json: #"{"email":"\#(email)","password":"\#(password)"}"#)
    guard let token = reply.object["access_token"]?.stringValue else {
      throw TestFailure("sign-in failed: \(reply.status) \(reply.text)")
    }
    return token
  }

  func request(
    _ method: HTTPRequest.Method, _ uri: String, token: String? = nil, json: String? = nil,
    headers: [String: String] = [:]
  ) async throws -> TestReply {
    var fields: HTTPFields = [.contentType: "application/json"]
    fields[HTTPField.Name("apikey")!] = anonKey
    if let token { fields[.authorization] = "Bearer \(token)" }
    for (name, value) in headers { fields[HTTPField.Name(name)!] = value }
    return try await execute(uri, method, fields, json.map { ByteBuffer(string: $0) })
  }

  /// A request with any body (an upload), and a token that may be absent.
  func send(
    _ method: HTTPRequest.Method, _ uri: String, token: String?, body: ByteBuffer? = nil,
    headers: [String: String] = [:]
  ) async throws -> TestReply {
    var fields: HTTPFields = [:]
    fields[HTTPField.Name("apikey")!] = anonKey
    if let token { fields[.authorization] = "Bearer \(token)" }
    for (name, value) in headers { fields[HTTPField.Name(name)!] = value }
    return try await execute(uri, method, fields, body)
  }

  private func execute(
    _ uri: String, _ method: HTTPRequest.Method, _ fields: HTTPFields, _ body: ByteBuffer?
  ) async throws -> TestReply {
    if let patient { return try await patient.execute(uri, method, fields, body) }
    let response = try await client.executeRequest(
      uri: uri, method: method, headers: fields, body: body)
    return TestReply(
      status: Int(response.status.code), headers: response.headers, body: response.body)
  }

  /// The email of a user's access token.
  func email(_ token: String) async -> String? {
    try? await request(.get, "/auth/v1/user", token: token).object["email"]?.stringValue
  }

  /// Uploads a small file as the token's user into `folder` (their own by default) and returns
  /// its name, what a document's `file_url` holds.
  func storedFile(_ name: String, as token: String, folder: String? = nil) async throws -> String {
    let owner: String
    if let folder {
      owner = folder
    } else {
      let user = try await request(.get, "/auth/v1/user", token: token)
      guard let id = user.object["id"]?.stringValue else {
        throw TestFailure("no user: \(user.text)")
      }
      owner = id
    }
    let path = "\(owner)/\(name)"
    let reply = try await send(
      .post, "/storage/v1/object/documents/\(path)", token: token,
      body: ByteBuffer(bytes: SampleFiles.pdf("\(name)")),
      headers: ["Content-Type": "application/pdf", "x-upsert": "true"])
    guard reply.status == 200 else {
      throw TestFailure("upload failed: \(reply.status) \(reply.text)")
    }
    return path
  }

  /// A REST call as a signed-in user.
  func rest(
    _ method: HTTPRequest.Method, _ path: String, as token: String, json: String? = nil,
    prefer: String? = nil, accept: String? = nil
  ) async throws -> TestReply {
    var headers: [String: String] = [:]
    if let prefer { headers["Prefer"] = prefer }
    if let accept { headers["Accept"] = accept }
    return try await request(method, "/rest/v1/\(path)", token: token, json: json, headers: headers)
  }

  /// Inserts a row and returns it.
  @discardableResult
  func insert(_ table: String, _ json: String, as token: String) async throws -> [String: JSONValue]
  {
    let reply = try await rest(.post, table, as: token, json: json, prefer: "return=representation")
    guard reply.status == 201, let row = reply.rows.first else {
      throw TestFailure("insert into \(table) failed: \(reply.status) \(reply.text)")
    }
    return row
  }
}

/// A response, with its body parsed when it is JSON.
struct TestReply: Sendable {
  let status: Int
  let headers: HTTPFields
  let body: ByteBuffer

  var text: String { String(buffer: body) }
  var bytes: [UInt8] { Array(body.readableBytesView) }

  var json: JSONValue? { try? JSONDecoder().decode(JSONValue.self, from: Data(text.utf8)) }
  var object: [String: JSONValue] { json?.objectValue ?? [:] }

  var rows: [[String: JSONValue]] {
    guard case .array(let items)? = json else { return [] }
    return items.compactMap(\.objectValue)
  }

  /// The PostgREST or auth error code.
  var code: String? { object["code"]?.stringValue }

  func header(_ name: String) -> String? { headers[HTTPField.Name(name)!] }
}

/// A failed step of a test's set-up.
struct TestFailure: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}
