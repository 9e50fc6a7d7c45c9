import SQLKit

/// Which database engine a connection speaks.
package enum SQLDialectKind: Sendable {
  case sqlite
  case postgres

  /// A bound value, cast to its type in Postgres (`$1::uuid`); SQLite stores the plain value.
  package func bind(_ bound: BoundValue) -> SQLQueryString {
    guard let value = bound.value else { return "NULL" }
    switch (self, bound.type) {
    case (.sqlite, _), (.postgres, .text), (.postgres, .boolean):
      return "\(bind: value)"
    case (.postgres, let type):
      return "\(bind: value)::\(unsafeRaw: type.postgresName)"
    }
  }
}
