import CompassDomain
import CompassFeatures
import CompassLiveServer
import CompassTestSupport
import Foundation
import SupabaseKit
import Testing

/// The phone's account screens against the live server: "Forgot password?" by the mailed code,
/// a new password, and "Delete account".
@Suite("Phone: the account's screens")
@MainActor
struct AccountScreensTests {
  /// The six-digit code of the newest mail to `address`.
  private func code(to address: String, in harness: FeatureHarness) async throws -> String {
    for _ in 0..<100 {
      let folder = harness.server.mailFolder
      let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
      // NB: a message being written may be renamed away between the listing and the read.
      let mails = names.filter { $0.hasSuffix(".eml") }.sorted().compactMap {
        (try? String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8))
          .map(TestMail.init(raw:))
      }
      if let text = mails.last(where: { $0.header("To") == address })?.part("text/plain"),
        let match = text.firstMatch(of: #/code in the app: (\d{6})/#)
      {
        return String(match.output.1)
      }
      try await Task.sleep(for: .milliseconds(50))
    }
    throw FeatureError.notFound
  }

  private func signsIn(_ harness: FeatureHarness, _ password: String) async -> Bool {
    let client = SupabaseClient(
      url: harness.server.url, key: harness.server.anonKey, sessionStore: MemorySessionStore(),
      transport: URLSessionTransport(timeout: 60))
    return (try? await client.auth.signIn(email: "athlete@example.com", password: password)) != nil
  }

  @Test func aForgottenPasswordIsResetWithTheMailedCode() async throws {
    try await FeatureHarness.run { harness in
      try await harness.session.client.auth.signOut()
      await harness.session.sync()
      let model = PasswordRecoveryModel(session: harness.session, email: "Athlete@Example.com ")
      await model.sendTapped()
      #expect(model.step == .code && model.error == nil)
      #expect(model.sentText.contains("athlete@example.com"))
      let code = try await code(to: "athlete@example.com", in: harness)
      model.code = code == "000000" ? "111111" : "000000"
      model.newPassword = "a new long password"
      await model.saveTapped()
      #expect(model.error?.message == "That code is wrong or has expired. Ask for a new one.")
      model.code = code
      await model.saveTapped()
      #expect(model.step == .done && model.error == nil)
      #expect(harness.session.isSignedIn)
      #expect(await signsIn(harness, "a new long password"))
      #expect(!(await signsIn(harness, "long enough")))
    }
  }

  @Test func thePasswordChangesOnlyWithTheCurrentOne() async throws {
    try await FeatureHarness.run { harness in
      let model = AccountSettingsModel(session: harness.session)
      model.currentPassword = "not it"
      model.newPassword = "a new long password"
      model.newPasswordAgain = "a new long password"
      await model.changePasswordTapped()
      #expect(model.error?.message == "That is not your password. Type it again.")
      model.currentPassword = "long enough"
      await model.changePasswordTapped()
      #expect(model.notice == "Password changed. Every other device was signed out.")
      #expect(model.newPassword.isEmpty && harness.session.isSignedIn)
      #expect(await signsIn(harness, "a new long password"))
    }
  }

  @Test func deletingTheAccountSaysWhatGoesThenRemovesRowsAndFiles() async throws {
    try await FeatureHarness.run { harness in
      let client = harness.session.client
      try await client.from("events").insert(
        [
          "name": AnyJSON.string("Georgia Camp"), "type": .string("camp"),
          "start_date": .string("2026-06-01"),
        ]
      ).execute()
      let user = harness.user.description
      _ = try await client.storage.from("documents").upload(
        "\(user)/g/transcript.pdf", data: Data(SampleFiles.pdf("v1")),
        options: FileOptions(contentType: "application/pdf"))
      let model = AccountSettingsModel(session: harness.session)
      await model.loadContents()
      #expect(model.contents?.events == 1 && model.contents?.files == 1)
      #expect(model.deletedLines.first == "1 event with their notes and coaches present")
      model.deletePassword = "not it"
      await model.deleteTapped()
      #expect(model.error?.message == "That is not your password. Type it again.")
      #expect(!model.isDeleted && harness.session.isSignedIn)
      model.deletePassword = "long enough"
      await model.deleteTapped()
      #expect(model.isDeleted && model.error == nil)
      #expect(!harness.session.isSignedIn)
      #expect(!(await signsIn(harness, "long enough")), "the account is gone")
    }
  }

  @Test func devicesAreListedAndSignedOutOneOrAllButThisPhone() async throws {
    try await FeatureHarness.run { harness in
      let laptop = SupabaseClient(
        url: harness.server.url, key: harness.server.anonKey, sessionStore: MemorySessionStore(),
        transport: URLSessionTransport(timeout: 60))
      try await laptop.auth.signIn(email: "athlete@example.com", password: "long enough")
      let tablet = SupabaseClient(
        url: harness.server.url, key: harness.server.anonKey, sessionStore: MemorySessionStore(),
        transport: URLSessionTransport(timeout: 60))
      try await tablet.auth.signIn(email: "athlete@example.com", password: "long enough")
      let model = DevicesModel(
        session: harness.session, now: harness.appClock.now, calendar: FeatureHarness.calendar,
        locale: Locale(identifier: "en_US"))
      await model.load()
      #expect(model.devices.count == 3 && model.error == nil)
      #expect(model.devices.first?.isCurrent == true)
      #expect(model.devices.first?.lastUse == "This device")
      #expect(model.devices.dropFirst().allSatisfy { $0.lastUse == "Active now" })
      let other = try #require(model.devices.last)
      await model.signOutTapped(other)
      #expect(model.devices.count == 2)
      await model.signOutOthersTapped()
      #expect(model.devices.count == 1 && !model.hasOthers)
      #expect(harness.session.isSignedIn, "this phone stays signed in")
      let laptopUser = try? await laptop.auth.update(data: ["x": .string("y")])
      let tabletUser = try? await tablet.auth.update(data: ["x": .string("y")])
      #expect(laptopUser == nil && tabletUser == nil, "both other devices are signed out")
    }
  }
}
