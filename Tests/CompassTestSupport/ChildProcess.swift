import Foundation
import Synchronization

/// Runs an outside program from an async test without blocking Swift's cooperative threads
/// (on two cores, a blocked thread starves the server the program is talking to).
public enum ChildProcess {
  /// Foundation's `Process.run()` is not safe to call from many threads at once on Linux (it
  /// crashed in `memcpy` while suites launched `psql` side by side), so launches take turns;
  /// the programs still run at the same time.
  private static let launching = Mutex(())

  /// Starts `process`, one launch at a time in this test process.
  public static func launch(_ process: Process) throws {
    try launching.withLock { _ in try process.run() }
  }

  /// The exit status and everything the program wrote to stdout and stderr. The output goes to
  /// a temporary file, not a pipe: a pipe nobody reads until the end fills at 64 KiB and stops
  /// the program (a failing browser run prints more than that).
  public static func run(_ arguments: [String], environment: [String: String]? = nil) async throws
    -> (status: Int32, output: String)
  {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    if let environment { process.environment = environment }
    let log = FileManager.default.temporaryDirectory
      .appendingPathComponent("child-\(UUID().uuidString).log")
    FileManager.default.createFile(atPath: log.path, contents: nil)
    let handle = try FileHandle(forWritingTo: log)
    process.standardOutput = handle
    process.standardError = handle
    return try await withCheckedThrowingContinuation { continuation in
      process.terminationHandler = { finished in
        try? handle.close()
        let output = (try? Data(contentsOf: log)) ?? Data()
        try? FileManager.default.removeItem(at: log)
        continuation.resume(
          returning: (finished.terminationStatus, String(decoding: output, as: UTF8.self)))
      }
      do {
        try launch(process)
      } catch {
        try? handle.close()
        try? FileManager.default.removeItem(at: log)
        continuation.resume(throwing: error)
      }
    }
  }
}
