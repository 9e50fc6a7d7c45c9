import Logging
import NIOCore
import NIOPosix
import SQLKit
import SQLiteKit
import SQLiteNIO
import VaporCSQLite

/// One open SQLite connection, used by one task at a time (the pool sees to that) and run on
/// the caller's thread: a short statement costs less than the hop to a thread pool would.
/// Prepared statements are kept per SQL text, so a repeated query shape is parsed once.
/// It calls the SQLite library that sqlite-nio builds (`VaporCSQLite`), so the process holds one
/// copy of SQLite. Waits happen only on another process's write lock (busy timeout); writers of
/// this process take turns through `WriteGate` before they begin.
package final class SQLiteHandle: @unchecked Sendable {
  private var database: OpaquePointer?
  private var statements: [String: OpaquePointer] = [:]
  private static let cachedStatementLimit = 128

  /// Opens (creating if missing) the file at `path`, then applies each pragma in order.
  package init(path: String, pragmas: [String]) throws {
    let flags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX
    let opened = sqlite_nio_sqlite3_open_v2(path, &database, flags, nil)
    guard opened == SQLITE_OK else {
      let failure = SQLiteFailure(code: opened, message: "cannot open the database at \(path)")
      close()
      throw failure
    }
    do {
      for pragma in pragmas { try run(pragma, binds: []) { _ in } }
    } catch {
      close()
      throw error
    }
  }

  /// Runs one statement with `binds`, handing each result row to `onRow` as it is stepped.
  package func run(_ sql: String, binds: [SQLiteData], onRow: (SQLiteValues) throws -> Void)
    throws
  {
    let statement = try prepared(sql)
    // Reset without clearing the bindings: every parameter is bound afresh below, and clearing
    // them marks a statement whose plan looked at a bound value for re-preparing (SQLite's
    // `expmask`), which re-parsed the session and list queries on every request (2.5 % of a page).
    defer { sqlite_nio_sqlite3_reset(statement) }
    guard binds.count == Int(sqlite_nio_sqlite3_bind_parameter_count(statement)) else {
      throw SQLiteFailure(
        code: SQLITE_RANGE, message: "\(binds.count) values for the statement's parameters")
    }
    for (index, value) in binds.enumerated() {
      try check(bind(value, at: Int32(index + 1), in: statement))
    }
    var columns: [String]?
    while true {
      let stepped = sqlite_nio_sqlite3_step(statement)
      if stepped == SQLITE_DONE { return }
      guard stepped == SQLITE_ROW else { throw failure(stepped) }
      // Named after the first step: a schema change re-prepares the statement inside it.
      let names = columns ?? self.columns(of: statement)
      columns = names
      try onRow(
        SQLiteValues(columns: names, cells: names.indices.map { value(Int32($0), in: statement) }))
    }
  }

  /// Whether `sql` changes the database and this connection is outside a transaction: it then
  /// takes SQLite's write lock on its own and must wait its turn at the write gate first.
  func writesOnItsOwn(_ sql: String) throws -> Bool {
    sqlite_nio_sqlite3_stmt_readonly(try prepared(sql)) == 0
      && sqlite_nio_sqlite3_get_autocommit(database) != 0
  }

  package func close() {
    for statement in statements.values { sqlite_nio_sqlite3_finalize(statement) }
    statements = [:]
    sqlite_nio_sqlite3_close_v2(database)
    database = nil
  }

  deinit { close() }

  private func prepared(_ sql: String) throws -> OpaquePointer {
    if let statement = statements[sql] { return statement }
    if statements.count >= Self.cachedStatementLimit {
      for statement in statements.values { sqlite_nio_sqlite3_finalize(statement) }
      statements = [:]
    }
    var statement: OpaquePointer?
    let prepared = sqlite_nio_sqlite3_prepare_v3(
      database, sql, -1, UInt32(SQLITE_PREPARE_PERSISTENT), &statement, nil)
    guard prepared == SQLITE_OK, let statement else { throw failure(prepared) }
    statements[sql] = statement
    return statement
  }

  private func columns(of statement: OpaquePointer) -> [String] {
    (0..<sqlite_nio_sqlite3_column_count(statement)).map { index in
      sqlite_nio_sqlite3_column_name(statement, index).map { String(cString: $0) } ?? ""
    }
  }

  private func bind(_ value: SQLiteData, at index: Int32, in statement: OpaquePointer) -> Int32 {
    switch value {
    case .integer(let number): return sqlite_nio_sqlite3_bind_int64(statement, index, Int64(number))
    case .float(let number): return sqlite_nio_sqlite3_bind_double(statement, index, number)
    case .null: return sqlite_nio_sqlite3_bind_null(statement, index)
    case .text(let text):
      return sqlite_nio_sqlite3_bind_text64(
        statement, index, text, UInt64(text.utf8.count), Self.transient, UInt8(SQLITE_UTF8))
    case .blob(let bytes):
      return bytes.withUnsafeReadableBytes {
        sqlite_nio_sqlite3_bind_blob64(
          statement, index, $0.baseAddress, UInt64($0.count), Self.transient)
      }
    }
  }

  /// A column of the current row; a blob (which no table of ours holds) reads as null.
  private func value(_ column: Int32, in statement: OpaquePointer) -> ColumnCell {
    switch sqlite_nio_sqlite3_column_type(statement, column) {
    case SQLITE_INTEGER: return .integer(Int(sqlite_nio_sqlite3_column_int64(statement, column)))
    case SQLITE_FLOAT: return .real(sqlite_nio_sqlite3_column_double(statement, column))
    case SQLITE_TEXT:
      let count = Int(sqlite_nio_sqlite3_column_bytes(statement, column))
      guard let text = sqlite_nio_sqlite3_column_text(statement, column) else { return .text("") }
      return .text(String(decoding: UnsafeBufferPointer(start: text, count: count), as: UTF8.self))
    default: return .null
    }
  }

  private func check(_ code: Int32) throws {
    guard code == SQLITE_OK else { throw failure(code) }
  }

  private func failure(_ code: Int32) -> SQLiteFailure {
    SQLiteFailure(
      code: code, message: sqlite_nio_sqlite3_errmsg(database).map { String(cString: $0) } ?? "")
  }

  private static let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)
}

/// An error from SQLite: its result code and message.
struct SQLiteFailure: Error, CustomStringConvertible {
  let code: Int32
  let message: String

  var description: String { "SQLite error \(code): \(message)" }
}

/// One result row of an `SQLiteHandle` statement, readable through SQLKit. Its cells are the
/// ones `StoredColumns` reads, so a model's row is not converted a second time.
package struct SQLiteValues: SQLRow {
  let columns: [String]
  let cells: [ColumnCell]

  package var allColumns: [String] { columns }

  package func contains(column: String) -> Bool { columns.contains(column) }

  package func decodeNil(column: String) throws -> Bool {
    guard let index = columns.firstIndex(of: column) else { return true }
    if case .null = cells[index] { return true }
    return false
  }

  package func decode<D: Decodable>(column: String, as type: D.Type) throws -> D {
    guard let index = columns.firstIndex(of: column) else {
      throw SQLiteFailure(code: 1, message: "no column \(column) in the result")
    }
    return try SQLiteDataDecoder().decode(D.self, from: Self.data(cells[index]))
  }

  private static func data(_ cell: ColumnCell) -> SQLiteData {
    switch cell {
    case .null: .null
    case .text(let text): .text(text)
    case .integer(let number): .integer(number)
    case .real(let number): .float(number)
    case .bool(let flag): .integer(flag ? 1 : 0)
    }
  }
}

/// An `SQLiteHandle` seen through SQLKit: statements are serialized with SQLite's dialect and
/// run on the calling thread, at once, or once it is their turn at the write gate for a
/// writing statement outside a transaction (which would otherwise busy-wait on the thread for
/// a transaction that holds SQLite's write lock across awaits).
struct SQLiteHandleDatabase: SQLDatabase {
  let handle: SQLiteHandle
  let logger: Logger
  let gate: WriteGate

  var eventLoop: any EventLoop { MultiThreadedEventLoopGroup.singleton.any() }
  var dialect: any SQLDialect { SQLiteDialect() }
  var queryLogLevel: Logger.Level? { nil }

  func execute(sql query: any SQLExpression, _ onRow: @escaping @Sendable (any SQLRow) -> Void)
    -> EventLoopFuture<Void>
  {
    eventLoop.makeFutureWithTask { try await execute(sql: query, onRow) }
  }

  func execute(sql query: any SQLExpression, _ onRow: @escaping @Sendable (any SQLRow) -> Void)
    async throws
  {
    let (sql, binds) = serialize(query)
    let encoder = SQLiteDataEncoder()
    let values = try binds.map { try encoder.encode($0) }
    guard !WriteGate.isHeld, try handle.writesOnItsOwn(sql) else {
      return try handle.run(sql, binds: values) { onRow($0) }
    }
    try await gate.holding { try handle.run(sql, binds: values) { onRow($0) } }
  }
}
