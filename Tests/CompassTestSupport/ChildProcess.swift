import Foundation

/// Runs an outside program from an async test to its end without blocking Swift's cooperative
/// threads (on two cores, a blocked thread starves the server the program is talking to).
public enum ChildProcess {
  /// The exit status and everything the program wrote to stdout and stderr. The output goes to
  /// a temporary file, not a pipe: a pipe nobody reads until the end fills at 64 KiB and stops
  /// the program (a failing browser run prints more than that).
  public static func run(_ arguments: [String], environment: [String: String]? = nil) async throws
    -> (status: Int32, output: String)
  {
    let log = FileManager.default.temporaryDirectory
      .appendingPathComponent("child-\(UUID().uuidString).log")
    defer { try? FileManager.default.removeItem(at: log) }
    let program = try await RunningProgram.start(arguments, output: log, environment: environment)
    let status = try await program.exitStatus()
    let output = (try? Data(contentsOf: log)) ?? Data()
    return (status, String(decoding: output, as: UTF8.self))
  }
}
