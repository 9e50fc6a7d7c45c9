import CompassModels
import CompassStore
import Foundation

/// A change as a `postgres_changes` message's `data`, in Supabase Realtime's shape: the table's
/// columns with their Postgres types, the row after the change, and of the row before only its
/// key (as without `REPLICA IDENTITY FULL`), as JSON text.
package enum ChangeMessage {
  static func data(_ change: ChangeLog.Change) -> String {
    var data: [String: JSONValue] = [
      "schema": "public", "table": .string(change.table), "type": .string(change.kind),
      "commit_timestamp": .string(timestamp(change.committedAt)),
      "columns": .array(columns(of: change.table)), "errors": .null,
    ]
    if change.kind != "DELETE", let record = change.record { data["record"] = .object(record) }
    if change.kind != "INSERT", let old = change.oldRecord {
      data["old_record"] = .object(old.filter { $0.key == "id" })
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = .withoutEscapingSlashes
    return (try? encoder.encode(JSONValue.object(data))).map { String(decoding: $0, as: UTF8.self) }
      ?? "{}"
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
