import Logging
import NIOCore
import PostgresKit
import PostgresNIO
import SQLKit

/// One pooled PostgreSQL connection as an `SQLDatabase` that runs repeated statements as named
/// prepared statements: PostgreSQL then parses and plans a text once per connection, not at
/// every request (on the single-row GET, planning was most of the database's time).
struct PreparingPostgresDatabase: SQLDatabase {
  let connection: PostgresConnection
  let names: PostgresStatementNames

  var logger: Logger { connection.logger }
  var eventLoop: any EventLoop { connection.eventLoop }
  var dialect: any SQLDialect { PostgresDialect() }

  func execute(sql query: any SQLExpression, _ onRow: @escaping @Sendable (any SQLRow) -> Void)
    -> EventLoopFuture<Void>
  {
    eventLoop.makeFutureWithTask { try await self.execute(sql: query, onRow) }
  }

  func execute(sql query: any SQLExpression, _ onRow: @escaping @Sendable (any SQLRow) -> Void)
    async throws
  {
    let (sql, binds) = serialize(query)
    guard let statement = Self.statement(sql: sql, binds: binds) else {
      try await connection.sql(queryLogLevel: nil).execute(sql: query, onRow)
      return
    }
    let (key, bindings) = statement
    guard let name = names.name(for: key) else {
      for try await row in try await connection.query(
        PostgresQuery(unsafeSQL: sql, binds: bindings), logger: logger)
      {
        onRow(row.sql())
      }
      return
    }
    do {
      try await NamedStatement.$text.withValue(NamedStatement.Text(name: name, sql: sql)) {
        for try await row in try await connection.execute(
          NamedStatement(bindings: bindings), logger: logger)
        {
          onRow(row.sql())
        }
      }
    } catch let error as PSQLError {
      if Self.mayBeRemembered(error) { names.retire(name, for: key) }
      throw error
    }
  }

  func withSession<R: Sendable>(_ work: @escaping @Sendable (any SQLDatabase) async throws -> R)
    async throws -> R
  {
    try await work(self)
  }

  /// The statement's key (its text and its values' types, which decide its parameters'
  /// PostgreSQL types) and its values, or nil for one not worth preparing or with a value of
  /// another type, which runs the ordinary way.
  static func statement(sql: String, binds: [any Encodable & Sendable]) -> (
    key: String, bindings: PostgresBindings
  )? {
    let start = sql.prefix(7).uppercased()
    guard ["SELECT ", "INSERT ", "UPDATE ", "DELETE ", "WITH "].contains(where: start.hasPrefix)
    else { return nil }
    var key = sql
    key.append("\u{0}")
    var bindings = PostgresBindings(capacity: binds.count)
    for bind in binds {
      if let text = bind as? String {
        bindings.append(text)
        key.append("s")
      } else if let number = bind as? Int {
        bindings.append(number)
        key.append("i")
      } else if let flag = bind as? Bool {
        bindings.append(flag)
        key.append("b")
      } else if let number = bind as? Double {
        bindings.append(number)
        key.append("d")
      } else {
        return nil
      }
    }
    return (key, bindings)
  }

  /// An error a connection may have kept for the statement's name (a failed preparation is
  /// answered from memory afterwards), or one after which its prepared form no longer fits: a
  /// statement in a failed transaction, cancelled, or waiting on a lock, and a changed result.
  static func mayBeRemembered(_ error: PSQLError) -> Bool {
    guard let state = error.serverInfo?[.sqlState] else { return false }
    return ["25P02", "0A000", "55P03", "40001", "40P01"].contains(state) || state.hasPrefix("57")
  }
}

/// A statement whose text is chosen at run time, for PostgresNIO's prepared-statement cache
/// (which names statements by their type). The text is task-local: PostgresNIO reads `name` and
/// `sql` in the calling task when it sends the statement.
private struct NamedStatement: PostgresPreparedStatement {
  struct Text: Sendable {
    let name: String
    let sql: String
  }

  typealias Row = PostgresRow

  @TaskLocal static var text = Text(name: "", sql: "")

  static var name: String { text.name }
  static var sql: String { text.sql }

  let bindings: PostgresBindings

  func makeBindings() throws -> PostgresBindings { bindings }

  func decodeRow(_ row: PostgresRow) throws -> PostgresRow { row }
}
