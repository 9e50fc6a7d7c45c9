/// How a column is stored and written on the wire; one case per Postgres type the tables use.
package enum ColumnType: Sendable, Equatable {
  case uuid, text, date, time, timestamp, numeric, integer, boolean, uuidArray, json

  /// The Postgres type name, used for casts of bound text (`$1::uuid`).
  package var postgresName: String {
    switch self {
    case .uuid: "uuid"
    case .text: "text"
    case .date: "date"
    case .time: "time"
    case .timestamp: "timestamptz"
    case .numeric: "numeric"
    case .integer: "integer"
    case .boolean: "boolean"
    case .uuidArray: "uuid[]"
    case .json: "jsonb"
    }
  }
}
