import CompassLiveServer
import CompassTestSupport
import Crypto
import Foundation
import SupabaseKit
import Synchronization
import Testing

@Suite("SupabaseKit storage: files sent from disk and received to disk")
struct StorageFileTransferTests {
  private static let megabyte = 1 << 20

  /// A file of `megabytes` MiB of varied bytes, written a MiB at a time; returns it and its hash.
  private func bigFile(megabytes: Int) throws -> (URL, SHA256Digest) {
    let url = FileManager.default.temporaryDirectory.appending(path: "\(UUID()).mp4")
    FileManager.default.createFile(atPath: url.path, contents: nil)
    let handle = try FileHandle(forWritingTo: url)
    defer { try? handle.close() }
    var hash = SHA256()
    let header = Data(SampleFiles.mp4Header(mediaBytes: megabytes * Self.megabyte))
    hash.update(data: header)
    try handle.write(contentsOf: header)
    for index in 0..<megabytes {
      let chunk = Data((0..<Self.megabyte).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ index) })
      hash.update(data: chunk)
      try handle.write(contentsOf: chunk)
    }
    return (url, hash.finalize())
  }

  private func fileHash(_ url: URL) throws -> SHA256Digest {
    let handle = try FileHandle(forReadingFrom: url)
    defer { try? handle.close() }
    var hash = SHA256()
    while let chunk = try handle.read(upToCount: Self.megabyte), !chunk.isEmpty {
      hash.update(data: chunk)
    }
    return hash.finalize()
  }

  private func signedUp(_ server: LiveServer.Handle) async throws -> (SupabaseClient, String) {
    let supabase = SupabaseClient(
      url: server.url, key: server.anonKey, sessionStore: MemorySessionStore(),
      transport: URLSessionTransport(timeout: 60))
    let user = try await supabase.auth.signUp(
      email: "\(UUID())@example.com", password: "long enough"
    ).user.id.uuidString
    return (supabase, user)
  }

  /// The process's peak resident memory so far (Linux), in bytes.
  private func peakResidentBytes() -> Int {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
      let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
      let kilobytes = Int(line.split(separator: " ").dropFirst().first ?? "")
    else { return 0 }
    return kilobytes << 10
  }

  /// Set in the process of its own that the memory test starts, where it does the transfer.
  private static let aloneVariable = "COMPASS_TRANSFER_ALONE"

  /// Peak memory is a whole process's figure, and the other tests running here at the same time
  /// move it by more than the budget; so the transfer runs in this test bundle started again for
  /// this one test, and this process only reads what that one measured.
  @Test func a200MegabyteVideoGoesUpAndComesBackWithoutBeingHeldInMemory() async throws {
    if ProcessInfo.processInfo.environment[Self.aloneVariable] == "1" {
      return try await transferAndMeasure()
    }
    var environment = ProcessInfo.processInfo.environment
    environment[Self.aloneVariable] = "1"
    let run = try await ChildProcess.run(
      [
        CommandLine.arguments[0], "--testing-library", "swift-testing", "--filter",
        "a200MegabyteVideoGoesUpAndComesBackWithoutBeingHeldInMemory",
      ], environment: environment)
    let report = run.output.split(separator: "\n").first { $0.hasPrefix(Self.reportPrefix) }
    print(report ?? "the transfer in its own process printed no measurement")
    #expect(run.status == 0, "\(run.output.suffix(2_000))")
    #expect(report != nil)
  }

  private static let reportPrefix = "200 MiB up from disk and down to disk"

  private func transferAndMeasure() async throws {
    try await LiveServer.run { server in
      let (supabase, user) = try await signedUp(server)
      let files = supabase.storage.from("documents")
      let (source, sourceHash) = try bigFile(megabytes: 200)
      let copy = FileManager.default.temporaryDirectory.appending(path: "\(UUID()).mp4")
      defer {
        try? FileManager.default.removeItem(at: source)
        try? FileManager.default.removeItem(at: copy)
      }
      let before = peakResidentBytes()
      let sent = Mutex<Int64>(0)
      let uploaded = try await files.upload(
        "\(user)/senior highlights.mp4", fileURL: source,
        options: FileOptions(contentType: "video/mp4")
      ) { bytes, _ in sent.withLock { $0 = max($0, bytes) } }
      let received = Mutex<Int64>(0)
      try await files.download(path: uploaded.path, to: copy) { bytes, _ in
        received.withLock { $0 = max($0, bytes) }
      }
      let growth = peakResidentBytes() - before
      print("\(Self.reportPrefix): peak resident memory grew \(growth >> 20) MiB (budget 150 MiB)")
      #expect(try fileHash(copy) == sourceHash)
      let size = Int64(200 << 20 + SampleFiles.mp4Header(mediaBytes: 0).count)
      #expect(sent.withLock { $0 } == size)
      #expect(received.withLock { $0 } == size)
      // Held whole, the file would add 200 MiB on the way up and again on the way down.
      #expect(growth < 150 << 20, "peak resident memory grew \(growth >> 20) MiB")
    }
  }

  @Test func aDownloadRefusedLeavesNoFileAndSaysWhy() async throws {
    try await LiveServer.run { server in
      let (supabase, user) = try await signedUp(server)
      let target = FileManager.default.temporaryDirectory.appending(path: "\(UUID()).pdf")
      let missing = await #expect(throws: StorageError.self) {
        try await supabase.storage.from("documents").download(
          path: "\(user)/nothing.pdf", to: target)
      }
      #expect(missing?.statusCode == "404")
      #expect(!FileManager.default.fileExists(atPath: target.path))
      let empty = FileManager.default.temporaryDirectory.appending(path: "\(UUID()).pdf")
      FileManager.default.createFile(atPath: empty.path, contents: Data())
      defer { try? FileManager.default.removeItem(at: empty) }
      let stored = try await supabase.storage.from("documents").upload(
        "\(user)/empty.pdf", fileURL: empty)
      try await supabase.storage.from("documents").download(path: stored.path, to: target)
      #expect(try Data(contentsOf: target).isEmpty)
      try? FileManager.default.removeItem(at: target)
    }
  }
}
