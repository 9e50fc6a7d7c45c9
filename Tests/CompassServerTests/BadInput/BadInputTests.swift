import CompassModels
import Foundation
import HTTPTypes
import Testing

@testable import CompassServer
@testable import CompassWeb

/// About a thousand requests no client should send, across REST, auth, storage, `/api` and the
/// web forms, on each database: every one is refused with a 4xx in its family's error shape
/// (or the form shown again), none is a server error or a success, and the server answers
/// `/health` after each.
@Suite("Bad input: refused with a 4xx in its family's shape, never a 5xx or a 2xx")
struct BadInputTests {
  @Test(arguments: TestDatabase.available)
  func everyBadRequestIsRefusedInItsFamilysShape(_ database: TestDatabase) async throws {
    try await TestServer.run(database) { api in
      let fixture = try await BadInputFixture.make(api)
      let requests =
        BadInputCorpus.restBodies(fixture) + BadInputCorpus.restQueries(fixture)
        + BadInputCorpus.auth(fixture) + BadInputCorpus.storage(fixture)
        + BadInputCorpus.api(fixture)
      for request in requests {
        let reply = try await send(request, api, fixture)
        expectRefused(reply, request.family, "\(request)")
        try await expectHealthy(api, after: "\(request)")
      }
      let forms = try await postForms(api, fixture)
      print("bad input on \(database): \(requests.count) API requests, \(forms) web forms")
      #expect(requests.count + forms >= 1_000)
    }
  }

  private func send(_ request: BadRequest, _ api: TestAPI, _ fixture: BadInputFixture)
    async throws -> TestReply
  {
    var headers = request.headers
    switch request.credentials {
    case .none: break
    case .anonKey: headers["Authorization"] = headers["Authorization"] ?? "Bearer \(api.anonKey)"
    case .user:
      headers["Authorization"] = headers["Authorization"] ?? "Bearer \(fixture.owner.token)"
    case .serviceRole: headers["Authorization"] = "Bearer \(api.serviceKey)"
    }
    return try await api.send(
      request.method, request.path, token: nil, body: request.body, headers: headers)
  }

  /// The web forms, as the fixture's owner signed in through the sign-in page.
  private func postForms(_ api: TestAPI, _ fixture: BadInputFixture) async throws -> Int {
    let browser = WebAuthTests.Browser(api)
    _ = try await browser.post(
      "/login",
      [
        ("_csrf", try await browser.csrf(on: "/login")), ("email", fixture.owner.email),
        ("password", "correct horse battery"),
      ])
    let forms = BadInputCorpus.webForms(
      fixture, ownEvent: fixture.owner.rows["events"] ?? "",
      ownDocument: fixture.owner.rows["documents"] ?? "",
      ownSchool: fixture.owner.rows["schools"] ?? "")
    for form in forms {
      let reply = try await browser.submit(form.path, from: form.page, form.fields)
      expectRefused(reply, .web, "\(form)")
      try await expectHealthy(api, after: "\(form)")
    }
    let stranger = WebAuthTests.Browser(api)
    for (path, body) in BadInputCorpus.staleForms {
      let reply = try await stranger.send(
        .post, path, body: .init(string: body),
        headers: ["Content-Type": "application/x-www-form-urlencoded"])
      let toSignIn = reply.status == 303 && reply.header("Location")?.hasPrefix("/login") == true
      if !toSignIn { expectRefused(reply, .web, "signed out: POST \(path)") }
    }
    return forms.count + BadInputCorpus.staleForms.count
  }

  private func expectRefused(_ reply: TestReply, _ family: BadRequest.Family, _ label: String) {
    let summary = "\(label) → \(reply.status) \(reply.text.prefix(200))"
    #expect((400..<500).contains(reply.status), "\(summary)")
    let body = reply.object
    switch family {
    case .rest:
      #expect(body["code"]?.stringValue != nil && body["message"]?.stringValue != nil, "\(summary)")
    case .auth:
      #expect(
        body["code"] != nil && (body["message"] ?? body["msg"])?.stringValue != nil, "\(summary)")
    case .storage:
      #expect(
        body["statusCode"]?.stringValue != nil && body["error"]?.stringValue != nil
          && body["message"]?.stringValue != nil, "\(summary)")
    case .api:
      #expect(body["success"] == false && body["error"]?.stringValue != nil, "\(summary)")
    case .web:
      #expect(reply.header("Content-Type")?.hasPrefix("text/html") == true, "\(summary)")
    }
  }

  private func expectHealthy(_ api: TestAPI, after label: String) async throws {
    let health = try await api.request(.get, "/health")
    #expect(health.status == 200, "unhealthy after \(label)")
  }
}
