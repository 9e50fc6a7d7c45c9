import CompassModels
import CompassStore
import Foundation

/// A change as a `postgres_changes` message's payload, in Supabase Realtime's shape: the ids of
/// the bindings it matches, the table's columns with their Postgres types, the row after the
/// change, and of the row before only its key (as without `REPLICA IDENTITY FULL`).
enum ChangeMessage {
  static func payload(_ change: ChangeLog.Change, ids: [Int]) -> JSONValue {
    var data: [String: JSONValue] = [
      "schema": "public", "table": .string(change.table), "type": .string(change.kind),
      "commit_timestamp": .string(timestamp(change.committedAt)),
      "columns": .array(columns(of: change.table)), "errors": .null,
    ]
    if change.kind != "DELETE", let record = change.record { data["record"] = .object(record) }
    if change.kind != "INSERT", let old = change.oldRecord {
      data["old_record"] = .object(old.filter { $0.key == "id" })
    }
    return .object(["ids": .array(ids.map { .number(Double($0)) }), "data": .object(data)])
  }

  private static func columns(of table: String) -> [JSONValue] {
    (TableRegistry.table(table)?.columns ?? []).map { column in
      .object(["name": .string(column.name), "type": .string(typeName(column.type))])
    }
  }

  /// The type names Realtime clients convert values by (`int4`, `bool`, `_uuid` …).
  private static func typeName(_ type: ColumnType) -> String {
    switch type {
    case .integer: "int4"
    case .boolean: "bool"
    case .uuidArray: "_uuid"
    case .json: "jsonb"
    case .uuid, .text, .date, .time, .timestamp, .numeric: type.postgresName
    }
  }

  /// The commit time as Realtime writes it (`2026-03-15T12:00:00.000Z`).
  private static func timestamp(_ stored: String) -> String {
    let normal = stored.replacingOccurrences(of: " ", with: "T")
    guard let date = Timestamp.parse(normal) ?? Timestamp.parse(normal + ":00") else {
      return stored
    }
    let formatter = ISO8601DateFormatter()
    formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
    return formatter.string(from: date)
  }
}
