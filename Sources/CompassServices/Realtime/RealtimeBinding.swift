import CompassModels
import CompassStore

/// One `postgres_changes` binding of a joined channel: which changes of which table, narrowed
/// by an optional filter, and the id the server gave it (changes name the bindings they match).
package struct RealtimeBinding: Sendable, Equatable {
  package let id: Int
  /// `*`, `INSERT`, `UPDATE` or `DELETE`.
  package let event: String
  package let table: String
  package let filter: ChangeFilter?

  package init(id: Int, event: String, table: String, filter: ChangeFilter?) {
    self.id = id
    self.event = event
    self.table = table
    self.filter = filter
  }

  /// Whether `change` is one this binding asks for.
  package func matches(_ change: ChangeLog.Change) -> Bool {
    guard change.table == table, event == "*" || event == change.kind else { return false }
    guard let filter else { return true }
    return (change.record ?? change.oldRecord).map(filter.matches) ?? false
  }
}
