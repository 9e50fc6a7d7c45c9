import Foundation
import SQLiteKit
import Testing

@testable import CompassStore

@Suite("SQLite: the inline connection and its statement cache")
struct SQLiteHandleTests {
  private func withHandle(_ body: (SQLiteHandle) throws -> Void) throws {
    let folder = FileManager.default.temporaryDirectory.appending(path: UUID().uuidString)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let handle = try SQLiteHandle(
      path: folder.appending(path: "test.sqlite").path, pragmas: ["PRAGMA foreign_keys = ON"])
    defer { handle.close() }
    try body(handle)
  }

  private func rows(_ handle: SQLiteHandle, _ sql: String, _ binds: [SQLiteData] = []) throws
    -> [SQLiteValues]
  {
    var rows: [SQLiteValues] = []
    try handle.run(sql, binds: binds) { rows.append($0) }
    return rows
  }

  @Test func everyBoundTypeReadsBackAsWritten() throws {
    try withHandle { handle in
      _ = try rows(handle, "CREATE TABLE t (i INTEGER, r REAL, s TEXT, b BLOB, n TEXT)")
      _ = try rows(
        handle, "INSERT INTO t VALUES (?, ?, ?, ?, ?)",
        [
          .integer(42), .float(2.5), .text("Pop time — 1.9 s"), .blob(.init(bytes: [0, 1, 255])),
          .null,
        ])
      let row = try #require(try rows(handle, "SELECT * FROM t").first)
      #expect(row.allColumns == ["i", "r", "s", "b", "n"])
      #expect(try row.decode(column: "i", as: Int.self) == 42)
      #expect(try row.decode(column: "r", as: Double.self) == 2.5)
      #expect(try row.decode(column: "s", as: String.self) == "Pop time — 1.9 s")
      #expect(try row.decodeNil(column: "b"), "a blob reads as null: no table of ours holds one")
      #expect(try row.decodeNil(column: "n"))
      #expect(throws: SQLiteFailure.self) { try row.decode(column: "missing", as: Int.self) }
    }
  }

  @Test func eachRunOfACachedStatementUsesOnlyItsOwnValues() throws {
    try withHandle { handle in
      _ = try rows(handle, "CREATE TABLE t (owner TEXT, n INTEGER)")
      _ = try rows(handle, "CREATE INDEX t_owner ON t (owner) WHERE n > 0")
      for (owner, n) in [("a", 1), ("b", 2), ("b", 0)] {
        _ = try rows(handle, "INSERT INTO t VALUES (?, ?)", [.text(owner), .integer(n)])
      }
      let select = "SELECT n FROM t WHERE owner = ? AND n > ? ORDER BY n"
      let counts = try [("a", 0), ("b", 0), ("b", 1), ("c", 0), ("a", 0)].map { owner, floor in
        try rows(handle, select, [.text(owner), .integer(floor)]).map {
          try $0.decode(column: "n", as: Int.self)
        }
      }
      #expect(counts == [[1], [2], [2], [], [1]])
    }
  }

  @Test func aStatementRunWithTooFewOrTooManyValuesIsRefused() throws {
    try withHandle { handle in
      _ = try rows(handle, "CREATE TABLE t (owner TEXT)")
      _ = try rows(handle, "INSERT INTO t VALUES (?)", [.text("a")])
      let select = "SELECT owner FROM t WHERE owner = ?"
      #expect(try rows(handle, select, [.text("a")]).count == 1)
      #expect(throws: SQLiteFailure.self) { try rows(handle, select) }
      #expect(throws: SQLiteFailure.self) { try rows(handle, select, [.text("a"), .text("b")]) }
    }
  }

  @Test func aCachedStatementWorksAgainAfterItFailed() throws {
    try withHandle { handle in
      _ = try rows(handle, "CREATE TABLE t (id INTEGER PRIMARY KEY, name TEXT NOT NULL)")
      let insert = "INSERT INTO t VALUES (?, ?)"
      _ = try rows(handle, insert, [.integer(1), .text("first")])
      let failure = #expect(throws: SQLiteFailure.self) {
        try rows(handle, insert, [.integer(1), .text("again")])
      }
      #expect(failure?.message.contains("UNIQUE constraint failed") == true)
      _ = try rows(handle, insert, [.integer(2), .text("second")])
      #expect(
        try rows(handle, "SELECT name FROM t ORDER BY id").map {
          try $0.decode(column: "name", as: String.self)
        } == ["first", "second"])
    }
  }

  @Test func aCachedStatementSeesASchemaChange() throws {
    try withHandle { handle in
      _ = try rows(handle, "CREATE TABLE t (a INTEGER)")
      _ = try rows(handle, "INSERT INTO t VALUES (1)")
      #expect(try rows(handle, "SELECT * FROM t").first?.allColumns == ["a"])
      _ = try rows(handle, "ALTER TABLE t ADD COLUMN b TEXT")
      #expect(try rows(handle, "SELECT * FROM t").first?.allColumns == ["a", "b"])
    }
  }

  @Test func aSyntaxErrorSaysWhatSQLiteSaid() throws {
    try withHandle { handle in
      let failure = #expect(throws: SQLiteFailure.self) { try rows(handle, "SELEC 1") }
      #expect(failure?.message.contains("syntax error") == true)
    }
  }

  @Test func moreStatementShapesThanTheCacheHoldsStillRun() throws {
    try withHandle { handle in
      for number in 0..<300 {
        let row = try #require(try rows(handle, "SELECT \(number) AS n").first)
        #expect(try row.decode(column: "n", as: Int.self) == number)
      }
    }
  }
}
