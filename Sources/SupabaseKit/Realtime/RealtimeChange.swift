import CompassModels
import Foundation

/// One `postgres_changes` message: an insert, update or delete of a row the caller may read.
public struct RealtimeChange: Sendable, Equatable {
  public enum Kind: String, Sendable {
    case insert = "INSERT"
    case update = "UPDATE"
    case delete = "DELETE"
  }

  public let kind: Kind
  public let table: String
  /// The row after the change (empty for a delete).
  public let record: [String: JSONValue]
  /// Of the row before the change, at least its key (empty for an insert).
  public let oldRecord: [String: JSONValue]

  public init(
    kind: Kind, table: String, record: [String: JSONValue], oldRecord: [String: JSONValue] = [:]
  ) {
    self.kind = kind
    self.table = table
    self.record = record
    self.oldRecord = oldRecord
  }

  /// Reads a message's `data`; `nil` when it is not a change.
  init?(data: JSONValue?) {
    guard let data = data?.objectValue, let table = data["table"]?.stringValue,
      let kind = data["type"]?.stringValue.flatMap(Kind.init(rawValue:))
    else { return nil }
    self.init(
      kind: kind, table: table, record: data["record"]?.objectValue ?? [:],
      oldRecord: data["old_record"]?.objectValue ?? [:])
  }

  /// The changed row's `id`.
  public var rowID: String? { (record["id"] ?? oldRecord["id"])?.stringValue }

  /// The row after the change as `Row`, decoded as a REST answer's rows are; `nil` for a delete
  /// or a row that cannot be read.
  public func row<Row: Decodable>(as type: Row.Type) -> Row? {
    guard kind != .delete, let data = try? JSONEncoder().encode(JSONValue.object(record)) else {
      return nil
    }
    return try? JSONDecoder().decode(Row.self, from: data)
  }
}

extension RealtimeChange {
  /// Who made the change, as the row records it (`updated_by`, else `created_by`); unknown for
  /// a delete.
  public var madeByID: String? {
    (record["updated_by"] ?? record["created_by"])?.stringValue
  }
}
