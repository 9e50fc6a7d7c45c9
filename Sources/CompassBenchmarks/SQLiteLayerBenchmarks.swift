import CompassStore
import Foundation
import SQLiteNIO

#if GRDBComparison
  import GRDB
#endif

/// Our SQLite layer (`SQLiteHandle`: sqlite-nio's SQLite, statements cached per SQL text, run on
/// the caller's thread) against GRDB (its statement cache, and a WAL reader pool checked out
/// per read, as a server would use it), reading one 25-column event row by id. GRDB is measured
/// only in a build with the `GRDBComparison` trait, since it needs the system's libsqlite3-dev.
enum SQLiteLayerBenchmarks {
  static let lookups = 1_000

  static func run(_ timer: BenchmarkTimer) throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("compass-sqlite-layers-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let ids = (0..<lookups).map { _ in UUID().uuidString.lowercased() }
    let ours = try SQLiteHandle(
      path: folder.appendingPathComponent("ours.sqlite").path,
      pragmas: ["PRAGMA journal_mode=WAL", "PRAGMA synchronous=NORMAL"])
    defer { ours.close() }
    try seed(ids) { sql, binds in try ours.run(sql, binds: binds.map(SQLiteData.text)) { _ in } }
    timer.report("sqlite-layers: ours, \(lookups) rows by id", n: lookups, budgetMS: 0) {
      for id in ids.shuffled() {
        try? ours.run(select, binds: [.text(id)]) { row in blackHole &+= row.allColumns.count }
      }
    }
    #if GRDBComparison
      try compareGRDB(ids, folder: folder, timer)
    #else
      print(#"{"note":"build with --traits GRDBComparison to measure GRDB beside it"}"#)
    #endif
  }

  #if GRDBComparison
    private static func compareGRDB(_ ids: [String], folder: URL, _ timer: BenchmarkTimer) throws {
      let pool = try DatabasePool(path: folder.appendingPathComponent("grdb.sqlite").path)
      try pool.write { db in
        try seed(ids) { sql, binds in try db.execute(sql: sql, arguments: StatementArguments(binds))
        }
      }
      timer.report("sqlite-layers: GRDB, one pool read per row", n: lookups, budgetMS: 0) {
        for id in ids.shuffled() {
          let row = try? pool.read { db in
            try Row.fetchOne(db.cachedStatement(sql: select), arguments: [id])
          }
          blackHole &+= row?.count ?? 0
        }
      }
      timer.report("sqlite-layers: GRDB, all rows in one read", n: lookups, budgetMS: 0) {
        try? pool.read { db in
          let statement = try db.cachedStatement(sql: select)
          for id in ids.shuffled() {
            blackHole &+= try Row.fetchOne(statement, arguments: [id])?.count ?? 0
          }
        }
      }
    }
  #endif

  private static let columns = [
    "id", "user_id", "school_id", "type", "name", "location", "address", "city", "state",
    "start_date", "end_date", "start_time", "end_time", "checkin_time", "url", "description",
    "event_source", "coaches_present", "performance_notes", "stats_recorded", "cost",
    "registered", "attended", "created_at", "updated_at",
  ]

  private static let select =
    "SELECT \(columns.joined(separator: ", ")) FROM events WHERE id = ?"

  /// The events table and one row per id, through `execute`.
  private static func seed(_ ids: [String], _ execute: (String, [String]) throws -> Void) throws {
    let definitions = columns.map { $0 == "id" ? "id TEXT PRIMARY KEY" : "\($0) TEXT" }
    try execute("CREATE TABLE events (\(definitions.joined(separator: ", ")))", [])
    let marks = Array(repeating: "?", count: columns.count).joined(separator: ", ")
    for id in ids {
      let values = columns.map { column in
        column == "id" ? id : column == "coaches_present" ? "[]" : "\(column) of \(id.prefix(8))"
      }
      try execute("INSERT INTO events VALUES (\(marks))", values)
    }
  }
}
