import HummingbirdBcrypt
import NIOPosix

#if canImport(Glibc)
  import Glibc
#endif

/// bcrypt on a thread of its own that runs only when the CPU is otherwise idle, so a burst of
/// sign-ins never blocks the event loop, the database's thread pool, or other requests.
final class PasswordHasher: Sendable {
  let cost: UInt8
  private let pool: NIOThreadPool

  private init(cost: UInt8, pool: NIOThreadPool) {
    self.cost = cost
    self.pool = pool
  }

  /// Starts the hashing thread.
  static func start(cost: UInt8) async throws -> PasswordHasher {
    let pool = NIOThreadPool(numberOfThreads: 1)
    pool.start()
    try await pool.runIfActive { Self.yieldToEverythingElse() }
    return PasswordHasher(cost: cost, pool: pool)
  }

  func hash(_ password: String) async throws -> String {
    let cost = self.cost
    return try await pool.runIfActive { Bcrypt.hash(password, cost: cost) }
  }

  func verify(_ password: String, hash: String) async throws -> Bool {
    try await pool.runIfActive { Bcrypt.verify(password, hash: hash) }
  }

  func shutdown() async {
    try? await pool.shutdownGracefully()
  }

  /// Linux `SCHED_IDLE` for the calling thread.
  private static func yieldToEverythingElse() {
    #if os(Linux)
      var parameters = sched_param()
      // NB: SCHED_IDLE is 5 on Linux; Glibc's module does not export the macro.
      _ = sched_setscheduler(0, 5, &parameters)
    #endif
  }
}
