@preconcurrency import AsyncKit
import CompassModels
import Foundation
import Logging
import NIOCore
import NIOPosix
import PostgresKit
import SQLKit

/// The server's database: an SQLite file or PostgreSQL, reached through one SQLKit code path.
/// Connections come from a pool; `transaction` runs its work on one connection between
/// BEGIN and COMMIT.
// NB: `EventLoopGroupConnectionPool` locks internally but is not marked Sendable; its two
// references here are immutable after `init`.
package final class CompassDatabase: @unchecked Sendable {
  package let dialect: SQLDialectKind
  private let sqlitePool: SQLiteConnections?
  private let postgresPool: EventLoopGroupConnectionPool<PostgresConnectionSource>?
  private let logger: Logger
  private let writeGate = WriteGate()
  private let statementNames = PostgresStatementNames()

  /// Opens `url`: `postgres://…` (or `postgresql://…`) for PostgreSQL, otherwise a path or
  /// `sqlite://path` for an SQLite file (created if missing).
  /// - Parameter connectionWait: how long a request waits for a pooled PostgreSQL connection
  ///   before it is refused (a 503).
  package init(
    url: String, logger: Logger,
    eventLoopGroup: any EventLoopGroup = MultiThreadedEventLoopGroup.singleton,
    connectionWait: TimeAmount = .seconds(10)
  ) throws {
    self.logger = logger
    if url.hasPrefix("postgres://") || url.hasPrefix("postgresql://") {
      var configuration = try SQLPostgresConfiguration(url: url)
      configuration.coreConfiguration.options.additionalStartupParameters = [("TimeZone", "UTC")]
      dialect = .postgres
      postgresPool = EventLoopGroupConnectionPool(
        source: PostgresConnectionSource(sqlConfiguration: configuration),
        maxConnectionsPerEventLoop: 4, requestTimeout: connectionWait, logger: logger,
        on: eventLoopGroup)
      sqlitePool = nil
    } else {
      let path = url.hasPrefix("sqlite://") ? String(url.dropFirst("sqlite://".count)) : url
      let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      dialect = .sqlite
      sqlitePool = SQLiteConnections(path: path, maximum: 4, logger: logger)
      postgresPool = nil
    }
  }

  /// Runs `work` on one pooled connection.
  package func withConnection<T: Sendable>(_ work: @Sendable (any SQLDatabase) async throws -> T)
    async throws -> T
  {
    if let sqlitePool {
      let connection = try await sqlitePool.lease()
      defer { sqlitePool.release(connection) }
      return try await work(
        SQLiteHandleDatabase(handle: connection, logger: logger, gate: writeGate))
    }
    guard let postgresPool else { throw DatabaseClosed() }
    let connection = try await postgresPool.requestConnection(
      logger: logger, on: MultiThreadedEventLoopGroup.currentEventLoop
    ).get()
    defer { postgresPool.releaseConnection(connection, logger: logger) }
    return try await work(PreparingPostgresDatabase(connection: connection, names: statementNames))
  }

  /// Runs `work` in a transaction: committed when it returns, rolled back when it throws.
  /// SQLite write transactions take turns through the write gate (as do single writing
  /// statements outside one, in `SQLiteHandleDatabase`).
  package func transaction<T: Sendable>(_ work: @Sendable (any SQLDatabase) async throws -> T)
    async throws
    -> T
  {
    guard dialect == .sqlite else { return try await unguardedTransaction(work) }
    await writeGate.enter()
    do {
      let result = try await WriteGate.$isHeld.withValue(true) {
        try await unguardedTransaction(work)
      }
      writeGate.leave()
      return result
    } catch {
      writeGate.leave()
      throw error
    }
  }

  /// Inside a transaction: waits until no other transaction holds `name`, then holds it until
  /// this one ends, so a read followed by a write on `name` (a count, then the attempt it
  /// limits) is never interleaved. SQLite's write transactions already take turns.
  package func serialize(on name: String, in connection: any SQLDatabase) async throws {
    guard dialect == .postgres else { return }
    try await connection.raw("SELECT pg_advisory_xact_lock(hashtextextended(\(bind: name), 0))")
      .run()
  }

  private func unguardedTransaction<T: Sendable>(
    _ work: @Sendable (any SQLDatabase) async throws -> T
  ) async throws -> T {
    try await withConnection { connection in
      try await connection.raw(SQLQueryString(dialect == .sqlite ? "BEGIN IMMEDIATE" : "BEGIN"))
        .run()
      do {
        let result = try await work(connection)
        try await connection.raw("COMMIT").run()
        return result
      } catch {
        try? await connection.raw("ROLLBACK").run()
        throw error
      }
    }
  }

  /// Applies every migration not yet recorded, each in its own transaction. An SQLite file is
  /// switched to write-ahead logging first, so readers never wait for the writer.
  package func migrate() async throws {
    // NB: servers started at once take turns, so each migration is applied once.
    try await exclusively("compass_migrations") { try await self.applyMigrations() }
  }

  /// Runs `work` while no other server on this PostgreSQL database runs work named `name` (a
  /// session advisory lock); on SQLite, whose file one server holds, it simply runs.
  package func exclusively<T: Sendable>(_ name: String, _ work: @Sendable () async throws -> T)
    async throws -> T
  {
    guard dialect == .postgres else { return try await work() }
    return try await withConnection { lock in
      try await lock.raw("SELECT pg_advisory_lock(hashtextextended(\(bind: name), 0))").run()
      do {
        let result = try await work()
        try await lock.raw("SELECT pg_advisory_unlock_all()").run()
        return result
      } catch {
        try? await lock.raw("SELECT pg_advisory_unlock_all()").run()
        throw error
      }
    }
  }

  private func applyMigrations() async throws {
    try await withConnection { connection in
      if dialect == .sqlite { try await connection.raw("PRAGMA journal_mode = WAL").run() }
      try await connection.raw(
        "CREATE TABLE IF NOT EXISTS compass_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)"
      ).run()
    }
    let applied = try await withConnection { connection in
      try await connection.raw("SELECT version FROM compass_migrations").all().map {
        try $0.decode(column: "version", as: Int.self)
      }
    }
    for migration in Migration.all where !applied.contains(migration.version) {
      let statements = dialect == .sqlite ? migration.sqlite : migration.postgres
      try await transaction { connection in
        for statement in statements {
          try await connection.raw(SQLQueryString(statement)).run()
        }
        let now = ISO8601DateFormatter().string(from: Date())
        try await connection.raw(
          "INSERT INTO compass_migrations (version, name, applied_at) VALUES (\(bind: migration.version), \(bind: migration.name), \(bind: now))"
        ).run()
      }
      logger.info("applied migration \(migration.version): \(migration.name)")
    }
  }

  package func shutdown() async {
    sqlitePool?.shutdown()
    try? await postgresPool?.shutdownAsync()
  }

  private struct DatabaseClosed: Error {}
}

/// Which database engine a connection speaks.
package enum SQLDialectKind: Sendable {
  case sqlite
  case postgres

  /// A bound value, cast to its type in Postgres (`$1::uuid`); SQLite stores the plain value.
  package func bind(_ bound: BoundValue) -> SQLQueryString {
    guard let value = bound.value else { return "NULL" }
    switch (self, bound.type) {
    case (.sqlite, _), (.postgres, .text), (.postgres, .boolean):
      return "\(bind: value)"
    case (.postgres, let type):
      return "\(bind: value)::\(unsafeRaw: type.postgresName)"
    }
  }
}

extension CompassDatabase {
  /// An id bound as a value of the database's uuid type (lowercased, as SQLite keeps ids).
  package func bind(uuid id: String) -> SQLQueryString {
    dialect.bind(BoundValue(value: id.lowercased(), type: .uuid))
  }

  /// An instant bound as a timestamp, in the wire form every stored time has.
  package func bind(time instant: Date) -> SQLQueryString {
    dialect.bind(BoundValue(value: Timestamp.format(instant), type: .timestamp))
  }

  /// A stored timestamp text bound as a timestamp.
  package func bind(timestamp text: String) -> SQLQueryString {
    dialect.bind(BoundValue(value: text, type: .timestamp))
  }

  package func bind(flag value: Bool) -> SQLQueryString {
    dialect.bind(BoundValue(value: value, type: .boolean))
  }
}
