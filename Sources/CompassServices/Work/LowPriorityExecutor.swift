import CompassHTTP
import NIOPosix

#if canImport(Glibc)
  import Glibc
#endif

/// Threads of their own, at a lower priority than the request loops, for a task to prefer
/// (`withTaskExecutorPreference`): every part of it that runs between its awaits (decoding
/// rows, drawing a PDF) runs here, so a long export never holds an event loop and the OS lets
/// the loops go first.
package final class LowPriorityExecutor: TaskExecutor, @unchecked Sendable {
  // NB: NIOThreadPool locks its own queue; the pool is never replaced after `init`.
  private let pool: NIOThreadPool
  private let niceness: Int32

  package init(threads: Int, niceness: Int32) {
    pool = NIOThreadPool(numberOfThreads: threads)
    self.niceness = niceness
    pool.start()
  }

  package func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    let executor = asUnownedTaskExecutor()
    let niceness = niceness
    pool.submit { state in
      guard case .active = state else { return }
      Self.setThreadNiceness(niceness)
      job.runSynchronously(on: executor)
    }
  }

  package func shutdown() async {
    try? await pool.shutdownGracefully()
  }

  /// The calling thread's nice value (on Linux, PRIO_PROCESS with id 0 is the calling thread);
  /// set before every job since the pool's threads are not ours to start.
  private static func setThreadNiceness(_ niceness: Int32) {
    #if os(Linux)
      _ = setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, niceness)
    #endif
  }
}
