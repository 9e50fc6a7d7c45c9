import CompassModels
import Foundation
import SQLKit

/// One table read and written in types for one caller. The SQL, the scoping (`RowScope`) and
/// the checks are the REST engine's, so a page or `/api` reaches exactly what the caller could
/// reach over `/rest/v1`; rows come back as models decoded from their columns. Rows of an
/// athlete's data are further kept to one athlete (`athlete`): a parent's page shows and adds to
/// the athlete it is about, never a mix of their athletes.
package struct ScopedTable<Row: StoredRow>: Sendable {
  let engine: RestEngine
  let scope: RowScope
  let athlete: UserID?

  /// The caller's rows meeting every condition, in `order`; a row that cannot be read as a
  /// model is left out.
  package func list(where conditions: [RowCondition<Row>] = [], order: [RowOrder<Row>]) async throws
    -> [Row]
  {
    try await engine.select(
      Row.table, query(conditions, order), scope: scope, count: false, as: Self.models
    ).rows.compactMap { $0 }
  }

  /// How many rows `list` would read, counted by the database.
  package func count(where conditions: [RowCondition<Row>] = []) async throws -> Int {
    var counting = query(conditions, [])
    counting.limit = 0
    return try await engine.select(
      Row.table, counting, scope: scope, count: true, as: .json(nil)
    ).total ?? 0
  }

  /// The same rows as PostgREST's JSON objects, for answers that go out as JSON.
  package func listJSON(where conditions: [RowCondition<Row>] = [], order: [RowOrder<Row>])
    async throws -> [String]
  {
    try await engine.select(
      Row.table, query(conditions, order), scope: scope, count: false, as: .json(nil)
    ).rows
  }

  /// The caller's row with this id, or `nil`.
  package func find(_ id: Row.ID) async throws -> Row? {
    try await list(where: [Self.id(id)], order: []).first
  }

  /// The caller's row `id`, or `nil` when there is none or no id was given (a route's
  /// malformed id).
  package func find(id: Row.ID?) async throws -> Row? {
    guard let id else { return nil }
    return try await find(id)
  }

  /// Inserts `values` and returns the new row. Given an `id`, the row takes it and a row with
  /// that id already there is left as it is (`nil` comes back): a repeated form post creates
  /// nothing twice.
  @discardableResult
  package func insert(_ values: some Encodable, id: Row.ID? = nil) async throws -> Row? {
    var row = ownedByTheAthlete(
      try StoreValueEncoder.columns(of: values).mapValues(WriteInput.typed))
    if let id { row[Row.table.primaryKey] = .typed(.uuid(id.uuid)) }
    return try await engine.insert(
      Row.table, RestQuery(), rows: [row], scope: scope,
      resolution: id == nil ? nil : .ignoreDuplicates, singular: false,
      as: Self.models
    ).rows.compactMap { $0 }.first
  }

  /// Inserts the row `id` once: inserting it again (a resent form, two at once, a retry whose
  /// answer was lost) changes nothing and returns the row already there; `nil` when the id
  /// belongs to a row the caller cannot see.
  package func insertOnce(_ values: some Encodable, id: Row.ID) async throws -> Row? {
    if let inserted = try await insert(values, id: id) { return inserted }
    return try await find(id)
  }

  /// Inserts one row given as a JSON object (its `id`, if any, is ignored) and returns it as
  /// PostgREST's JSON object.
  package func insertJSON(_ object: [String: JSONValue]) async throws -> String? {
    var row = ownedByTheAthlete(object.mapValues(WriteInput.json))
    row.removeValue(forKey: Row.table.primaryKey)
    return try await engine.insert(
      Row.table, RestQuery(), rows: [row], scope: scope, resolution: nil,
      singular: true, as: .json(nil)
    ).rows.first
  }

  /// Changes the columns `changes` encodes in the caller's row `id` while it meets
  /// `conditions`; `false` when there is no such row.
  @discardableResult
  package func update(
    _ id: Row.ID, _ changes: some Encodable, where conditions: [RowCondition<Row>] = []
  ) async throws -> Bool {
    var columns = try StoreValueEncoder.columns(of: changes)
    columns.removeValue(forKey: Row.table.primaryKey)
    return try await !engine.update(
      Row.table, query([Self.id(id)] + conditions, []),
      changes: columns.mapValues(WriteInput.typed),
      scope: scope, singular: false, as: .json(nil)
    ).rows.isEmpty
  }

  /// Changes the columns of a JSON object (not its `id`) in the caller's row `id`, and returns
  /// the row as PostgREST's JSON object, or `nil` when there is no such row.
  package func updateJSON(_ id: Row.ID, _ object: [String: JSONValue]) async throws -> String? {
    var changes = object.mapValues(WriteInput.json)
    changes.removeValue(forKey: Row.table.primaryKey)
    return try await engine.update(
      Row.table, query([Self.id(id)], []), changes: changes, scope: scope, singular: false,
      as: .json(nil)
    ).rows.first
  }

  /// Changes `columns` of the caller's row `id` while its `updated_at` is still `version` (at
  /// any time when `nil`), and returns the row as stored; `nil` when someone saved it since
  /// (or there is no such row): an edit's precondition.
  package func update(
    _ id: Row.ID, _ columns: [String: JSONValue], ifUpdatedAt version: Date?
  ) async throws -> Row? {
    var changes = columns.mapValues(WriteInput.json)
    changes.removeValue(forKey: Row.table.primaryKey)
    var conditions = [Self.id(id)]
    if let version { conditions.append(.column("updated_at", equals: .instant(version))) }
    return try await engine.update(
      Row.table, query(conditions, []), changes: changes, scope: scope, singular: false,
      as: Self.models
    ).rows.compactMap { $0 }.first
  }

  /// Deletes the caller's row `id` while it meets `conditions`; `false` when there is no such
  /// row.
  @discardableResult
  package func delete(_ id: Row.ID, where conditions: [RowCondition<Row>] = []) async throws
    -> Bool
  {
    try await !engine.delete(
      Row.table, query([Self.id(id)] + conditions, []), scope: scope, singular: false,
      as: .json([])
    ).rows.isEmpty
  }

  private static func id(_ id: Row.ID) -> RowCondition<Row> {
    .column(Row.table.primaryKey, equals: .uuid(id.uuid))
  }

  /// The athlete's rows only, for a table of an athlete's data.
  private var athleteCondition: [RowCondition<Row>] {
    guard let athlete, Row.table.access.isAthletes else { return [] }
    return [.column(Row.table.ownerColumn, equals: .uuid(athlete.uuid))]
  }

  /// A new row of the athlete's, unless it names its athlete itself.
  private func ownedByTheAthlete(_ row: [String: WriteInput]) -> [String: WriteInput] {
    guard let athlete, Row.table.access.isAthletes else { return row }
    var row = row
    if row[Row.table.ownerColumn]?.isNull ?? true {
      row[Row.table.ownerColumn] = .typed(.uuid(athlete.uuid))
    }
    return row
  }

  private func query(_ conditions: [RowCondition<Row>], _ order: [RowOrder<Row>]) -> RestQuery {
    var query = RestQuery()
    query.filters = (athleteCondition + conditions).map(\.node)
    query.order = order.map(\.term)
    return query
  }

  /// Rows read as models; one that cannot be read comes back as `nil`.
  private static var models: RowShape<Row?> {
    let layout = ColumnLayout.of(Row.table)
    return RowShape(
      projection: { builder in SQLQueryString(layout.select(builder.dialect)) },
      read: { row in try? Row(stored: StoredColumns(row: row, layout: layout)) })
  }
}
