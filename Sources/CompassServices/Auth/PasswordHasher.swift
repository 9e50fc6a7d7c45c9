import CompassHTTP
import HummingbirdBcrypt
import NIOPosix

#if canImport(Glibc)
  import Glibc
#endif

/// bcrypt on a thread of its own at a lower priority, so a burst of sign-ins never blocks the event
/// loop, the database's thread pool, or other requests, and a busy server still signs people in.
package final class PasswordHasher: Sendable {
  package let cost: UInt8
  private let pool: NIOThreadPool

  private init(cost: UInt8, pool: NIOThreadPool) {
    self.cost = cost
    self.pool = pool
  }

  /// Starts the hashing thread at `niceness` (10 in production).
  package static func start(cost: UInt8, niceness: Int32 = 10) async throws -> PasswordHasher {
    let pool = NIOThreadPool(numberOfThreads: 1)
    pool.start()
    try await pool.runIfActive { Self.setThreadNiceness(niceness) }
    return PasswordHasher(cost: cost, pool: pool)
  }

  package func hash(_ password: String) async throws -> String {
    let cost = self.cost
    return try await pool.runIfActive { Bcrypt.hash(password, cost: cost) }
  }

  package func verify(_ password: String, hash: String) async throws -> Bool {
    try await pool.runIfActive { Bcrypt.verify(password, hash: hash) }
  }

  package func shutdown() async {
    try? await pool.shutdownGracefully()
  }

  /// The calling thread's nice value; 10 is about a tenth of a core's share against request
  /// threads. NB: not `SCHED_IDLE`, which starved sign-in for seconds while other work kept both
  /// cores busy.
  private static func setThreadNiceness(_ niceness: Int32) {
    #if os(Linux)
      // NB: on Linux, PRIO_PROCESS with id 0 sets the calling thread's nice value, not the process's.
      _ = setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, niceness)
    #endif
  }
}
