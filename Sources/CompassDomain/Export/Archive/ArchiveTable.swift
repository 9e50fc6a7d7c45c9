import CompassFormats
import CompassModels
import Foundation

/// One table of the archive: its file names, the table the rows come from, which column names
/// the athlete, and the columns the CSV has (the table's, in its order).
public struct ArchiveTable: Sendable, Equatable {
  /// "events" for events.json and events.csv.
  public let file: String
  /// The REST table.
  public let table: String
  /// The column holding the athlete's id.
  public let athleteColumn: String
  public let columns: [String]

  /// The rows as one JSON array, a row per line, each row's fields in the table's order.
  public func json(_ rows: [[String: JSONValue]]) -> [UInt8] {
    guard !rows.isEmpty else { return Array("[]\n".utf8) }
    let lines = rows.map { row in ArchiveJSON.object(ordered(row)) }
    return Array(("[\n" + lines.joined(separator: ",\n") + "\n]\n").utf8)
  }

  /// The rows as CSV, a column per field of the table; lists and objects as JSON text, and
  /// free text made inert for spreadsheets.
  public func csv(_ rows: [[String: JSONValue]]) -> [UInt8] {
    var table = CSVTable(header: columns)
    for row in rows { table.appendRow(columns.map { Self.cell(row[$0]) }) }
    return table.data
  }

  /// The table's columns first, then any the backend added, by name.
  private func ordered(_ row: [String: JSONValue]) -> [(String, JSONValue)] {
    let known = Set(columns)
    return columns.compactMap { name in row[name].map { (name, $0) } }
      + row.filter { !known.contains($0.key) }.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
  }

  private static func cell(_ value: JSONValue?) -> String {
    switch value {
    case nil, .null?: ""
    case .string(let text)?: CSVTable.inert(text)
    case let other?: ArchiveJSON.text(other)
    }
  }
}

/// JSON text written in a fixed field order, so both faces write the same bytes.
enum ArchiveJSON {
  private static let encoder: JSONEncoder = {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.withoutEscapingSlashes]
    return encoder
  }()

  static func object(_ fields: [(String, JSONValue)]) -> String {
    "{" + fields.map { text(.string($0.0)) + ":" + text($0.1) }.joined(separator: ",") + "}"
  }

  static func text(_ value: JSONValue) -> String {
    switch value {
    case .null: "null"
    case .bool(let flag): flag ? "true" : "false"
    case .number(let number):
      number.rounded() == number && abs(number) < 1e15 ? String(Int64(number)) : String(number)
    case .string(let text):
      (try? encoder.encode(text)).map { String(decoding: $0, as: UTF8.self) } ?? "\"\""
    case .array(let items): "[" + items.map(text).joined(separator: ",") + "]"
    case .object(let fields):
      object(fields.sorted { $0.key < $1.key }.map { ($0.key, $0.value) })
    }
  }
}
