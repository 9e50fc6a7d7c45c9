import CompassLiveServer
import Foundation
import SupabaseKit
import Testing

@Suite("SupabaseKit auth against the real server")
struct SupabaseAuthTests {
  private func client(
    _ server: LiveServer.Handle, store: any SessionStore = MemorySessionStore(),
    transport: any HTTPTransport = URLSessionTransport(timeout: 60), clock: ManualClock? = nil
  ) -> SupabaseClient {
    SupabaseClient(
      url: server.url, key: server.anonKey, sessionStore: store, transport: transport,
      now: { clock?.now ?? Date() })
  }

  @Test func signUpSignInAndSignOutKeepTheStoreAndTheEventsInStep() async throws {
    try await LiveServer.run { server in
      let store = MemorySessionStore()
      let supabase = client(server, store: store)
      let events = await supabase.auth.authStateChanges()
      let signedUp = try await supabase.auth.signUp(
        email: "athlete@example.com", password: "long enough")
      #expect(signedUp.session != nil)
      #expect(store.load()?.user.email == "athlete@example.com")
      try await supabase.auth.signOut()
      #expect(store.load() == nil)
      #expect(await supabase.auth.currentSession == nil)
      let session = try await supabase.auth.signIn(
        email: "athlete@example.com", password: "long enough")
      #expect(session.tokenType == "bearer")
      #expect(session.expiresAt > Int(Date().timeIntervalSince1970))
      var seen: [AuthChangeEvent] = []
      for await (event, _) in events {
        seen.append(event)
        if seen.count == 4 { break }
      }
      #expect(seen == [.initialSession, .signedIn, .signedOut, .signedIn])
    }
  }

  @Test func authErrorsCarryGoTruesCodes() async throws {
    try await LiveServer.run { server in
      let supabase = client(server)
      _ = try await supabase.auth.signUp(email: "dup@example.com", password: "long enough")
      await #expect(
        throws: AuthError.api(
          message: "User already registered", code: "user_already_exists", status: 422)
      ) {
        try await client(server).auth.signUp(email: "dup@example.com", password: "long enough")
      }
      let wrong = await #expect(throws: AuthError.self) {
        try await client(server).auth.signIn(email: "dup@example.com", password: "not the password")
      }
      #expect(wrong?.code == "invalid_credentials")
      let weak = await #expect(throws: AuthError.self) {
        try await client(server).auth.signUp(email: "weak@example.com", password: "short")
      }
      #expect(weak?.code == "weak_password")
      await #expect(throws: AuthError.sessionMissing) {
        try await client(server).auth.refreshSession()
      }
    }
  }

  @Test func concurrentCallersShareOneRefresh() async throws {
    try await LiveServer.run { server in
      let transport = FaultyTransport()
      let supabase = client(server, transport: transport)
      _ = try await supabase.auth.signUp(email: "share@example.com", password: "long enough")
      let sessions = try await withThrowingTaskGroup(of: Session.self) { group in
        for _ in 0..<8 { group.addTask { try await supabase.auth.refreshSession() } }
        return try await group.reduce(into: []) { $0.append($1) }
      }
      #expect(Set(sessions.map(\.refreshToken)).count == 1)
      #expect(transport.count("/auth/v1/token?grant_type=refresh_token") == 1)
    }
  }

  @Test func aTokenAboutToExpireIsRefreshedBeforeTheRequest() async throws {
    let clock = ManualClock()
    try await LiveServer.run(clock: clock) { server in
      let transport = FaultyTransport()
      let supabase = client(server, transport: transport, clock: clock)
      let first = try await supabase.auth.signUp(email: "soon@example.com", password: "long enough")
      clock.advance(by: 3600 - 30)
      let rows: [[String: String]] = try await supabase.from("schools").select("id").execute().value
      #expect(rows.isEmpty)
      #expect(transport.count("grant_type=refresh_token") == 1)
      #expect(await supabase.auth.currentSession?.accessToken != first.session?.accessToken)
    }
  }

  @Test func aRequestRefusedAfterARefreshSignsTheUserOut() async throws {
    try await LiveServer.run { server in
      let transport = FaultyTransport()
      let store = MemorySessionStore()
      let supabase = client(server, store: store, transport: transport)
      _ = try await supabase.auth.signUp(email: "refused@example.com", password: "long enough")
      transport.inject { request in
        request.url.path.hasPrefix("/rest/")
          ? .status(401, #"{"code":"PGRST301","message":"JWT expired"}"#) : nil
      }
      let events = await supabase.auth.authStateChanges()
      await #expect(throws: PostgrestError.self) {
        try await supabase.from("events").select().execute()
      }
      #expect(transport.count("grant_type=refresh_token") == 1)
      #expect(transport.count("/rest/v1/events") == 2)
      #expect(await supabase.auth.currentSession == nil)
      #expect(store.load() == nil)
      var seen: [AuthChangeEvent] = []
      for await (event, _) in events {
        seen.append(event)
        if event == .signedOut { break }
      }
      #expect(seen == [.initialSession, .tokenRefreshed, .signedOut])
    }
  }

  @Test func anUnreachableServerKeepsTheSession() async throws {
    try await LiveServer.run { server in
      let transport = FaultyTransport()
      let supabase = client(server, transport: transport)
      _ = try await supabase.auth.signUp(email: "offline@example.com", password: "long enough")
      transport.inject { _ in .error(.offline) }
      await #expect(throws: TransportError.offline) { try await supabase.auth.refreshSession() }
      await #expect(throws: TransportError.offline) {
        try await supabase.from("events").select().execute()
      }
      #expect(await supabase.auth.currentSession != nil)
      try await supabase.auth.signOut()
      #expect(await supabase.auth.currentSession == nil)
    }
  }

  @Test func aFileStoreKeepsTheSessionPrivateAndAcrossLaunches() async throws {
    let folder = FileManager.default.temporaryDirectory.appending(path: "compass-session-\(UUID())")
    defer { try? FileManager.default.removeItem(at: folder) }
    let store = FileSessionStore(url: folder.appending(path: "session.json"))
    try await LiveServer.run { server in
      _ = try await client(server, store: store).auth.signUp(
        email: "file@example.com", password: "long enough")
      let attributes = try FileManager.default.attributesOfItem(atPath: store.url.path)
      #expect((attributes[.posixPermissions] as? Int) == 0o600)
      let relaunched = client(server, store: FileSessionStore(url: store.url))
      #expect(await relaunched.auth.currentUser?.email == "file@example.com")
      let user = try await relaunched.auth.update(data: ["position": "catcher"])
      #expect(user.userMetadata["position"] == "catcher")
    }
  }
}
