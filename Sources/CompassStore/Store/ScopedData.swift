import CompassModels

/// The tables one caller reads and writes, each in types and through the one scoping layer.
package struct ScopedData: Sendable {
  let engine: RestEngine
  let scope: RowScope

  init(engine: RestEngine, caller: Caller) {
    self.engine = engine
    scope = RowScope(caller: caller)
  }

  /// A signed-in user's tables.
  package init(engine: RestEngine, user: UserID) {
    self.init(engine: engine, caller: .user(user))
  }

  package var events: ScopedTable<Event> { table() }
  package var schools: ScopedTable<School> { table() }
  package var coaches: ScopedTable<Coach> { table() }
  package var metrics: ScopedTable<PerformanceMetric> { table() }
  package var interactions: ScopedTable<Interaction> { table() }
  package var documents: ScopedTable<Document> { table() }

  /// The table of `Row`.
  package func table<Row: StoredRow>(_ type: Row.Type = Row.self) -> ScopedTable<Row> {
    ScopedTable(engine: engine, scope: scope)
  }
}
