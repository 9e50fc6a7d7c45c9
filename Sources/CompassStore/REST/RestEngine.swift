import CompassModels
import Foundation
import SQLKit
import Synchronization

/// Runs PostgREST-style reads and writes. Every statement carries the caller's ownership
/// condition from `RowScope`, and every write runs in a transaction so a refused row (a bad
/// reference, a singular violation) leaves nothing behind.
package struct RestEngine: Sendable {
  let database: CompassDatabase
  package let now: @Sendable () -> Date
  let newID: @Sendable () -> UUID
  /// What `updated_at` is set to on a change.
  let changeStamps: ChangeStamps

  package init(
    database: CompassDatabase, now: @escaping @Sendable () -> Date,
    newID: @escaping @Sendable () -> UUID
  ) {
    self.database = database
    self.now = now
    self.newID = newID
    changeStamps = ChangeStamps(now: now)
  }

  /// The rows read in their shape, the total when counted, and whether a write created rows
  /// (an upsert that only merged into rows already there created none).
  package struct Outcome<Row: Sendable>: Sendable {
    package var rows: [Row]
    package var total: Int?
    package var created = false
  }

  /// Rows as PostgREST's JSON object texts.
  package typealias JSONOutcome = Outcome<String>

  package func select(_ table: TableSchema, _ query: RestQuery, scope: RowScope, count: Bool)
    async throws
    -> JSONOutcome
  {
    try await select(table, query, scope: scope, count: count, as: .json(query.select))
  }

  func select<Row>(
    _ table: TableSchema, _ query: RestQuery, scope: RowScope, count: Bool, as shape: RowShape<Row>
  ) async throws -> Outcome<Row> {
    let dialect = database.dialect
    return try await mappingErrors(of: table) {
      try await database.withConnection { connection in
        let builder = SQLBuilder(table: table, dialect: dialect)
        let scope = try await scope.reading(table, query, on: connection, dialect: dialect)
        let whereClause: SQLQueryString =
          "(\(try builder.conditions(query.filters))) AND \(try scope.condition(.read, on: table, builder: builder))"
        let rows = try await connection.raw(
          "SELECT \(shape.projection(builder)) FROM \(ident: table.name) WHERE \(whereClause)\(builder.orderBy(query.order))\(builder.page(limit: query.limit, offset: query.offset))"
        ).all().map(shape.read)
        var total: Int?
        if count {
          total = try await connection.raw(
            "SELECT count(*) AS total FROM \(ident: table.name) WHERE \(whereClause)"
          ).first().map { try $0.decode(column: "total", as: Int.self) }
        }
        return Outcome(rows: rows, total: total)
      }
    }
  }

  package func insert(
    _ table: TableSchema, _ query: RestQuery, body: JSONValue, scope: RowScope,
    resolution: ConflictResolution?,
    singular: Bool
  ) async throws -> JSONOutcome {
    try await insert(
      table, query, body: body, scope: scope, resolution: resolution, singular: singular,
      as: .json(query.select))
  }

  func insert<Row>(
    _ table: TableSchema, _ query: RestQuery, body: JSONValue, scope: RowScope,
    resolution: ConflictResolution?, singular: Bool, as shape: RowShape<Row>
  ) async throws -> Outcome<Row> {
    let objects: [[String: JSONValue]]
    switch body {
    case .object(let object): objects = [object]
    case .array(let items):
      objects = try items.map { item in
        guard case .object(let object) = item else { throw PostgrestError.invalidBody }
        return object
      }
    default: throw PostgrestError.invalidBody
    }
    return try await insert(
      table, query, rows: objects.map { $0.mapValues(WriteInput.json) }, scope: scope,
      resolution: resolution, singular: singular, as: shape)
  }

  /// Inserts `rows`, each a column's written value by name.
  func insert<Row>(
    _ table: TableSchema, _ query: RestQuery, rows objects: [[String: WriteInput]],
    scope: RowScope, resolution: ConflictResolution?, singular: Bool, as shape: RowShape<Row>
  ) async throws -> Outcome<Row> {
    let dialect = database.dialect
    let stamp = BoundValue(value: Timestamp.format(changeStamps.next()), type: .timestamp)
    var rows: [[String: BoundValue]] = []
    var provided = Set<String>()
    for object in objects {
      var row: [String: BoundValue] = [:]
      for (key, value) in object {
        guard let column = table.column(key) else {
          throw PostgrestError.unknownColumn(key, table: table.name)
        }
        if let allowed = query.columns, !allowed.contains(key) { continue }
        let bound = try value.bound(as: column.type, dialect: dialect)
        // NB: a server-managed column is never written from a body, but a malformed value in
        // one is still an error, as PostgreSQL would report it; `null` is what clients encoding
        // a whole model send for it, and is ignored.
        if column.serverManaged { continue }
        try column.checkLimits(bound, table: table.name)
        row[key] = bound
        provided.insert(key)
      }
      try scope.claim(&row, table: table, isInsert: true)
      try fillDefaults(&row, table: table, stamp: stamp, actor: scope.actor)
      rows.append(row)
    }
    guard !rows.isEmpty else {
      _ = try scope.condition(.read, on: table, builder: SQLBuilder(table: table, dialect: dialect))
      if singular { throw PostgrestError.singular(rows: 0) }
      return Outcome(rows: [], total: 0, created: true)
    }
    let builder = SQLBuilder(table: table, dialect: dialect)
    let names = table.columnNames
    let conflict = query.onConflict ?? [table.primaryKey]
    if resolution != nil, !table.uniqueKeys.contains(where: { Set($0) == Set(conflict) }) {
      throw PostgrestError(
        code: "42P10",
        message:
          "there is no unique or exclusion constraint matching the ON CONFLICT specification",
        kind: .invalid)
    }
    var upsert: SQLQueryString = ""
    switch resolution {
    case .ignoreDuplicates?:
      upsert = " ON CONFLICT (\(idents: conflict, joinedBy: ", ")) DO NOTHING"
    case .mergeDuplicates?:
      let updatable =
        names.filter { provided.contains($0) && !conflict.contains($0) && $0 != table.ownerColumn }
        + ["updated_at"].filter { table.column($0) != nil }
      let assignments: [SQLQueryString] = updatable.map { "\(ident: $0) = excluded.\(ident: $0)" }
      let owner = try scope.condition(.update, on: table, builder: builder, qualified: true)
      upsert =
        assignments.isEmpty
        ? " ON CONFLICT (\(idents: conflict, joinedBy: ", ")) DO NOTHING"
        : " ON CONFLICT (\(idents: conflict, joinedBy: ", ")) DO UPDATE SET \(assignments.joined(separator: ", ")) WHERE \(owner)"
    case nil:
      break
    }
    let finalRows = rows
    let conflictClause = upsert
    let countsExisting = resolution == .mergeDuplicates && conflict == [table.primaryKey]
    return try await writing(table) { connection in
      try await checkOwnersAndReferences(finalRows, table, scope, in: connection)
      var existing = 0
      var returned: [Row] = []
      for batch in Self.batches(finalRows, columns: names.count) {
        if countsExisting {
          let ids = batch.compactMap { $0[table.primaryKey] }.map(builder.placeholder)
          existing +=
            try await connection.raw(
              "SELECT count(*) AS total FROM \(ident: table.name) WHERE \(ident: table.primaryKey) IN (\(ids.joined(separator: ", ")))"
            ).first().map { try $0.decode(column: "total", as: Int.self) } ?? 0
        }
        let values: [SQLQueryString] = batch.map { row in
          "(\(names.map { builder.placeholder(row[$0] ?? .null(table.column($0)?.type ?? .text)) }.joined(separator: ", ")))"
        }
        let inserted = try await connection.raw(
          "INSERT INTO \(ident: table.name) (\(idents: names, joinedBy: ", ")) VALUES \(values.joined(separator: ", "))\(conflictClause) RETURNING \(insertReturning(table, shape, builder))"
        ).all()
        returned += try await insertedRows(inserted, table, shape, builder, in: connection)
      }
      if resolution == .mergeDuplicates, returned.count < finalRows.count {
        throw PostgrestError.rowLevelSecurity(table: table.name, anonymous: false)
      }
      if singular, returned.count != 1 { throw PostgrestError.singular(rows: returned.count) }
      let created = !(resolution == .mergeDuplicates && existing == finalRows.count)
      return Outcome(rows: returned, total: returned.count, created: created)
    }
  }

  package func update(
    _ table: TableSchema, _ query: RestQuery, body: JSONValue, scope: RowScope, singular: Bool
  ) async throws -> JSONOutcome {
    try await update(
      table, query, body: body, scope: scope, singular: singular, as: .json(query.select))
  }

  func update<Row>(
    _ table: TableSchema, _ query: RestQuery, body: JSONValue, scope: RowScope, singular: Bool,
    as shape: RowShape<Row>
  ) async throws -> Outcome<Row> {
    guard query.hasFilters else { throw PostgrestError.missingWhere("UPDATE") }
    guard case .object(let object) = body else { throw PostgrestError.invalidBody }
    return try await update(
      table, query, changes: object.mapValues(WriteInput.json), scope: scope, singular: singular,
      as: shape)
  }

  /// Sets the columns of `written` in the rows `query` finds.
  func update<Row>(
    _ table: TableSchema, _ query: RestQuery, changes written: [String: WriteInput],
    scope: RowScope, singular: Bool, as shape: RowShape<Row>
  ) async throws -> Outcome<Row> {
    guard query.hasFilters else { throw PostgrestError.missingWhere("UPDATE") }
    let dialect = database.dialect
    var changes: [String: BoundValue] = [:]
    for (key, value) in written {
      guard let column = table.column(key) else {
        throw PostgrestError.unknownColumn(key, table: table.name)
      }
      let bound = try value.bound(as: column.type, dialect: dialect)
      if column.serverManaged { continue }
      if bound.value == nil, !column.nullable {
        throw PostgrestError.notNull(key, table: table.name)
      }
      try column.checkLimits(bound, table: table.name)
      changes[key] = bound
    }
    try scope.claim(&changes, table: table, isInsert: false)
    // NB: a body of only server-managed columns changes nothing; PostgREST answers it as a no-op.
    guard !changes.isEmpty else {
      if singular { throw PostgrestError.singular(rows: 0) }
      return Outcome(rows: [], total: 0)
    }
    if table.column("updated_at") != nil {
      changes["updated_at"] = BoundValue(
        value: Timestamp.format(changeStamps.next()), type: .timestamp)
    }
    if table.column("updated_by") != nil {
      changes["updated_by"] = BoundValue(value: scope.actor?.description, type: .uuid)
    }
    let builder = SQLBuilder(table: table, dialect: dialect)
    let assignments: [SQLQueryString] = changes.keys.sorted().map { key in
      "\(ident: key) = \(builder.placeholder(changes[key] ?? .null(.text)))"
    }
    let whereClause: SQLQueryString =
      "(\(try builder.conditions(query.filters))) AND \(try scope.condition(.update, on: table, builder: builder))"
    let finalChanges = changes
    return try await writing(table) { connection in
      var withID = finalChanges
      withID[table.primaryKey] = nil
      try await checkChanges(withID, table, scope, targets: whereClause, in: connection)
      let returned = try await connection.raw(
        "UPDATE \(ident: table.name) SET \(assignments.joined(separator: ", ")) WHERE \(whereClause) RETURNING \(shape.projection(builder))"
      ).all().map(shape.read)
      if singular, returned.count != 1 { throw PostgrestError.singular(rows: returned.count) }
      return Outcome(rows: returned, total: returned.count)
    }
  }

  package func delete(_ table: TableSchema, _ query: RestQuery, scope: RowScope, singular: Bool)
    async throws -> JSONOutcome
  {
    try await delete(table, query, scope: scope, singular: singular, as: .json(query.select))
  }

  func delete<Row>(
    _ table: TableSchema, _ query: RestQuery, scope: RowScope, singular: Bool,
    as shape: RowShape<Row>
  ) async throws -> Outcome<Row> {
    guard query.hasFilters else { throw PostgrestError.missingWhere("DELETE") }
    let builder = SQLBuilder(table: table, dialect: database.dialect)
    let whereClause: SQLQueryString =
      "(\(try builder.conditions(query.filters))) AND \(try scope.condition(.delete, on: table, builder: builder))"
    return try await writing(table) { connection in
      let returned = try await connection.raw(
        "DELETE FROM \(ident: table.name) WHERE \(whereClause) RETURNING \(shape.projection(builder))"
      ).all().map(shape.read)
      if singular, returned.count != 1 { throw PostgrestError.singular(rows: returned.count) }
      return Outcome(rows: returned, total: returned.count)
    }
  }

  /// Runs a write in a transaction; failures come back as PostgREST errors.
  private func writing<Row>(
    _ table: TableSchema, _ work: @Sendable (any SQLDatabase) async throws -> Outcome<Row>
  ) async throws -> Outcome<Row> {
    try await mappingErrors(of: table) { try await database.transaction(work) }
  }

  /// Turns what the database refused because of the request into PostgREST's error for it.
  private func mappingErrors<Row>(
    of table: TableSchema, _ work: () async throws -> Outcome<Row>
  ) async throws -> Outcome<Row> {
    do {
      return try await work()
    } catch let error as PostgrestError {
      throw error
    } catch {
      throw DatabaseErrorMapping.postgrestError(error, table: table) ?? error
    }
  }

  /// Most values one statement binds: SQLite allows 32,766, PostgreSQL 65,535.
  static let bindsPerStatement = 30_000

  /// Rows split so no statement binds more than `bindsPerStatement` values.
  static func batches(_ rows: [[String: BoundValue]], columns: Int) -> [ArraySlice<
    [String: BoundValue]
  >] {
    let size = max(1, bindsPerStatement / max(columns, 1))
    return stride(from: 0, to: rows.count, by: size).map { rows[$0..<min($0 + size, rows.count)] }
  }

  private func fillDefaults(
    _ row: inout [String: BoundValue], table: TableSchema, stamp: BoundValue, actor: UserID?
  ) throws {
    for column in table.columns where row[column.name]?.value == nil {
      switch column.defaultValue {
      case .newUUID?:
        if row[column.name] == nil {
          row[column.name] = BoundValue(value: UUIDText.lowercase(newID()), type: .uuid)
        }
      case .now?:
        if row[column.name] == nil || column.serverManaged { row[column.name] = stamp }
      case .emptyArray?:
        if row[column.name] == nil {
          row[column.name] = BoundValue(
            value: database.dialect == .sqlite ? "[]" : "{}", type: .uuidArray)
        }
      case .bool(let flag)?:
        if row[column.name] == nil { row[column.name] = BoundValue(value: flag, type: .boolean) }
      case .integer(let number)?:
        if row[column.name] == nil { row[column.name] = BoundValue(value: number, type: .integer) }
      case .text(let text)?:
        if row[column.name] == nil { row[column.name] = BoundValue(value: text, type: .text) }
      case .copy(let source)?:
        if row[column.name] == nil { row[column.name] = row[source] }
      case .actor?:
        row[column.name] = BoundValue(value: actor?.description, type: .uuid)
      case .caller?, nil:
        break
      }
      if !column.nullable, row[column.name]?.value == nil {
        throw PostgrestError.notNull(column.name, table: table.name)
      }
    }
  }
}

extension RestEngine.Outcome where Row == String {
  /// The rows as one JSON array text.
  package var jsonArray: String { "[" + rows.joined(separator: ",") + "]" }
}

/// The `updated_at` each change is stamped with: the clock's time, but always later than the
/// last stamp this server gave, so two saves of one row in the same microsecond (or under a
/// clock that stands still) never carry the same stamp, and an edit's precondition on
/// `updated_at` always sees the other save.
final class ChangeStamps: Sendable {
  private let now: @Sendable () -> Date
  private let last = Mutex(Date.distantPast)

  init(now: @escaping @Sendable () -> Date) {
    self.now = now
  }

  /// A stamp after every one given before.
  func next() -> Date {
    let time = now()
    return last.withLock { last in
      last = max(time, last.addingTimeInterval(0.000_001))
      return last
    }
  }
}
