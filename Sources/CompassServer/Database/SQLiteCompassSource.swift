@preconcurrency import AsyncKit
import Logging
import NIOCore
import NIOPosix
import SQLiteNIO

/// Opens SQLite connections to one file with the settings a server needs: a busy timeout instead
/// of "database is locked", foreign keys enforced, and case-sensitive LIKE as in Postgres.
struct SQLiteCompassSource: ConnectionPoolSource, Sendable {
  let path: String

  func makeConnection(logger: Logger, on eventLoop: any EventLoop) -> EventLoopFuture<
    SQLiteConnection
  > {
    SQLiteConnection.open(
      storage: .file(path: path), threadPool: .singleton, logger: logger, on: eventLoop
    )
    .flatMap { connection in
      let pragmas = [
        "PRAGMA journal_mode = WAL", "PRAGMA busy_timeout = 5000", "PRAGMA foreign_keys = ON",
        "PRAGMA synchronous = NORMAL", "PRAGMA case_sensitive_like = ON",
      ]
      return pragmas.reduce(eventLoop.makeSucceededVoidFuture()) { previous, pragma in
        previous.flatMap { connection.query(pragma).map { _ in } }
      }.map { connection }
    }
  }
}
