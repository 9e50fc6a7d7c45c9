import CompassModels
import CompassTestSupport
import Foundation
import Testing

@testable import CompassServer
@testable import CompassServices

/// Password recovery through `/auth/v1`, as the official clients call it, with the mail read
/// from the data folder (the server has no `--smtp-url` here).
@Suite("Accounts: password recovery by mail")
struct RecoveryTests {
  private func mails(_ api: TestAPI) async throws -> [TestMail] {
    await api.services.mail.drained()
    let folder = URL(fileURLWithPath: api.services.mailFolder)
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return try names.filter { $0.hasSuffix(".eml") }.sorted().map {
      TestMail(raw: try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8))
    }
  }

  @Test(arguments: TestDatabase.available)
  func aKnownAndAnUnknownAddressGetTheSameAnswerAndOnlyOneGetsMail(_ database: TestDatabase)
    async throws
  {
    try await TestServer.run(database) { api in
      _ = try await api.signUp("jordan@example.com")
      let known = try await api.request(
        .post, "/auth/v1/recover", json: #"{"email":"Jordan@Example.com"}"#)
      let unknown = try await api.request(
        .post, "/auth/v1/recover", json: #"{"email":"nobody@example.com"}"#)
      #expect(known.status == 200 && unknown.status == 200)
      #expect(known.text == unknown.text)
      let sent = try await mails(api)
      #expect(sent.count == 1)
      #expect(sent.first?.header("To") == "jordan@example.com")
      let text = try #require(sent.first?.part("text/plain"))
      #expect(text.contains("/auth/v1/verify?token=") && !text.contains("correct horse"))
      let again = try await api.request(
        .post, "/auth/v1/recover", json: #"{"email":"jordan@example.com"}"#)
      let afterAgain = try await mails(api)
      #expect(again.status == 200 && afterAgain.count == 1, "one mail a minute")
    }
  }

  @Test(arguments: TestDatabase.available)
  func theCodeSignsInOnceAndEndsEveryOtherSession(_ database: TestDatabase) async throws {
    try await TestServer.run(database) { api in
      let old = try await api.signUp("jordan@example.com")
      _ = try await api.request(.post, "/auth/v1/recover", json: #"{"email":"jordan@example.com"}"#)
      let text = try #require(try await mails(api).first?.part("text/plain"))
      let code = try #require(text.firstMatch(of: #/code in the app: (\d{6})/#)?.output.1)
      let body = #"{"type":"recovery","email":"jordan@example.com","token":"\#(code)"}"#
      let verified = try await api.request(.post, "/auth/v1/verify", json: body)
      #expect(verified.status == 200)
      #expect(verified.object["access_token"]?.stringValue != nil)
      let reused = try await api.request(
        .post, "/auth/v1/verify", json: body, headers: ["X-Supabase-Api-Version": "2024-01-01"])
      #expect(reused.status == 403 && reused.object["code"]?.stringValue == "otp_expired")
      let oldSession = try await api.request(.get, "/auth/v1/user", token: old.token)
      #expect(oldSession.status == 403, "the session from before recovery has ended")
    }
  }
}
