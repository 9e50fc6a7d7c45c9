import HummingbirdBcrypt
import NIOPosix

/// bcrypt on the thread pool, so hashing never blocks the event loop.
struct PasswordHasher: Sendable {
  let cost: UInt8

  func hash(_ password: String) async throws -> String {
    let cost = self.cost
    return try await NIOThreadPool.singleton.runIfActive { Bcrypt.hash(password, cost: cost) }
  }

  func verify(_ password: String, hash: String) async throws -> Bool {
    try await NIOThreadPool.singleton.runIfActive { Bcrypt.verify(password, hash: hash) }
  }
}
