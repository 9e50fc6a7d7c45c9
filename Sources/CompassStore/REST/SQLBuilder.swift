import Foundation
import SQLKit

/// Writes the SQL for REST requests on one table in one dialect. Every value is a bind; every
/// name has been checked against the table registry before it gets here.
struct SQLBuilder: Sendable {
  let table: TableSchema
  let dialect: SQLDialectKind

  /// A bound value, cast to its type in Postgres (`$1::uuid`).
  func placeholder(_ bound: BoundValue) -> SQLQueryString {
    dialect.bind(bound)
  }

  func column(_ name: String) -> SQLQueryString { "\(ident: name)" }

  /// The JSON object of a row, built by the database in PostgREST's format.
  func rowJSON(_ selected: [RestQuery.Selected]?) -> SQLQueryString {
    SQLQueryString(RowProjection.sql(table, selected: selected, dialect: dialect))
  }

  func orderBy(_ order: [RestQuery.Order]) -> SQLQueryString {
    guard !order.isEmpty else { return "" }
    let terms: [SQLQueryString] = order.map { term in
      let direction = term.descending ? "DESC" : "ASC"
      let nulls = (term.nullsFirst ?? term.descending) ? "NULLS FIRST" : "NULLS LAST"
      return "\(ident: term.column) \(unsafeRaw: direction) \(unsafeRaw: nulls)"
    }
    return " ORDER BY \(terms.joined(separator: ", "))"
  }

  func page(limit: Int?, offset: Int?) -> SQLQueryString {
    var clause: SQLQueryString = ""
    if let limit {
      clause += " LIMIT \(literal: limit)"
    } else if offset != nil, dialect == .sqlite {
      clause += " LIMIT -1"
    }
    if let offset { clause += " OFFSET \(literal: offset)" }
    return clause
  }

  /// `a AND b AND …` of the nodes, or `TRUE` for none.
  func conditions(_ nodes: [FilterNode]) throws -> SQLQueryString {
    guard !nodes.isEmpty else { return "1 = 1" }
    return try nodes.map { "(\(try condition($0)))" as SQLQueryString }.joined(separator: " AND ")
  }

  func condition(_ node: FilterNode) throws -> SQLQueryString {
    switch node {
    case .and(let children):
      return "(\(try conditions(children)))"
    case .or(let children):
      guard !children.isEmpty else { return "1 = 0" }
      return try children.map { "(\(try condition($0)))" as SQLQueryString }.joined(
        separator: " OR ")
    case .not(let child):
      return "NOT (\(try condition(child)))"
    case .condition(let name, let op, let operand):
      guard let column = table.column(name) else {
        throw PostgrestError.undefinedColumn(name, table: table.name)
      }
      return try comparison(column, op, operand)
    }
  }

  private func comparison(
    _ column: TableSchema.Column, _ op: FilterOperator, _ operand: FilterOperand
  ) throws -> SQLQueryString {
    let name = self.column(column.name)
    switch (op, operand) {
    case (.is, .value(let keyword)):
      switch keyword {
      case "null": return "\(name) IS NULL"
      case "not_null": return "\(name) IS NOT NULL"
      default:
        guard column.type == .boolean else {
          throw PostgrestError(
            code: "42804",
            message:
              "argument of IS \(keyword.uppercased()) must be type boolean, not type \(column.type.postgresName)",
            kind: .invalid)
        }
        return keyword == "unknown"
          ? "\(name) IS NULL" : keyword == "true" ? "\(name) IS TRUE" : "\(name) IS FALSE"
      }
    case (.in, .list(let items)):
      return try among(
        name, items.map { try BoundValue.fromText($0, type: column.type, dialect: dialect) })
    case (.in, .typedList(let items)):
      return try among(
        name, items.map { try BoundValue.typed($0, type: column.type, dialect: dialect) })
    case (.like, .value(let pattern)), (.ilike, .value(let pattern)):
      let bound = BoundValue(value: try Self.likePattern(pattern), type: .text)
      let text: SQLQueryString = column.type == .text ? name : "CAST(\(name) AS TEXT)"
      // NB: PostgreSQL's LIKE escapes with a backslash by default; SQLite needs to be told.
      if dialect == .sqlite {
        let lower = op == .ilike
        return lower
          ? "lower(\(text)) LIKE lower(\(placeholder(bound))) ESCAPE '\\'"
          : "\(text) LIKE \(placeholder(bound)) ESCAPE '\\'"
      }
      return "\(text) \(unsafeRaw: op == .like ? "LIKE" : "ILIKE") \(placeholder(bound))"
    case (.cs, .value), (.cs, .typed), (.cd, .value), (.cd, .typed), (.ov, .value), (.ov, .typed):
      guard column.type == .uuidArray else {
        throw PostgrestError.unsupported(
          "operator \(op.rawValue) needs an array column; \(column.name) is not one")
      }
      return arrayComparison(name, op, try bound(operand, as: .uuidArray, column: column))
    case (.eq, .value), (.eq, .typed), (.neq, .value), (.neq, .typed), (.gt, .value),
      (.gt, .typed), (.gte, .value), (.gte, .typed), (.lt, .value), (.lt, .typed), (.lte, .value),
      (.lte, .typed):
      try comparable(column, op)
      return compare(name, op, try bound(operand, as: column.type, column: column))
    default:
      throw PostgrestError.parse("filter (\(column.name))")
    }
  }

  /// One operand bound for `type`: text from a URL read by the type, a typed value as it is.
  private func bound(_ operand: FilterOperand, as type: ColumnType, column: TableSchema.Column)
    throws -> BoundValue
  {
    switch operand {
    case .value(let text): return try BoundValue.fromText(text, type: type, dialect: dialect)
    case .typed(let value): return try BoundValue.typed(value, type: type, dialect: dialect)
    case .list, .typedList: throw PostgrestError.parse("filter (\(column.name))")
    }
  }

  /// The column is one of `values` (none when there are none).
  private func among(_ name: SQLQueryString, _ values: [BoundValue]) -> SQLQueryString {
    guard !values.isEmpty else { return "1 = 0" }
    return "\(name) IN (\(values.map(placeholder).joined(separator: ", ")))"
  }

  /// Arrays and JSON are compared only by the operators made for them.
  private func comparable(_ column: TableSchema.Column, _ op: FilterOperator) throws {
    if column.type == .uuidArray || column.type == .json {
      throw PostgrestError.unsupported(
        "operator \(op.rawValue) is not supported on \(column.name)")
    }
  }

  private func compare(_ name: SQLQueryString, _ op: FilterOperator, _ bound: BoundValue)
    -> SQLQueryString
  {
    let symbol: String
    switch op {
    case .eq: symbol = "="
    case .neq: symbol = "<>"
    case .gt: symbol = ">"
    case .gte: symbol = ">="
    case .lt: symbol = "<"
    default: symbol = "<="
    }
    return "\(name) \(unsafeRaw: symbol) \(placeholder(bound))"
  }

  /// A `like` operand as SQL: `*` is `%`, and a backslash escapes the next character, so the
  /// pattern may not end in a lone one (PostgreSQL's 22025 on both databases).
  static func likePattern(_ pattern: String) throws -> String {
    try TextSafety.check(pattern)
    var escaped = false
    for character in pattern.unicodeScalars {
      escaped = character == "\\" ? !escaped : false
    }
    guard !escaped else {
      throw PostgrestError(
        code: "22025", message: "LIKE pattern must not end with escape character",
        kind: .invalid)
    }
    return pattern.replacingOccurrences(of: "*", with: "%")
  }

  private func arrayComparison(_ name: SQLQueryString, _ op: FilterOperator, _ bound: BoundValue)
    -> SQLQueryString
  {
    let value = placeholder(bound)
    if dialect == .postgres {
      let symbol = op == .cs ? "@>" : op == .cd ? "<@" : "&&"
      return "\(name) \(unsafeRaw: symbol) \(value)"
    }
    switch op {
    case .cs:
      return
        "NOT EXISTS (SELECT 1 FROM json_each(\(value)) AS wanted WHERE wanted.value NOT IN (SELECT value FROM json_each(\(name))))"
    case .cd:
      return
        "NOT EXISTS (SELECT 1 FROM json_each(\(name)) AS held WHERE held.value NOT IN (SELECT value FROM json_each(\(value))))"
    default:
      return
        "EXISTS (SELECT 1 FROM json_each(\(name)) AS held WHERE held.value IN (SELECT value FROM json_each(\(value))))"
    }
  }
}
