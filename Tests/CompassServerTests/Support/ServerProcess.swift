import CompassTestSupport
import Foundation

/// `compass serve` in a process of its own, built next to the test bundle: for measurements
/// (resident memory) that the other tests running in this process must not disturb.
final class ServerProcess: Sendable {
  let port: Int
  let folder: URL
  private let process: RunningProgram

  private init(port: Int, folder: URL, process: RunningProgram) {
    self.port = port
    self.folder = folder
    self.process = process
  }

  /// The `compass` executable beside the running test bundle.
  static var binary: URL {
    URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
      .appending(path: "compass")
  }

  /// Starts the server on a free port and waits until it answers `/health`; with `openFiles`,
  /// under that limit on open files (soft and hard, through util-linux's `prlimit`).
  static func start(openFiles: Int? = nil) async throws -> ServerProcess {
    let folder = FileManager.default.temporaryDirectory.appending(path: "compass-process-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    for _ in 0..<5 {
      let port = Int.random(in: 20_000...60_000)
      let serve = [binary.path, "serve", "--port", String(port), "--data-dir", folder.path]
      let process = try await RunningProgram.start(
        openFiles.map { ["prlimit", "--nofile=\($0):\($0)"] + serve } ?? serve)
      let server = ServerProcess(port: port, folder: folder, process: process)
      if try await server.answersHealth() { return server }
      server.stop()
    }
    throw TestFailure("compass serve did not start")
  }

  private func answersHealth() async throws -> Bool {
    for _ in 0..<100 {
      guard process.isRunning else { return false }
      let probe = try await ChildProcess.run([
        "curl", "-s", "-o", "/dev/null", "-w", "%{http_code}", "http://127.0.0.1:\(port)/health",
      ])
      if probe.output == "200" { return true }
      try await Task.sleep(for: .milliseconds(100))
    }
    return false
  }

  /// The server's resident memory, from `/proc/<pid>/statm`.
  var residentBytes: Int {
    guard
      let text = try? String(
        contentsOfFile: "/proc/\(process.processIdentifier)/statm", encoding: .utf8)
    else { return 0 }
    let fields = text.split(separator: " ")
    return fields.count > 1 ? (Int(fields[1]) ?? 0) * Int(sysconf(Int32(_SC_PAGESIZE))) : 0
  }

  func stop() {
    process.send(SIGKILL)
    try? FileManager.default.removeItem(at: folder)
  }
}
