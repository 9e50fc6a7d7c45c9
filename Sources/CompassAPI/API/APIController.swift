import CompassDomain
import CompassHTTP
import CompassModels
import CompassServices
import CompassStore
import Foundation
import HTTPTypes
import Hummingbird

/// The REST routes the specs name (`/api/performance/metrics`, `/api/events`), answering with
/// `{success, data}` and going through the same engine and scope as `/rest/v1`.
package struct APIController: Sendable {
  let engine: RestEngine
  let tokens: TokenService

  package init(engine: RestEngine, tokens: TokenService) {
    self.engine = engine
    self.tokens = tokens
  }

  package func addRoutes<Context: RequestContext>(to group: RouterGroup<Context>) {
    group.get("performance/metrics", use: listMetrics)
    group.post("performance/metrics", use: createMetric)
    group.patch("performance/metrics/:id", use: updateMetric)
    group.delete("performance/metrics/:id", use: deleteMetric)
    group.get("events", use: listEvents)
    group.get("events/:id", use: showEvent)
    group.delete("events/:id", use: deleteEvent)
  }

  /// The caller's metrics, newest first, filtered by `metricType`, `eventId`, `startDate` and
  /// `endDate`.
  @Sendable func listMetrics(_ request: Request, context: some RequestContext) async -> Response {
    await respond {
      let metrics = try await data(request).metrics
      return try Self.array(
        await metrics.listJSON(
          where: try Self.metricConditions(request),
          order: [.descending(.recordedDate), .descending(.createdAt)]))
    }
  }

  /// Logs a metric after the specs' checks.
  @Sendable func createMetric(_ request: Request, context: some RequestContext) async -> Response {
    await respond(status: .created) {
      let metrics = try await data(request).metrics
      let body = try await Self.object(request)
      try Self.validateMetric(body, partial: false)
      guard let row = try await metrics.insertJSON(body) else { throw APIError.notFound("Metric") }
      return try Self.json(row)
    }
  }

  /// Changes the given fields of one of the caller's metrics.
  @Sendable func updateMetric(_ request: Request, context: some RequestContext) async -> Response {
    await respond {
      let metrics = try await data(request).metrics
      let body = try await Self.object(request)
      try Self.validateMetric(body, partial: true)
      let id = try Self.id(context, PerformanceMetric.self, what: "Metric")
      guard let row = try await metrics.updateJSON(id, body) else {
        throw APIError.notFound("Metric")
      }
      return try Self.json(row)
    }
  }

  @Sendable func deleteMetric(_ request: Request, context: some RequestContext) async -> Response {
    await respond {
      let metrics = try await data(request).metrics
      guard try await metrics.delete(Self.id(context, PerformanceMetric.self, what: "Metric"))
      else { throw APIError.notFound("Metric") }
      return nil
    }
  }

  /// The caller's events by start date and time.
  @Sendable func listEvents(_ request: Request, context: some RequestContext) async -> Response {
    await respond {
      let events = try await data(request).events
      return try Self.array(
        await events.listJSON(order: [.ascending(.startDate), .ascending(.startTime)]))
    }
  }

  @Sendable func showEvent(_ request: Request, context: some RequestContext) async -> Response {
    await respond {
      let events = try await data(request).events
      let id = try Self.id(context, Event.self, what: "Event")
      guard let row = try await events.listJSON(where: [.equals(.id, id)], order: []).first else {
        throw APIError.notFound("Event")
      }
      return try Self.json(row)
    }
  }

  @Sendable func deleteEvent(_ request: Request, context: some RequestContext) async -> Response {
    await respond {
      let events = try await data(request).events
      guard try await events.delete(Self.id(context, Event.self, what: "Event")) else {
        throw APIError.notFound("Event")
      }
      return nil
    }
  }

  /// The list filters of `GET /api/performance/metrics`.
  private static func metricConditions(_ request: Request) throws
    -> [RowCondition<PerformanceMetric>]
  {
    let parameters = request.uri.queryParameters
    var conditions: [RowCondition<PerformanceMetric>] = []
    if let type = parameters.get("metricType"), !type.isEmpty {
      conditions.append(.equals(.metricType, type))
    }
    if let event = parameters.get("eventId"), !event.isEmpty {
      guard let id = Event.ID(event) else {
        throw APIError.invalid("eventId must be a UUID")
      }
      conditions.append(.equals(.eventID, id))
    }
    for name in ["startDate", "endDate"] {
      guard let text = parameters.get(name), !text.isEmpty else { continue }
      guard let date = LocalDate(text) else {
        throw APIError.invalid("\(name) must be a date (YYYY-MM-DD)")
      }
      conditions.append(
        name == "startDate" ? .atLeast(.recordedDate, date) : .atMost(.recordedDate, date))
    }
    return conditions
  }

  /// The metric rules of the specs, word for word; `partial` for a PATCH.
  static func validateMetric(_ body: [String: JSONValue], partial: Bool) throws {
    func value(_ field: MetricField) -> JSONValue? { body[field.stringValue] }
    func missing(_ field: MetricField) -> Bool {
      guard let value = value(field) else { return !partial }
      if case .null = value { return true }
      if case .string(let text) = value { return text.trimmingCharacters(in: .whitespaces).isEmpty }
      return false
    }
    for (field, kind) in Self.metricFieldKinds {
      guard let value = value(field), value != .null else { continue }
      switch (kind, value) {
      case ("string", .string), ("number", .number), ("number", .string), ("boolean", .bool): break
      default: throw APIError.invalid("\(field.stringValue) must be a \(kind)")
      }
    }
    if missing(.metricType) { throw APIError.invalid(MetricFormMessage.typeRequired) }
    if missing(.value) { throw APIError.invalid(MetricFormMessage.valueRequired) }
    if let given = value(.value) {
      let number: Double?
      switch given {
      case .number(let given) where given.isFinite: number = given
      case .string(let text): number = DecimalText.number(text)
      default: number = nil
      }
      guard let number else { throw APIError.invalid(MetricFormMessage.invalidNumber) }
      if let type = value(.metricType)?.stringValue.map(MetricType.init(rawValue:)),
        !type.plausibleRange.contains(number)
      {
        throw APIError.invalid(type.outOfRangeMessage)
      }
    }
    if missing(.recordedDate) { throw APIError.invalid(MetricFormMessage.dateRequired) }
    if let date = value(.recordedDate)?.stringValue, LocalDate(date) == nil {
      throw APIError.invalid(MetricFormMessage.dateRequired)
    }
  }

  private typealias MetricField = PerformanceMetric.Field

  /// The JSON kind each field of a metric body must have when given.
  private static let metricFieldKinds: [(MetricField, String)] = [
    (.metricType, "string"), (.value, "number"), (.unit, "string"), (.recordedDate, "string"),
    (.eventID, "string"), (.notes, "string"), (.verified, "boolean"),
  ]

  private static func id<Row: StoredRow>(
    _ context: some RequestContext, _ type: Row.Type, what: String
  ) throws -> Row.ID {
    guard let id = context.parameters.id(of: Row.Entity.self) else {
      throw APIError.notFound(what)
    }
    return id
  }

  /// The caller's tables, for a request with a user's bearer token.
  private func data(_ request: Request) async throws -> ScopedData {
    guard case .user(let user) = try? await tokens.caller(bearer: request.bearerToken) else {
      throw APIError.notAuthenticated
    }
    return ScopedData(engine: engine, user: user)
  }

  private static func array(_ rows: [String]) throws -> JSONValue {
    try json("[" + rows.joined(separator: ",") + "]")
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
