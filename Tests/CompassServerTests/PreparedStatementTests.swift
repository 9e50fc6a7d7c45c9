import Foundation
import Logging
import SQLKit
import Testing

@testable import CompassStore

/// On PostgreSQL a statement seen again runs as a named prepared statement, once prepared per
/// connection; what a connection remembers about a failed preparation never fails a later run.
@Suite(
  "Prepared statements on PostgreSQL",
  .enabled(if: TestDatabase.postgresURL != nil, "needs COMPASS_TEST_POSTGRES_URL"))
struct PreparedStatementTests {
  private static let logger = Logger(label: "prepared-statement-test")

  @Test func aStatementSeenAgainIsPreparedOnceOnItsConnection() async throws {
    try await Self.onScratch { database in
      try await database.withConnection { (connection: any SQLDatabase) async throws in
        #expect(try await Self.value(connection, "a") == "a")
        #expect(try await Self.prepared(connection) == 0, "a statement seen once runs unnamed")
        #expect(try await Self.value(connection, "b") == "b")
        #expect(try await Self.value(connection, "c") == "c")
        #expect(try await Self.prepared(connection) == 1)
      }
    }
  }

  @Test func valuesOfOtherTypesRunUnnamedAndRight() async throws {
    try await Self.onScratch { database in
      try await database.withConnection { (connection: any SQLDatabase) async throws in
        let instant = Date(timeIntervalSince1970: 1_800_000_000)
        for _ in 0..<3 {
          let row = try await connection.raw(
            "SELECT extract(epoch FROM \(bind: instant))::bigint AS seconds"
          ).first()
          #expect(try row?.decode(column: "seconds", as: Int.self) == 1_800_000_000)
        }
        #expect(try await Self.prepared(connection) == 0)
      }
    }
  }

  @Test func oneTextWithValuesOfTwoTypesIsTwoStatements() async throws {
    try await Self.onScratch { database in
      try await database.withConnection { (connection: any SQLDatabase) async throws in
        for _ in 0..<3 {
          let number = try await connection.raw("SELECT \(bind: 7)::text AS v").first()
          let text = try await connection.raw("SELECT \(bind: "seven")::text AS v").first()
          #expect(try number?.decode(column: "v", as: String.self) == "7")
          #expect(try text?.decode(column: "v", as: String.self) == "seven")
        }
        #expect(try await Self.prepared(connection) == 2)
      }
    }
  }

  @Test func aPreparationRefusedInAFailedTransactionDoesNotStick() async throws {
    try await Self.onScratch { database in
      try await database.withConnection { (connection: any SQLDatabase) async throws in
        #expect(try await Self.value(connection, "first") == "first")
        try await connection.raw("BEGIN").run()
        await #expect(throws: (any Error).self) { try await connection.raw("SELECT 1 / 0").run() }
        await #expect(throws: (any Error).self, "in a failed transaction") {
          try await Self.value(connection, "refused")
        }
        try await connection.raw("ROLLBACK").run()
        #expect(try await Self.value(connection, "after") == "after")
      }
    }
  }

  @Test func aChangedResultShapeIsPreparedAfresh() async throws {
    try await Self.onScratch { database in
      try await database.withConnection { (connection: any SQLDatabase) async throws in
        try await connection.raw("CREATE TABLE shapes (a INTEGER)").run()
        try await connection.raw("INSERT INTO shapes VALUES (1)").run()
        let select: SQLQueryString = "SELECT * FROM shapes WHERE a = \(bind: 1)"
        for _ in 0..<2 { #expect(try await connection.raw(select).all().count == 1) }
        try await connection.raw("ALTER TABLE shapes ADD COLUMN b INTEGER DEFAULT 2").run()
        await #expect(throws: (any Error).self, "the prepared form no longer fits, once") {
          try await connection.raw(select).all()
        }
        let row = try await connection.raw(select).first()
        #expect(try row?.decode(column: "b", as: Int.self) == 2)
      }
    }
  }

  private static func value(_ connection: any SQLDatabase, _ text: String) async throws -> String? {
    try await connection.raw("SELECT \(bind: text) || '' AS v").first()?.decode(
      column: "v", as: String.self)
  }

  private static func prepared(_ connection: any SQLDatabase) async throws -> Int {
    let row = try await connection.raw(
      "SELECT count(*)::int AS n FROM pg_prepared_statements WHERE name LIKE 'compass\\_%' AND statement NOT LIKE '%pg_prepared%'"
    ).first()
    return try row?.decode(column: "n", as: Int.self) ?? -1
  }

  private static func onScratch(_ work: (CompassDatabase) async throws -> Void) async throws {
    try await PostgresScratch.with(logger: logger) { _, database in try await work(database) }
  }
}
