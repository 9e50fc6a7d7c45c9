import CompassModels
import Foundation
import NIOCore

@testable import CompassServer
@testable import CompassWeb

extension WebAuthTests.Browser {
  /// A new user signed in through the sign-in page; returns the browser and the user's token.
  static func signedIn(_ api: TestAPI) async throws -> (WebAuthTests.Browser, String) {
    let user = try await api.signUp("web-\(UUID())@example.com")
    let browser = WebAuthTests.Browser(api)
    _ = try await browser.post(
      "/login",
      [
        ("_csrf", try await browser.csrf(on: "/login")),
        ("email", await api.email(user.token) ?? ""),
        ("password", "correct horse battery"),
      ])
    return (browser, user.token)
  }

  /// A member of `TestFamily` ("a", "p", "v", …) signed in through the sign-in page.
  static func familyMember(_ api: TestAPI, _ name: String) async throws -> WebAuthTests.Browser {
    let browser = WebAuthTests.Browser(api)
    _ = try await browser.post(
      "/login",
      [
        ("_csrf", try await browser.csrf(on: "/login")), ("email", "\(name)@family.test"),
        ("password", "correct horse battery"),
      ])
    return browser
  }

  /// Posts a form to `path` with the form token of the page at `page`, and the id a new
  /// event's form carries (`event_id`) when the page has one, as a browser sends them.
  func submit(_ path: String, from page: String, _ fields: [(String, String)]) async throws
    -> TestReply
  {
    let shown = try await get(page)
    let carried = shown.inputValue("event_id").flatMap { id in
      fields.contains { $0.0 == "event_id" } ? nil : ("event_id", id)
    }
    return try await post(
      path, [("_csrf", try await csrf(on: page))] + (carried.map { [$0] } ?? []) + fields)
  }

  /// The page a post's redirect leads to (POST, redirect, GET); a post that did not redirect
  /// fails the test's set-up.
  func followed(_ posted: TestReply) async throws -> TestReply {
    guard posted.status == 303, let location = posted.header("Location") else {
      throw TestFailure("expected a redirect, got \(posted.status) \(posted.text.prefix(200))")
    }
    return try await get(String(location.prefix { $0 != "#" }))
  }

  /// Posts a multipart form with one file, the way a browser uploads.
  func upload(
    _ path: String, fields: [(String, String)], file: (name: String, type: String, bytes: [UInt8])
  ) async throws -> TestReply {
    let boundary = "compass-test-\(UUID().uuidString)"
    var body = ByteBuffer()
    for (name, value) in Self.drawn(fields) {
      body.writeString(
        "--\(boundary)\r\nContent-Disposition: form-data; name=\"\(name)\"\r\n\r\n\(value)\r\n")
    }
    body.writeString(
      "--\(boundary)\r\nContent-Disposition: form-data; name=\"file\"; filename=\"\(file.name)\"\r\nContent-Type: \(file.type)\r\n\r\n"
    )
    body.writeBytes(file.bytes)
    body.writeString("\r\n--\(boundary)--\r\n")
    return try await send(
      .post, path, body: body,
      headers: ["Content-Type": "multipart/form-data; boundary=\(boundary)"])
  }
}

extension TestReply {
  /// The value of the first `<input name=…>` on the page.
  func inputValue(_ name: String) -> String? {
    guard let range = text.range(of: #"name="\#(name)" value=""#) else { return nil }
    return String(text[range.upperBound...].prefix { $0 != "\"" })
  }
}
