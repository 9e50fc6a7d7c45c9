import CompassModels
import SQLKit

/// Who among signed-in users may read a row as it was recorded: `RowScope`'s read rule with the
/// row's own values in place of its columns, asked of the database afresh, so a parent removed
/// from a family reads nothing from the next change on. Realtime asks it before it hands a
/// change to anyone.
package struct RowReaders: Sendable {
  let database: CompassDatabase

  package init(database: CompassDatabase) {
    self.database = database
  }

  /// The users of `candidates` who may read `record`, a row of `table`.
  package func readers(
    of record: [String: JSONValue], in table: String, among candidates: Set<UserID>
  ) async throws -> Set<UserID> {
    var readers: Set<UserID> = []
    for part in Array(candidates).chunked(Self.perQuery) {
      readers.formUnion(try await self.readers(of: record, in: table, among: Array(part)))
    }
    return readers
  }

  /// Candidates asked about in one statement (each a bound value; SQLite takes 32,766).
  static let perQuery = 1_000

  private func readers(
    of record: [String: JSONValue], in table: String, among candidates: [UserID]
  ) async throws -> Set<UserID> {
    guard let schema = TableRegistry.table(table), !candidates.isEmpty else { return [] }
    let dialect = database.dialect
    let values = candidates.map { user -> SQLQueryString in
      "(\(dialect.bind(BoundValue(value: user.description, type: .uuid))))"
    }.joined(separator: ", ")
    let condition = RowScope.userCondition(.read, on: schema, me: "candidates.column1") {
      name in
      dialect.bind(
        BoundValue(value: Self.text(record[name]), type: schema.column(name)?.type ?? .text))
    }
    let rows = try await database.withConnection { connection in
      try await connection.raw(
        """
        SELECT CAST(candidates.column1 AS TEXT) AS reader FROM (VALUES \(values)) AS candidates \
        WHERE \(condition)
        """
      ).all()
    }
    return Set(
      try rows.compactMap { UserID(try $0.decode(column: "reader", as: String.self)) })
  }

  static func text(_ value: JSONValue?) -> String? {
    switch value {
    case .string(let text)?: text
    case .number(let number)?: String(number)
    case .bool(let flag)?: String(flag)
    case .null?, .array?, .object?, nil: nil
    }
  }
}
