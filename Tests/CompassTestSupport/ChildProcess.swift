import Foundation

/// Runs an outside program from an async test without blocking Swift's cooperative threads
/// (on two cores, a blocked thread starves the server the program is talking to).
public enum ChildProcess {
  /// The exit status and everything the program wrote to stdout and stderr.
  public static func run(_ arguments: [String], environment: [String: String]? = nil) async throws
    -> (status: Int32, output: String)
  {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    if let environment { process.environment = environment }
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    return try await withCheckedThrowingContinuation { continuation in
      process.terminationHandler = { finished in
        DispatchQueue.global().async {
          let output = pipe.fileHandleForReading.readDataToEndOfFile()
          continuation.resume(
            returning: (finished.terminationStatus, String(decoding: output, as: UTF8.self)))
        }
      }
      do {
        try process.run()
      } catch {
        continuation.resume(throwing: error)
      }
    }
  }
}
