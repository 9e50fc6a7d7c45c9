import CompassTestSupport
import Foundation

@testable import CompassServer

extension AccountMailTests {
  static let confirmingSignUps: @Sendable (inout ServerConfiguration) -> Void = {
    $0.confirmSignups = true
  }
  static let allowingTheApp: @Sendable (inout ServerConfiguration) -> Void = {
    $0.redirectURLs = ["compass://auth"]
  }
}

extension WebAccountSecurityTests {
  static let confirmingSignUps = AccountMailTests.confirmingSignUps
}

extension TestAPI {
  /// The mail the server has sent, oldest first, read from its data folder (these servers have
  /// no `--smtp-url`).
  func sentMail() async throws -> [TestMail] {
    await services.mail.drained()
    let folder = URL(fileURLWithPath: services.mailFolder)
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return try names.filter { $0.hasSuffix(".eml") }.sorted().map {
      TestMail(raw: try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8))
    }
  }

  /// The last mail sent to `address`.
  func lastMail(to address: String) async throws -> TestMail {
    guard let mail = try await sentMail().last(where: { $0.header("To") == address }) else {
      throw TestFailure("no mail to \(address)")
    }
    return mail
  }
}

extension TestMail {
  /// The six-digit code of a mail.
  var code: String? {
    part("text/plain")?.firstMatch(of: #/code in the app: (\d{6})/#).map { String($0.output.1) }
  }

  /// The link of a mail, as a path and query on the server.
  var linkPath: String? {
    guard let text = part("text/plain"),
      let match = text.firstMatch(of: #/https?://[^/\s]+(/auth/v1/verify\?\S+)/#)
    else { return nil }
    return String(match.output.1)
  }
}
