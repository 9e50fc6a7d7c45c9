import Foundation
import Subprocess
import Synchronization
import SystemPackage

#if canImport(Glibc)
  import Glibc
#endif

/// An outside program a test started, running until it ends or is stopped. Launched through
/// swift-subprocess, not Foundation's `Process`: on Linux `Process.run()` copies each
/// `/proc/self/fd` entry's whole 256-byte name and crashed (SIGSEGV in `memcpy`) once the test
/// process had about 1,360 descriptors open, which the suites' servers reach together.
public final class RunningProgram: Sendable {
  /// The program's process id, while it runs.
  public let processIdentifier: pid_t
  private let ending: Task<Int32, any Error>
  private let ended: EndFlag

  private init(processIdentifier: pid_t, ending: Task<Int32, any Error>, ended: EndFlag) {
    self.processIdentifier = processIdentifier
    self.ending = ending
    self.ended = ended
  }

  /// Starts `arguments` (looked up on the PATH) with stdout and stderr written to `output`
  /// (nothing kept without one), in `environment` or this process's own.
  public static func start(
    _ arguments: [String], output: URL? = nil, environment: [String: String]? = nil
  ) async throws -> RunningProgram {
    let sink = try FileDescriptor.open(
      FilePath(output?.path ?? "/dev/null"), .writeOnly, options: [.create, .append],
      permissions: .ownerReadWrite)
    let (started, starting) = AsyncThrowingStream<pid_t, any Error>.makeStream()
    let ended = EndFlag()
    let ending = Task {
      do {
        let result = try await Subprocess.run(
          .path("/usr/bin/env"), arguments: Arguments(arguments),
          environment: environment.map(Self.custom) ?? .inherit, input: .none,
          output: .fileDescriptor(sink, closeAfterSpawningProcess: true),
          error: .combinedWithOutput
        ) { execution in starting.yield(execution.processIdentifier.value) }
        ended.mark()
        starting.finish()
        return Self.code(of: result.terminationStatus)
      } catch {
        ended.mark()
        starting.finish(throwing: error)
        throw error
      }
    }
    var iterator = started.makeAsyncIterator()
    guard let pid = try await iterator.next() else {
      throw ProgramDidNotStart(arguments: arguments)
    }
    return RunningProgram(processIdentifier: pid, ending: ending, ended: ended)
  }

  /// Whether the program has not ended yet.
  public var isRunning: Bool { !ended.isSet }

  /// Sends `signal` unless the program has already ended.
  public func send(_ signal: Int32) {
    ended.unlessSet { _ = kill(processIdentifier, signal) }
  }

  /// Waits for the program to end: its exit status, or the signal that ended it.
  public func exitStatus() async throws -> Int32 {
    try await ending.value
  }

  private static func custom(_ environment: [String: String]) -> Environment {
    .custom(
      Dictionary(
        uniqueKeysWithValues: environment.map { (Environment.Key(stringLiteral: $0.key), $0.value) }
      ))
  }

  private static func code(of status: TerminationStatus) -> Int32 {
    switch status {
    case .exited(let code), .signaled(let code): code
    }
  }
}

/// Whether a program has ended; a signal is sent only while it has not.
private final class EndFlag: Sendable {
  private let ended = Mutex(false)

  var isSet: Bool { ended.withLock { $0 } }

  func mark() { ended.withLock { $0 = true } }

  func unlessSet(_ action: () -> Void) {
    ended.withLock { if !$0 { action() } }
  }
}

/// The program ended before it could be watched.
public struct ProgramDidNotStart: Error {
  public let arguments: [String]
}
