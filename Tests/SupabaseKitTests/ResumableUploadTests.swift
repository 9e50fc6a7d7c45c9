import CompassLiveServer
import CompassTestSupport
import Foundation
import SupabaseKit
import Synchronization
import Testing

/// SupabaseKit's TUS uploads against the live server: 6 MB pieces read from disk, a dropped
/// connection resumed from the offset the server tells, and an upload stopped altogether
/// resumed later from the state kept.
@Suite("SupabaseKit storage: resumable uploads")
struct ResumableUploadClientTests {
  private static let size = 14 << 20

  private func file() throws -> (URL, Data) {
    let bytes = Data((0..<Self.size).map { UInt8(truncatingIfNeeded: $0 &* 7 &+ $0 >> 13) })
    let url = FileManager.default.temporaryDirectory.appending(path: "\(UUID()).bin")
    try bytes.write(to: url)
    return (url, bytes)
  }

  private func signedUp(_ server: LiveServer.Handle, transport: any HTTPTransport) async throws
    -> (SupabaseClient, String)
  {
    let supabase = SupabaseClient(
      url: server.url, key: server.anonKey, sessionStore: MemorySessionStore(),
      transport: transport)
    let user = try await supabase.auth.signUp(
      email: "\(UUID())@example.com", password: "long enough"
    ).user.id.uuidString
    return (supabase, user)
  }

  @Test func aDroppedConnectionGoesOnFromWhatArrived() async throws {
    try await LiveServer.run { server in
      let transport = FaultyTransport(timeout: 120)
      let (supabase, user) = try await signedUp(server, transport: transport)
      let (source, bytes) = try file()
      defer { try? FileManager.default.removeItem(at: source) }
      let patches = Mutex(0)
      transport.inject { request in
        guard request.method == "PATCH" else { return nil }
        let count = patches.withLock {
          $0 += 1
          return $0
        }
        return count == 2 ? .error(.offline) : nil
      }
      let states = Mutex<[Int64]>([])
      let files = supabase.storage.from("documents")
      try await files.uploadResumable(
        "\(user)/clip.bin", fileURL: source, options: FileOptions(upsert: true)
      ) { state in states.withLock { $0.append(state.offset) } }
      #expect(try await files.download(path: "\(user)/clip.bin") == bytes)
      #expect(states.withLock { $0 } == [0, 6 << 20, 12 << 20, Int64(Self.size)])
      #expect(patches.withLock { $0 } == 4, "three pieces and the one cut off, nothing sent twice")
    }
  }

  @Test func piecesGoThroughTheAppsBackgroundSessionAndReportTheirBytes() async throws {
    try await LiveServer.run { server in
      let transport = BackgroundUploadTransport(
        configuration: BackgroundUploadTransport.configuration(identifier: "tests.\(UUID())"))
      let (supabase, user) = try await signedUp(server, transport: transport)
      let (source, bytes) = try file()
      defer { try? FileManager.default.removeItem(at: source) }
      let files = supabase.storage.from("documents")
      let states = Mutex<[Int64]>([])
      try await files.uploadResumable("\(user)/background.bin", fileURL: source) { state in
        states.withLock { $0.append(state.offset) }
      }
      #expect(try await files.download(path: "\(user)/background.bin") == bytes)
      #expect(states.withLock { $0 } == [0, 6 << 20, 12 << 20, Int64(Self.size)])
      let small = FileManager.default.temporaryDirectory.appending(path: "\(UUID()).pdf")
      try Data(SampleFiles.pdf("small")).write(to: small)
      defer { try? FileManager.default.removeItem(at: small) }
      let sent = Mutex<Int64>(0)
      _ = try await files.upload(
        "\(user)/small.pdf", fileURL: small, options: FileOptions(contentType: "application/pdf")
      ) { bytes, _ in sent.withLock { $0 = bytes } }
      #expect(try await files.download(path: "\(user)/small.pdf") == Data(SampleFiles.pdf("small")))
      #expect(sent.withLock { $0 } == Int64(SampleFiles.pdf("small").count))
    }
  }

  @Test func anUploadStoppedAltogetherResumesFromItsKeptState() async throws {
    try await LiveServer.run { server in
      let transport = FaultyTransport(timeout: 120)
      let (supabase, user) = try await signedUp(server, transport: transport)
      let (source, bytes) = try file()
      defer { try? FileManager.default.removeItem(at: source) }
      let files = supabase.storage.from("documents")
      let kept = Mutex<ResumableUploadState?>(nil)
      transport.inject { request in
        request.method == "PATCH" && request.headers["Upload-Offset"] != "0"
          ? .error(.offline) : nil
      }
      await #expect(throws: TransportError.self) {
        try await files.uploadResumable(
          "\(user)/later.bin", fileURL: source, retries: 1
        ) { state in kept.withLock { $0 = state } }
      }
      let state = try #require(kept.withLock { $0 })
      #expect(state.offset <= 6 << 20, "only the first piece could go")
      let begun = Mutex(0)
      transport.inject { request in
        if request.method == "POST" { begun.withLock { $0 += 1 } }
        return nil
      }
      try await files.uploadResumable("\(user)/later.bin", fileURL: source, resuming: state)
      #expect(try await files.download(path: "\(user)/later.bin") == bytes)
      #expect(begun.withLock { $0 } == 0, "the upload went on, never begun again")
    }
  }
}
