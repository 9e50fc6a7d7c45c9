import Foundation

/// A PostgREST request under construction: `from(table)`, then a verb, filters and transforms,
/// then `execute()`. Each step returns a changed copy, as supabase-swift's builders read.
public struct PostgrestBuilder: Sendable {
  /// What to count alongside the rows (`Prefer: count=…`).
  public enum CountOption: String, Sendable { case exact, planned, estimated }
  /// What a write answers with (`Prefer: return=…`).
  public enum Returning: String, Sendable { case minimal, representation }

  let table: String
  let sender: RequestSender
  private(set) var method = "GET"
  private(set) var query: [(String, String)] = []
  private(set) var prefer: [String: String] = [:]
  private(set) var body: Data?
  private(set) var singular: Singular?
  private(set) var head = false

  enum Singular { case exactlyOne, atMostOne }

  init(table: String, sender: RequestSender) {
    self.table = table
    self.sender = sender
  }

  // MARK: Verbs

  public func select(_ columns: String = "*", head: Bool = false, count: CountOption? = nil)
    -> Self
  {
    var copy = replacing("select", with: columns.filter { !$0.isWhitespace })
    copy.head = head
    if head { copy.method = "HEAD" }
    if let count { copy.prefer["count"] = count.rawValue }
    return copy
  }

  public func insert(_ values: some Encodable, returning: Returning = .minimal) throws -> Self {
    try writing("POST", values, returning: returning)
  }

  public func upsert(
    _ values: some Encodable, onConflict: String? = nil, returning: Returning = .minimal,
    ignoreDuplicates: Bool = false
  ) throws -> Self {
    var copy = try writing("POST", values, returning: returning)
    copy.prefer["resolution"] = ignoreDuplicates ? "ignore-duplicates" : "merge-duplicates"
    if let onConflict { copy = copy.replacing("on_conflict", with: onConflict) }
    return copy
  }

  public func update(_ values: some Encodable, returning: Returning = .minimal) throws -> Self {
    try writing("PATCH", values, returning: returning)
  }

  public func delete(returning: Returning = .minimal) -> Self {
    var copy = self
    copy.method = "DELETE"
    copy.prefer["return"] = returning.rawValue
    return copy
  }

  /// A call of a database function: `POST /rest/v1/rpc/<function>` with `params` as the body.
  func calling(params: some Encodable) throws -> Self {
    var copy = self
    copy.method = "POST"
    copy.body = try JSONEncoder().encode(params)
    return copy
  }

  // MARK: Filters

  public func eq(_ column: String, value: some PostgrestFilterValue) -> Self {
    filter(column, operator: "eq", value: value.postgrestText)
  }
  public func neq(_ column: String, value: some PostgrestFilterValue) -> Self {
    filter(column, operator: "neq", value: value.postgrestText)
  }
  public func gt(_ column: String, value: some PostgrestFilterValue) -> Self {
    filter(column, operator: "gt", value: value.postgrestText)
  }
  public func gte(_ column: String, value: some PostgrestFilterValue) -> Self {
    filter(column, operator: "gte", value: value.postgrestText)
  }
  public func lt(_ column: String, value: some PostgrestFilterValue) -> Self {
    filter(column, operator: "lt", value: value.postgrestText)
  }
  public func lte(_ column: String, value: some PostgrestFilterValue) -> Self {
    filter(column, operator: "lte", value: value.postgrestText)
  }
  public func like(_ column: String, pattern: String) -> Self {
    filter(column, operator: "like", value: pattern)
  }
  public func ilike(_ column: String, pattern: String) -> Self {
    filter(column, operator: "ilike", value: pattern)
  }
  /// `is.null`, `is.true` or `is.false`.
  public func `is`(_ column: String, value: Bool?) -> Self {
    filter(column, operator: "is", value: value.map { $0 ? "true" : "false" } ?? "null")
  }
  public func `in`(_ column: String, values: [any PostgrestFilterValue]) -> Self {
    filter(
      column, operator: "in",
      value: "(" + values.map { Self.quoted($0.postgrestText) }.joined(separator: ",") + ")")
  }
  /// The array column holds every one of `values` (`cs`).
  public func contains(_ column: String, value: [any PostgrestFilterValue]) -> Self {
    filter(column, operator: "cs", value: Self.arrayLiteral(value))
  }
  /// Every element of the array column is one of `values` (`cd`).
  public func containedBy(_ column: String, value: [any PostgrestFilterValue]) -> Self {
    filter(column, operator: "cd", value: Self.arrayLiteral(value))
  }
  /// The array column shares an element with `values` (`ov`).
  public func overlaps(_ column: String, value: [any PostgrestFilterValue]) -> Self {
    filter(column, operator: "ov", value: Self.arrayLiteral(value))
  }
  public func not(_ column: String, operator op: String, value: some PostgrestFilterValue) -> Self {
    filter(column, operator: "not.\(op)", value: value.postgrestText)
  }
  /// PostgREST's `or=(…)` with filters written in its own syntax: `"type.eq.camp,type.eq.visit"`.
  public func or(_ filters: String) -> Self {
    var copy = self
    copy.query.append(("or", "(\(filters))"))
    return copy
  }
  public func match(_ values: [String: any PostgrestFilterValue]) -> Self {
    values.sorted { $0.key < $1.key }.reduce(self) { builder, pair in
      builder.filter(pair.key, operator: "eq", value: pair.value.postgrestText)
    }
  }
  public func filter(_ column: String, operator op: String, value: String) -> Self {
    var copy = self
    copy.query.append((column, "\(op).\(value)"))
    return copy
  }

  // MARK: Transforms

  /// After a write: answer with the written rows, these columns.
  public func select(_ columns: String = "*") -> Self {
    var copy = replacing("select", with: columns.filter { !$0.isWhitespace })
    if copy.method != "GET" { copy.prefer["return"] = Returning.representation.rawValue }
    return copy
  }

  public func order(_ column: String, ascending: Bool = true, nullsFirst: Bool? = nil) -> Self {
    var term = "\(column).\(ascending ? "asc" : "desc")"
    if let nullsFirst { term += nullsFirst ? ".nullsfirst" : ".nullslast" }
    guard let index = query.firstIndex(where: { $0.0 == "order" }) else {
      var copy = self
      copy.query.append(("order", term))
      return copy
    }
    var copy = self
    copy.query[index].1 += "," + term
    return copy
  }

  public func limit(_ count: Int) -> Self { replacing("limit", with: String(count)) }

  /// Rows `from` through `to`, both counted from 0.
  public func range(from: Int, to: Int) -> Self {
    replacing("offset", with: String(from)).replacing("limit", with: String(to - from + 1))
  }

  /// Exactly one row, decoded as an object; none or several is a `PGRST116` error.
  public func single() -> Self {
    var copy = self
    copy.singular = .exactlyOne
    return copy
  }

  /// At most one row: decode into an optional, which is `nil` when there is none.
  public func maybeSingle() -> Self {
    var copy = self
    copy.singular = .atMostOne
    return copy
  }

  // MARK: Execution

  public func execute<Value: Decodable & Sendable>(as type: Value.Type = Value.self) async throws
    -> PostgrestResponse<Value>
  {
    let response = try await sender.postgrest(request())
    if let error = PostgrestErrorReader.error(in: response) {
      if singular == .atMostOne, error.code == "PGRST116",
        error.details?.hasPrefix("The result contains 0 rows") == true
      {
        let none = try JSONDecoder().decode(Value.self, from: Data("null".utf8))
        return PostgrestResponse(value: none, status: 200, count: 0, data: Data())
      }
      throw error
    }
    let value = try JSONDecoder().decode(Value.self, from: response.body)
    return PostgrestResponse(
      value: value, status: response.status, count: Self.count(response), data: response.body)
  }

  @discardableResult
  public func execute() async throws -> PostgrestResponse<Void> {
    let response = try await sender.postgrest(request())
    if let error = PostgrestErrorReader.error(in: response) { throw error }
    return PostgrestResponse(
      value: (), status: response.status, count: Self.count(response), data: response.body)
  }

  func request() -> TransportRequest {
    var components = URLComponents(
      url: sender.baseURL.appending(path: "rest/v1/\(table)"), resolvingAgainstBaseURL: false)!
    if !query.isEmpty {
      components.percentEncodedQuery = query.map { Self.encode($0.0) + "=" + Self.encode($0.1) }
        .joined(separator: "&")
    }
    var headers: [String: String] = [:]
    if !prefer.isEmpty {
      headers["Prefer"] = prefer.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
        .joined(separator: ",")
    }
    headers["Accept"] = singular == nil ? "application/json" : "application/vnd.pgrst.object+json"
    if body != nil { headers["Content-Type"] = "application/json" }
    return TransportRequest(method: method, url: components.url!, headers: headers, body: body)
  }

  private func writing(_ method: String, _ values: some Encodable, returning: Returning) throws
    -> Self
  {
    var copy = self
    copy.method = method
    copy.body = try JSONEncoder().encode(values)
    copy.prefer["return"] = returning.rawValue
    return copy
  }

  private func replacing(_ name: String, with value: String) -> Self {
    var copy = self
    copy.query.removeAll { $0.0 == name }
    copy.query.append((name, value))
    return copy
  }

  private static func count(_ response: TransportResponse) -> Int? {
    response.headers["content-range"]?.split(separator: "/").last.flatMap { Int($0) }
  }

  private static func quoted(_ text: String) -> String {
    text.contains(where: { ",()\" ".contains($0) })
      ? "\""
        + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(
          of: "\"", with: "\\\"") + "\""
      : text
  }

  private static func arrayLiteral(_ values: [any PostgrestFilterValue]) -> String {
    "{" + values.map { quoted($0.postgrestText) }.joined(separator: ",") + "}"
  }

  /// Percent-encodes everything but unreserved characters, so `+`, `,` and `&` arrive intact.
  private static func encode(_ text: String) -> String {
    var allowed = CharacterSet(
      charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~")
    allowed.insert(charactersIn: "*(),:")
    return text.addingPercentEncoding(withAllowedCharacters: allowed) ?? text
  }
}

/// Reads a PostgREST error out of a non-2xx answer.
enum PostgrestErrorReader {
  static func error(in response: TransportResponse) -> PostgrestError? {
    guard !(200..<300).contains(response.status) else { return nil }
    guard var error = try? JSONDecoder().decode(PostgrestError.self, from: response.body) else {
      return PostgrestError(
        code: nil, message: String(decoding: response.body, as: UTF8.self), status: response.status)
    }
    error.status = response.status
    return error
  }
}
