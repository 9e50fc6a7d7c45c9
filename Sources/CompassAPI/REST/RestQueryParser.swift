import CompassStore
import Foundation

/// Reads PostgREST's URL grammar (`select`, column filters, `or=(…)`, `order`, `limit`…) into a
/// `RestQuery`, checking every column against the table.
package struct RestQueryParser {
  let table: TableSchema

  package init(table: TableSchema) {
    self.table = table
  }

  /// How much one request may ask for, so every statement stays inside what both databases
  /// parse (SQLite's expression depth is 1,000; PostgreSQL's stack is finite too).
  enum Limits {
    static let treeDepth = 16
    static let conditions = 300
    static let listItems = 1_000
    static let selectItems = 500
    static let aliasBytes = 63
  }

  package func parse(_ pairs: [(key: String, value: String)]) throws -> RestQuery {
    var query = RestQuery()
    for (key, value) in pairs {
      switch key {
      case "select": query.select = try parseSelect(value)
      case "order": query.order = try parseOrder(value)
      case "limit": query.limit = try parseCount(value, name: "limit")
      case "offset": query.offset = try parseCount(value, name: "offset")
      case "columns": query.columns = try parseColumnList(value)
      case "on_conflict": query.onConflict = try parseColumnList(value)
      case "or", "and", "not.or", "not.and":
        query.filters.append(try parseTree(key, value, depth: 1))
      default:
        if key.contains(".") {
          throw PostgrestError.unsupported(
            "Filters on embedded resources ('\(key)') are not supported; filter this table's columns"
          )
        }
        try requireColumn(key)
        query.filters.append(try parseCondition(column: key, value))
      }
    }
    let conditions = query.filters.reduce(0) { $0 + $1.conditionCount }
    guard conditions <= Limits.conditions else {
      throw PostgrestError.tooComplex(
        "\(conditions) conditions; at most \(Limits.conditions) are allowed")
    }
    return query
  }

  func requireColumn(_ name: String) throws {
    guard table.column(name) != nil else {
      throw PostgrestError.undefinedColumn(name, table: table.name)
    }
  }

  private func parseSelect(_ text: String) throws -> [RestQuery.Selected]? {
    let items = text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
    if items.isEmpty || items == ["*"] { return nil }
    guard items.count <= Limits.selectItems else {
      throw PostgrestError.tooComplex(
        "\(items.count) selected columns; at most \(Limits.selectItems) are allowed")
    }
    var selected: [RestQuery.Selected] = []
    for item in items {
      if item == "*" {
        selected += table.columnNames.map { RestQuery.Selected(column: $0, key: $0) }
        continue
      }
      if item.contains("(") {
        throw PostgrestError.unsupported(
          "Embedded resources ('\(item)') are not supported yet; select this table's columns and fetch related rows separately"
        )
      }
      if item.contains("->") {
        throw PostgrestError.unsupported("JSON paths ('\(item)') are not supported in select")
      }
      let aliasParts = item.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
        .map(String.init)
      let key = aliasParts.count == 2 && !item.contains("::") ? aliasParts[0] : nil
      if let key { try Self.requireAlias(key) }
      var column = key == nil ? item : aliasParts[1]
      if let cast = column.range(of: "::") { column = String(column[..<cast.lowerBound]) }
      try requireColumn(column)
      selected.append(RestQuery.Selected(column: column, key: key ?? column))
    }
    return selected
  }

  /// An alias is a name: letters, digits, `_`, `$`, `-` and spaces, at most 63 bytes as in
  /// PostgreSQL.
  static func requireAlias(_ alias: String) throws {
    let allowed = alias.unicodeScalars.allSatisfy {
      $0.properties.isAlphabetic || ("0"..."9").contains($0) || "_$- ".unicodeScalars.contains($0)
    }
    guard allowed, !alias.isEmpty, alias.utf8.count <= Limits.aliasBytes else {
      throw PostgrestError.parse(
        "select (\(PostgrestError.excerpt(alias)))",
        details: "an alias is a name of letters, digits, \"_\", \"$\" and \"-\"")
    }
  }

  private func parseOrder(_ text: String) throws -> [RestQuery.Order] {
    try text.split(separator: ",").map { term in
      let parts = term.split(separator: ".").map(String.init)
      guard let column = parts.first else { throw PostgrestError.parse("order (\(text))") }
      try requireColumn(column)
      var order = RestQuery.Order(column: column)
      for modifier in parts.dropFirst() {
        switch modifier {
        case "asc": order.descending = false
        case "desc": order.descending = true
        case "nullsfirst": order.nullsFirst = true
        case "nullslast": order.nullsFirst = false
        default:
          throw PostgrestError.parse("order (\(term))", details: "unexpected \"\(modifier)\"")
        }
      }
      return order
    }
  }

  private func parseCount(_ text: String, name: String) throws -> Int {
    guard let value = Int(text), value >= 0 else {
      throw PostgrestError.parse("\(name) (\(text))", details: "expecting a non-negative integer")
    }
    return value
  }

  private func parseColumnList(_ text: String) throws -> [String] {
    try text.split(separator: ",").map { item in
      let name = item.trimmingCharacters(in: CharacterSet(charactersIn: "\" "))
      guard table.column(name) != nil else {
        throw PostgrestError.unknownColumn(name, table: table.name)
      }
      return name
    }
  }

  /// `[not.]op.value` for one column.
  func parseCondition(column: String, _ text: String) throws -> FilterNode {
    var rest = Substring(text)
    var negated = false
    if rest.hasPrefix("not.") {
      negated = true
      rest = rest.dropFirst(4)
    }
    guard let dot = rest.firstIndex(of: "."),
      let op = FilterOperator(rawValue: String(rest[..<dot]))
    else {
      throw PostgrestError.parse(
        "filter (\(text))",
        details: "unexpected \"\(rest.prefix(1))\" expecting \"not\" or operator (eq, gt, ...)")
    }
    let value = String(rest[rest.index(after: dot)...])
    let operand: FilterOperand
    switch op {
    case .in:
      guard value.hasPrefix("("), value.hasSuffix(")") else {
        throw PostgrestError.parse("filter (\(text))", details: "expecting \"(\"")
      }
      let items = try Self.splitList(String(value.dropFirst().dropLast())).map(Self.unquote)
      guard items.count <= Limits.listItems else {
        throw PostgrestError.tooComplex(
          "\(items.count) values in one list; at most \(Limits.listItems) are allowed")
      }
      operand = .list(items)
    case .is:
      guard ["null", "not_null", "true", "false", "unknown"].contains(value.lowercased()) else {
        throw PostgrestError.parse(
          "filter (\(text))", details: "expecting null, not_null, true, false or unknown")
      }
      operand = .value(value.lowercased())
    default:
      operand = .value(Self.unquote(value))
    }
    let node = FilterNode.condition(column: column, operator: op, operand: operand)
    return negated ? .not(node) : node
  }

  /// `or=(a.eq.1,and(b.gt.2,c.is.null))`.
  private func parseTree(_ key: String, _ text: String, depth: Int) throws -> FilterNode {
    guard depth <= Limits.treeDepth else {
      throw PostgrestError.tooComplex(
        "logic trees nested more than \(Limits.treeDepth) deep")
    }
    guard text.hasPrefix("("), text.hasSuffix(")") else {
      throw PostgrestError.parse(
        "logic tree (\(PostgrestError.excerpt(text)))", details: "expecting \"(\"")
    }
    let negated = key.hasPrefix("not.")
    let children = try Self.splitList(String(text.dropFirst().dropLast())).map {
      try parseTreeItem($0, depth: depth)
    }
    let node: FilterNode = key.hasSuffix("or") ? .or(children) : .and(children)
    return negated ? .not(node) : node
  }

  private func parseTreeItem(_ item: String, depth: Int) throws -> FilterNode {
    for prefix in ["and", "or", "not.and", "not.or"] where item.hasPrefix(prefix + "(") {
      return try parseTree(prefix, String(item.dropFirst(prefix.count)), depth: depth + 1)
    }
    guard let dot = item.firstIndex(of: ".") else {
      throw PostgrestError.parse("logic tree (\(item))")
    }
    let column = String(item[..<dot])
    try requireColumn(column)
    return try parseCondition(column: column, String(item[item.index(after: dot)...]))
  }

  /// Splits at commas outside double quotes and parentheses.
  static func splitList(_ text: String) throws -> [String] {
    var items: [String] = []
    var current = ""
    var depth = 0
    var quoted = false
    var escaped = false
    for character in text {
      if escaped {
        current.append(character)
        escaped = false
        continue
      }
      switch character {
      case "\\" where quoted:
        current.append(character)
        escaped = true
      case "\"":
        quoted.toggle()
        current.append(character)
      case "(" where !quoted:
        depth += 1
        current.append(character)
      case ")" where !quoted:
        depth -= 1
        guard depth >= 0 else {
          throw PostgrestError.parse("list (\(text))", details: "unexpected \")\"")
        }
        current.append(character)
      case "," where !quoted && depth == 0:
        items.append(current)
        current = ""
      default:
        current.append(character)
      }
    }
    guard !quoted, depth == 0 else {
      throw PostgrestError.parse("list (\(text))", details: "unclosed")
    }
    if !current.isEmpty || !items.isEmpty { items.append(current) }
    return items
  }

  /// `"a,b"` → `a,b`, with `\"` and `\\` unescaped; unquoted text is kept as is.
  static func unquote(_ text: String) -> String {
    guard text.count >= 2, text.hasPrefix("\""), text.hasSuffix("\"") else { return text }
    var result = ""
    var escaped = false
    for character in text.dropFirst().dropLast() {
      if escaped {
        result.append(character)
        escaped = false
      } else if character == "\\" {
        escaped = true
      } else {
        result.append(character)
      }
    }
    return result
  }
}
