import CompassModels
import Foundation
import SQLKit

extension CompassDatabase {
  /// An id bound as a value of the database's uuid type (lowercased, as SQLite keeps ids).
  package func bind(uuid id: String) -> SQLQueryString {
    dialect.bind(BoundValue(value: id.lowercased(), type: .uuid))
  }

  /// An instant bound as a timestamp, in the wire form every stored time has.
  package func bind(time instant: Date) -> SQLQueryString {
    dialect.bind(BoundValue(value: Timestamp.format(instant), type: .timestamp))
  }

  /// A stored timestamp text bound as a timestamp.
  package func bind(timestamp text: String) -> SQLQueryString {
    dialect.bind(BoundValue(value: text, type: .timestamp))
  }

  package func bind(flag value: Bool) -> SQLQueryString {
    dialect.bind(BoundValue(value: value, type: .boolean))
  }
}
