import CompassLiveServer
import CompassTestSupport
import Foundation
import SupabaseKit
import Synchronization
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

@Suite("SupabaseKit storage and transport faults")
struct SupabaseStorageTests {
  private func signedIn(
    _ server: LiveServer.Handle, transport: any HTTPTransport = URLSessionTransport(timeout: 60)
  )
    async throws -> (SupabaseClient, String)
  {
    let supabase = SupabaseClient(
      url: server.url, key: server.anonKey, sessionStore: MemorySessionStore(), transport: transport
    )
    let response = try await supabase.auth.signUp(
      email: "\(UUID())@example.com", password: "long enough")
    return (supabase, response.user.id.uuidString)
  }

  @Test func filesGoUpWithProgressAndComeBack() async throws {
    try await LiveServer.run { server in
      let (supabase, folder) = try await signedIn(server)
      let files = supabase.storage.from("documents")
      let video = Data(SampleFiles.mp4((0..<3_000_000).map { UInt8(truncatingIfNeeded: $0) }))
      let reports = Mutex<[Int64]>([])
      let uploaded = try await files.upload(
        "\(folder)/highlights v1.mp4", data: video, options: FileOptions(contentType: "video/mp4")
      ) { sent, _ in reports.withLock { $0.append(sent) } }
      #expect(uploaded.path == "\(folder.lowercased())/highlights v1.mp4")
      let sent = reports.withLock { $0 }
      #expect(sent.last == Int64(video.count))
      #expect(sent == sent.sorted())
      #expect(try await files.download(path: uploaded.path) == video)
      try await files.update(uploaded.path, data: Data("second cut".utf8))
      #expect(try await files.download(path: uploaded.path) == Data("second cut".utf8))
      let signed = try await files.createSignedURL(path: uploaded.path, expiresIn: 60)
      let (opened, _) = try await URLSession.shared.data(from: signed)
      #expect(opened == Data("second cut".utf8))
      #expect(try await files.exists(path: uploaded.path))
      #expect(try await !files.exists(path: "\(folder)/missing.pdf"))
      let listed = try await files.list(path: folder)
      #expect(listed.map(\.name) == ["highlights v1.mp4"])
      #expect(listed.first?.size == 10)
      let removed = try await files.remove(paths: [uploaded.path])
      #expect(removed.count == 1)
      #expect(try await files.list(path: folder).isEmpty)
    }
  }

  @Test func storageErrorsKeepTheirStringStatus() async throws {
    try await LiveServer.run { server in
      let (supabase, folder) = try await signedIn(server)
      let files = supabase.storage.from("documents")
      try await files.upload("\(folder)/cv.pdf", data: Data("cv".utf8))
      let duplicate = await #expect(throws: StorageError.self) {
        try await files.upload("\(folder)/cv.pdf", data: Data("again".utf8))
      }
      #expect(duplicate?.statusCode == "409")
      let missing = await #expect(throws: StorageError.self) {
        try await files.download(path: "\(folder)/nothing.pdf")
      }
      #expect(missing?.statusCode == "404")
      let elsewhere = await #expect(throws: StorageError.self) {
        try await files.upload("\(UUID())/cv.pdf", data: Data("x".utf8))
      }
      #expect(elsewhere?.statusCode == "403")
    }
  }

  @Test func aServerThatNeverAnswersTimesOut() async throws {
    let silent = try SilentListener()
    defer { silent.close() }
    let transport = URLSessionTransport(timeout: 0.5)
    let request = TransportRequest(
      method: "GET", url: URL(string: "http://127.0.0.1:\(silent.port)/rest/v1/events")!)
    await #expect(throws: TransportError.timeout) {
      try await transport.send(request, progress: nil)
    }
  }

  @Test func aClosedPortIsOffline() async throws {
    let port = try SilentListener.unusedPort()
    let request = TransportRequest(
      method: "GET", url: URL(string: "http://127.0.0.1:\(port)/health")!)
    await #expect(throws: TransportError.offline) {
      try await URLSessionTransport(timeout: 2).send(request, progress: nil)
    }
  }

  @Test func aCancelledRequestSaysSo() async throws {
    let silent = try SilentListener()
    defer { silent.close() }
    let request = TransportRequest(
      method: "GET", url: URL(string: "http://127.0.0.1:\(silent.port)/x")!)
    let task = Task { try await URLSessionTransport(timeout: 10).send(request, progress: nil) }
    try await Task.sleep(for: .milliseconds(100))
    task.cancel()
    await #expect(throws: TransportError.cancelled) { try await task.value }
  }

  @Test func serverFailuresAreTypedNotSwallowed() async throws {
    try await LiveServer.run { server in
      let transport = FaultyTransport()
      let (supabase, _) = try await signedIn(server, transport: transport)
      transport.inject { _ in .status(500, "upstream exploded") }
      let failure = await #expect(throws: PostgrestError.self) {
        try await supabase.from("events").select().execute()
      }
      #expect(failure?.status == 500)
      #expect(failure?.message == "upstream exploded")
      transport.inject { _ in .error(.offline) }
      await #expect(throws: TransportError.offline) {
        try await supabase.storage.from("documents").download(path: "x/y.pdf")
      }
    }
  }
}
