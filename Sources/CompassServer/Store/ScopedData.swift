import CompassModels

/// The tables one caller reads and writes, each in types and through the one scoping layer.
struct ScopedData: Sendable {
  let engine: RestEngine
  let scope: RowScope

  init(engine: RestEngine, caller: Caller) {
    self.engine = engine
    scope = RowScope(caller: caller)
  }

  /// A signed-in user's tables.
  init(engine: RestEngine, user: UserID) {
    self.init(engine: engine, caller: .user(user))
  }

  var events: ScopedTable<Event> { table() }
  var schools: ScopedTable<School> { table() }
  var coaches: ScopedTable<Coach> { table() }
  var metrics: ScopedTable<PerformanceMetric> { table() }
  var interactions: ScopedTable<Interaction> { table() }
  var documents: ScopedTable<Document> { table() }

  /// The table of `Row`.
  func table<Row: StoredRow>(_ type: Row.Type = Row.self) -> ScopedTable<Row> {
    ScopedTable(engine: engine, scope: scope)
  }
}
