import Foundation
import Logging
import SQLKit
import Testing

@testable import CompassStore

/// Writers of one SQLite file in one process take turns without holding a thread. A transaction
/// keeps SQLite's write lock across its awaits; a writing statement outside a transaction that
/// busy-waited for that lock would hold one of the few pool threads, and once every pool thread
/// waited, the transaction could not resume to commit and each writer failed as "locked" after
/// the busy timeout (a stall of every request in the process meanwhile). Writers waiting for
/// their turn hold pooled connections, so the transaction may still lease one of its own.
@Suite("SQLite: writers take turns without holding a thread")
struct SQLiteWriteTurnsTests {
  @Test(.timeLimit(.minutes(10)))
  func singleWritesWaitTheirTurnWhileATransactionAwaits() async throws {
    let writers = ProcessInfo.processInfo.activeProcessorCount * 4
    let count = try await rowsAfter { database in
      let (holding, held) = AsyncStream.makeStream(of: Void.self)
      let transaction = Task {
        try await database.transaction { connection in
          try await connection.raw("INSERT INTO t VALUES (0)").run()
          held.yield()
          try await Task.sleep(for: .milliseconds(300))
          _ = try await database.withConnection { try await $0.raw("SELECT n FROM t").all() }
        }
      }
      for await _ in holding { break }
      try await withThrowingTaskGroup(of: Void.self) { group in
        for number in 1...writers {
          group.addTask {
            try await database.withConnection {
              try await $0.raw("INSERT INTO t VALUES (\(bind: number))").run()
            }
          }
        }
        try await group.waitForAll()
      }
      try await transaction.value
    }
    #expect(count == writers + 1)
  }

  @Test func aTransactionsOwnStatementsDoNotWaitForItsTurnAgain() async throws {
    let count = try await rowsAfter { database in
      try await database.transaction { connection in
        for number in 1...3 {
          try await connection.raw("INSERT INTO t VALUES (\(bind: number))").run()
        }
      }
    }
    #expect(count == 3)
  }

  /// Runs `work` on a fresh SQLite file with an empty table `t`, and counts its rows after.
  private func rowsAfter(_ work: (CompassDatabase) async throws -> Void) async throws -> Int? {
    let folder = FileManager.default.temporaryDirectory.appending(path: UUID().uuidString)
    defer { try? FileManager.default.removeItem(at: folder) }
    let database = try CompassDatabase(
      url: folder.appending(path: "turns.sqlite").path, logger: Logger(label: "turns"))
    try await database.withConnection { try await $0.raw("CREATE TABLE t (n INTEGER)").run() }
    try await work(database)
    let count = try await database.withConnection {
      try await $0.raw("SELECT COUNT(*) AS n FROM t").first()?.decode(column: "n", as: Int.self)
    }
    await database.shutdown()
    return count
  }
}
