import CompassDomain
import CompassFeatures
import CompassLiveServer
import Foundation
import SupabaseKit
import Testing

@Suite("Auth model against the real server")
@MainActor
struct AuthModelTests {
  private func signedOutApp(_ server: LiveServer.Handle) async -> AppSession {
    let session = AppSession(
      client: SupabaseClient(
        url: server.url, key: server.anonKey, sessionStore: MemorySessionStore(),
        transport: URLSessionTransport(timeout: 60)),
      cache: AppCache(snapshots: MemorySnapshotStore()))
    await session.start()
    return session
  }

  @Test func signingUpInAndOutMovesTheApp() async throws {
    try await LiveServer.run { @MainActor server in
      let session = await signedOutApp(server)
      let model = AuthModel(session: session)
      #expect(!model.isSignedIn)
      model.email = "  parent@example.com "
      model.password = "long enough"
      await model.signUpTapped()
      #expect(model.error == .rejected(SignUpProfile.nameMissing))
      #expect(!model.isSignedIn)
      #expect(model.email == "  parent@example.com ")
      model.profile = SignUpProfile(name: " Dana ", role: .parent)
      await model.signUpTapped()
      #expect(model.isSignedIn)
      let profiles = try await FamilyRepository(client: session.client).profiles()
      #expect(profiles.map(\.displayName) == ["Dana"])
      #expect(profiles.map(\.familyRole) == [.parent])
      #expect(model.password.isEmpty)
      session.cache.store(events: [], at: Date())
      await model.signOutTapped()
      #expect(!model.isSignedIn)
      #expect(session.cache.events == nil)
      model.password = "long enough"
      await model.signInTapped()
      #expect(model.isSignedIn)
    }
  }

  @Test func aFailureKeepsWhatWasTypedAndSaysWhy() async throws {
    try await LiveServer.run { @MainActor server in
      let session = await signedOutApp(server)
      let model = AuthModel(session: session)
      model.email = "coach"
      await model.signInTapped()
      #expect(model.error == .rejected("Enter a valid email address."))
      model.email = "coach@example.com"
      model.password = "short"
      #expect(model.validationMessage == "Use at least 8 characters for the password.")
      model.password = "wrong password"
      await model.signInTapped()
      #expect(model.error == .rejected("Invalid login credentials"))
      #expect(model.email == "coach@example.com")
      #expect(model.password == "wrong password")
      #expect(!model.isSignedIn)
    }
  }
}
