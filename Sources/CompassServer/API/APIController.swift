import CompassDomain
import CompassModels
import Foundation
import HTTPTypes
import Hummingbird

/// The REST routes the specs name (`/api/performance/metrics`, `/api/events`), answering with
/// `{success, data}` and going through the same engine and scope as `/rest/v1`.
struct APIController: Sendable {
  let engine: RestEngine
  let tokens: TokenService

  func addRoutes(to group: RouterGroup<some RequestContext>) {
    group.get("performance/metrics") { request, _ in
      await respond { try await listMetrics(request) }
    }
    group.post("performance/metrics") { request, _ in
      await respond(status: .created) { try await createMetric(request) }
    }
    group.patch("performance/metrics/:id") { request, context in
      await respond { try await updateMetric(request, id: context.parameters.get("id")) }
    }
    group.delete("performance/metrics/:id") { request, context in
      await respond {
        try await deleteRow(
          TableRegistry.performanceMetrics, request, id: context.parameters.get("id"),
          what: "Metric")
      }
    }
    group.get("events") { request, _ in
      await respond {
        let scope = try await scope(request)
        var query = RestQuery()
        query.order = [
          RestQuery.Order(column: "start_date"), RestQuery.Order(column: "start_time"),
        ]
        let outcome = try await engine.select(
          TableRegistry.events, query, scope: scope, count: false)
        return try rows(outcome)
      }
    }
    group.get("events/:id") { request, context in
      await respond {
        let scope = try await scope(request)
        let query = try byID(context.parameters.get("id"), what: "Event")
        let outcome = try await engine.select(
          TableRegistry.events, query, scope: scope, count: false)
        guard let row = outcome.rows.first else { throw APIError.notFound("Event") }
        return try Self.json(row)
      }
    }
    group.delete("events/:id") { request, context in
      await respond {
        try await deleteRow(
          TableRegistry.events, request, id: context.parameters.get("id"), what: "Event")
      }
    }
  }

  private func listMetrics(_ request: Request) async throws -> JSONValue {
    let scope = try await scope(request)
    let parameters = request.uri.queryParameters
    var query = RestQuery()
    if let type = parameters.get("metricType"), !type.isEmpty {
      query.filters.append(.condition(column: "metric_type", operator: .eq, operand: .value(type)))
    }
    if let event = parameters.get("eventId"), !event.isEmpty {
      guard UUID(uuidString: event) != nil else { throw APIError.invalid("eventId must be a UUID") }
      query.filters.append(.condition(column: "event_id", operator: .eq, operand: .value(event)))
    }
    for (name, op) in [("startDate", FilterOperator.gte), ("endDate", .lte)] {
      guard let text = parameters.get(name), !text.isEmpty else { continue }
      guard LocalDate(text) != nil else {
        throw APIError.invalid("\(name) must be a date (YYYY-MM-DD)")
      }
      query.filters.append(.condition(column: "recorded_date", operator: op, operand: .value(text)))
    }
    query.order = [
      RestQuery.Order(column: "recorded_date", descending: true),
      RestQuery.Order(column: "created_at", descending: true),
    ]
    let outcome = try await engine.select(
      TableRegistry.performanceMetrics, query, scope: scope, count: false)
    return try rows(outcome)
  }

  private func createMetric(_ request: Request) async throws -> JSONValue {
    let scope = try await scope(request)
    var body = try await Self.object(request)
    try Self.validateMetric(body, partial: false)
    body.removeValue(forKey: "id")
    let outcome = try await engine.insert(
      TableRegistry.performanceMetrics, RestQuery(), body: .object(body), scope: scope,
      prefer: PreferHeader(nil),
      singular: true)
    return try Self.json(outcome.rows[0])
  }

  private func updateMetric(_ request: Request, id: String?) async throws -> JSONValue {
    let scope = try await scope(request)
    var body = try await Self.object(request)
    try Self.validateMetric(body, partial: true)
    body.removeValue(forKey: "id")
    let query = try byID(id, what: "Metric")
    let outcome = try await engine.update(
      TableRegistry.performanceMetrics, query, body: .object(body), scope: scope, singular: false)
    guard let row = outcome.rows.first else { throw APIError.notFound("Metric") }
    return try Self.json(row)
  }

  private func deleteRow(_ table: TableSchema, _ request: Request, id: String?, what: String)
    async throws -> JSONValue?
  {
    let scope = try await scope(request)
    let outcome = try await engine.delete(
      table, try byID(id, what: what), scope: scope, singular: false)
    guard !outcome.rows.isEmpty else { throw APIError.notFound(what) }
    return nil
  }

  /// The metric rules of the specs, word for word; `partial` for a PATCH.
  static func validateMetric(_ body: [String: JSONValue], partial: Bool) throws {
    func missing(_ key: String) -> Bool {
      guard let value = body[key] else { return !partial }
      if case .null = value { return true }
      if case .string(let text) = value { return text.trimmingCharacters(in: .whitespaces).isEmpty }
      return false
    }
    for (key, kind) in Self.metricFieldKinds {
      guard let value = body[key], value != .null else { continue }
      switch (kind, value) {
      case ("string", .string), ("number", .number), ("number", .string), ("boolean", .bool): break
      default: throw APIError.invalid("\(key) must be a \(kind)")
      }
    }
    if missing("metric_type") { throw APIError.invalid(MetricFormMessage.typeRequired) }
    if missing("value") { throw APIError.invalid(MetricFormMessage.valueRequired) }
    if let value = body["value"] {
      let number: Double?
      switch value {
      case .number(let given) where given.isFinite: number = given
      case .string(let text): number = DecimalText.number(text)
      default: number = nil
      }
      guard let number else { throw APIError.invalid(MetricFormMessage.invalidNumber) }
      if let type = body["metric_type"]?.stringValue.map(MetricType.init(rawValue:)),
        !type.plausibleRange.contains(number)
      {
        throw APIError.invalid(type.outOfRangeMessage)
      }
    }
    if missing("recorded_date") { throw APIError.invalid(MetricFormMessage.dateRequired) }
    if let date = body["recorded_date"]?.stringValue, LocalDate(date) == nil {
      throw APIError.invalid(MetricFormMessage.dateRequired)
    }
  }

  /// The JSON kind each field of a metric body must have when given.
  private static let metricFieldKinds = [
    ("metric_type", "string"), ("value", "number"), ("unit", "string"),
    ("recorded_date", "string"), ("event_id", "string"), ("notes", "string"),
    ("verified", "boolean"),
  ]

  private func byID(_ id: String?, what: String) throws -> RestQuery {
    guard let id, UUID(uuidString: id) != nil else { throw APIError.notFound(what) }
    var query = RestQuery()
    query.filters = [.condition(column: "id", operator: .eq, operand: .value(id))]
    return query
  }

  private func scope(_ request: Request) async throws -> RowScope {
    guard case .user(let user) = try? await tokens.caller(bearer: request.bearerToken) else {
      throw APIError.notAuthenticated
    }
    return RowScope(caller: .user(user))
  }

  private func rows(_ outcome: RestEngine.Outcome) throws -> JSONValue {
    try Self.json(outcome.jsonArray)
  }

  private static func json(_ text: String) throws -> JSONValue {
    try JSONDecoder().decode(JSONValue.self, from: Data(text.utf8))
  }

  private static func object(_ request: Request) async throws -> [String: JSONValue] {
    guard case .object(let object)? = try? await JSONBody.read(request) else {
      throw APIError.invalid("Request body must be a JSON object")
    }
    return object
  }

  /// `{success: true, data}` (or just `{success: true}`), or `{success: false, error}`.
  private func respond(status: HTTPResponse.Status = .ok, _ work: () async throws -> JSONValue?)
    async -> Response
  {
    do {
      let data = try await work()
      var body: [String: JSONValue] = ["success": true]
      if let data { body["data"] = data }
      return JSONBody.response(.object(body), status: status)
    } catch {
      let failure: APIError
      switch error {
      case let error as APIError: failure = error
      case let error as PostgrestError: failure = APIError(error)
      default:
        failure = APIError(status: .internalServerError, message: "Server error, please try again")
      }
      return JSONBody.response(
        ["success": false, "error": .string(failure.message)], status: failure.status)
    }
  }
}
