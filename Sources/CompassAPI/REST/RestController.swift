import CompassHTTP
import CompassModels
import CompassServices
import CompassStore
import Foundation
import HTTPTypes
import Hummingbird
import Logging

/// `/rest/v1/<table>`: PostgREST's read and write verbs over the registry's tables.
package struct RestController: Sendable {
  static let singularMediaType = "application/vnd.pgrst.object+json"

  let engine: RestEngine
  let tokens: TokenService
  let family: FamilyInvites
  let feeds: CalendarFeeds
  let shares: ShareLinks
  let origin: SiteOrigin
  let accounts: AccountClosing
  let digests: FollowUpDigests

  package init(
    engine: RestEngine, tokens: TokenService, family: FamilyInvites, feeds: CalendarFeeds,
    shares: ShareLinks, origin: SiteOrigin, accounts: AccountClosing, digests: FollowUpDigests
  ) {
    self.origin = origin
    self.digests = digests
    self.accounts = accounts
    self.engine = engine
    self.tokens = tokens
    self.family = family
    self.feeds = feeds
    self.shares = shares
  }

  /// The verbs a table answers.
  static let methods: [HTTPRequest.Method] = [.get, .head, .post, .put, .patch, .delete]

  package func addRoutes(to group: RouterGroup<some RequestContext>) {
    for method in Self.methods {
      group.on(":table", method: method, use: table)
    }
    group.on(":table", method: .options, use: options)
    group.on("rpc/:function", method: .post, use: function)
    group.on("rpc/:function", method: .get, use: functionByGET)
  }

  /// A table's rows: read, written or removed, as the method says.
  @Sendable func table(_ request: Request, context: some RequestContext) async -> Response {
    await handle(request, table: context.parameters.get("table") ?? "", logger: context.logger)
  }

  /// The verbs a table answers.
  @Sendable func options(_ request: Request, context: some RequestContext) -> Response {
    Response(
      status: .ok,
      headers: [.allow: (["OPTIONS"] + Self.methods.map(\.rawValue)).joined(separator: ",")])
  }

  /// One of the SQL functions the clients call (`rpc/<name>`).
  @Sendable func function(_ request: Request, context: some RequestContext) async -> Response {
    await call(
      request, function: context.parameters.get("function") ?? "",
      address: (context as? any RemoteAddressRequestContext)?.remoteAddress?.ipAddress ?? "")
  }

  /// Our functions change data, so a GET of one is refused as PostgREST refuses it.
  @Sendable func functionByGET(_ request: Request, context: some RequestContext) -> Response {
    Self.render(.unknownFunction(context.parameters.get("function") ?? ""))
  }

  func handle(_ request: Request, table name: String, logger: Logger) async -> Response {
    do {
      let caller = try await caller(request)
      let profileHeader: HTTPField.Name =
        request.method == .get || request.method == .head ? .acceptProfile : .contentProfile
      if let profile = request.headers[profileHeader], profile != "public" {
        throw PostgrestError.invalidSchema(profile)
      }
      guard let table = TableRegistry.table(name) else {
        throw PostgrestError.unknownTable(name, suggestion: Self.closestTable(to: name))
      }
      let query = try RestQueryParser(table: table).parse(Self.pairs(request.uri.query))
      let prefer = PreferHeader(request.headers[.prefer])
      let singular = request.headers[.accept]?.contains(Self.singularMediaType) ?? false
      let scope = RowScope(caller: caller)
      switch request.method {
      case .get, .head:
        let outcome = try await engine.select(table, query, scope: scope, count: prefer.countExact)
        return try readResponse(
          outcome, query: query, singular: singular, head: request.method == .head)
      case .post:
        let body = try await Self.body(request)
        let outcome = try await engine.insert(
          table, query, body: body, scope: scope, resolution: prefer.resolution,
          singular: singular)
        return writeResponse(
          outcome, prefer: prefer, singular: singular, write: .insert)
      case .put:
        let body = try await Self.body(request)
        let outcome = try await engine.insert(
          table, try PutRequest.query(query, table: table),
          body: try PutRequest.body(
            body, query: query, table: table), scope: scope,
          resolution: .mergeDuplicates, singular: singular)
        return writeResponse(outcome, prefer: prefer, singular: singular, write: .insert)
      case .patch:
        let body = try await Self.body(request)
        let outcome = try await engine.update(
          table, query, body: body, scope: scope, singular: singular)
        return writeResponse(
          outcome, prefer: prefer, singular: singular, write: .update)
      default:
        let outcome = try await engine.delete(table, query, scope: scope, singular: singular)
        return writeResponse(
          outcome, prefer: prefer, singular: singular, write: .delete)
      }
    } catch let error as PostgrestError {
      return Self.render(error)
    } catch {
      logger.error("REST request failed: \(String(reflecting: error))")
      return Self.render(.internal)
    }
  }

  private func readResponse(
    _ outcome: RestEngine.JSONOutcome, query: RestQuery, singular: Bool, head: Bool
  ) throws -> Response {
    let offset = query.offset ?? 0
    if let total = outcome.total, offset > total {
      throw PostgrestError.rangeNotSatisfiable(total: total)
    }
    if singular, outcome.rows.count != 1 { throw PostgrestError.singular(rows: outcome.rows.count) }
    let headers: HTTPFields = [
      .contentRange: Self.contentRange(
        first: offset, count: outcome.rows.count, total: outcome.total)
    ]
    var status = HTTPResponse.Status.ok
    if let total = outcome.total, outcome.rows.count < total { status = .partialContent }
    if head { return Response(status: status, headers: headers) }
    return Self.rows(outcome, singular: singular, status: status, headers: headers)
  }

  private enum Write { case insert, update, delete }

  private func writeResponse(
    _ outcome: RestEngine.JSONOutcome, prefer: PreferHeader, singular: Bool, write: Write
  ) -> Response {
    let returning = singular ? .representation : (prefer.returning ?? .minimal)
    let total = prefer.countExact ? outcome.rows.count : nil
    let headers: HTTPFields = [
      .contentRange: write == .update
        ? Self.contentRange(first: 0, count: outcome.rows.count, total: total)
        : "*/\(total.map(String.init) ?? "*")"
    ]
    let status: HTTPResponse.Status =
      write == .insert
      ? (outcome.created ? .created : .ok) : (returning == .representation ? .ok : .noContent)
    guard returning == .representation else { return Response(status: status, headers: headers) }
    return Self.rows(outcome, singular: singular, status: status, headers: headers)
  }

  /// The rows as a JSON array, or the one row as an object under the singular media type.
  private static func rows(
    _ outcome: RestEngine.JSONOutcome, singular: Bool, status: HTTPResponse.Status,
    headers: HTTPFields
  ) -> Response {
    var headers = headers
    headers[.contentType] =
      singular ? "\(singularMediaType); charset=utf-8" : "application/json; charset=utf-8"
    var body = outcome.jsonArray
    if singular {
      guard outcome.rows.count == 1, let row = outcome.rows.first else {
        return render(.singular(rows: outcome.rows.count))
      }
      body = row
    }
    return JSONBody.response(text: body, status: status, headers: headers)
  }

  /// Who the request's bearer token names, or PostgREST's JWT error.
  func caller(_ request: Request) async throws -> Caller {
    do {
      return try await tokens.caller(bearer: request.bearerToken)
    } catch .expired {
      throw PostgrestError.jwt("JWT expired", code: "PGRST303")
    } catch {
      throw PostgrestError.jwt("JWSError JWSInvalidSignature")
    }
  }

  static func body(_ request: Request) async throws -> JSONValue {
    do {
      guard let body = try await JSONBody.read(request) else { throw PostgrestError.invalidBody }
      return body
    } catch let error as PostgrestError {
      throw error
    } catch {
      throw PostgrestError.invalidBody
    }
  }

  /// `0-9/42`, `*/0`, `0-9/*`.
  static func contentRange(first: Int, count: Int, total: Int?) -> String {
    let range = count == 0 ? "*" : "\(first)-\(first + count - 1)"
    return "\(range)/\(total.map(String.init) ?? "*")"
  }

  /// The query's pairs, refusing malformed percent-encoding as PostgREST does.
  static func pairs(_ query: String?) throws -> [(key: String, value: String)] {
    do {
      return try QueryString.strictPairs(query)
    } catch {
      throw PostgrestError.parse(
        "query string", details: "invalid percent-encoding in \"\(error.pair)\"")
    }
  }

  package static func render(_ error: PostgrestError) -> Response {
    render(error, status: error.status)
  }

  /// `error` answered with `status`: a route's own failure keeps the status it had.
  package static func render(_ error: PostgrestError, status: HTTPResponse.Status) -> Response {
    var headers: HTTPFields = [.proxyStatus: "PostgREST; error=\(error.code)"]
    if status == .unauthorized { headers[.wwwAuthenticate] = "Bearer" }
    let body: JSONValue = [
      "code": .string(error.code), "details": error.details.map(JSONValue.string) ?? .null,
      "hint": error.hint.map(JSONValue.string) ?? .null, "message": .string(error.message),
    ]
    return JSONBody.response(body, status: status, headers: headers)
  }

  /// The registry's table nearest to a mistyped name, if it is close.
  static func closestTable(to name: String) -> String? {
    guard name.count <= 64 else { return nil }
    return TableRegistry.tables.keys.map { ($0, editDistance($0, name)) }.filter { $0.1 <= 3 }
      .min { $0.1 < $1.1 }?.0
  }

  private static func editDistance(_ lhs: String, _ rhs: String) -> Int {
    let left = Array(lhs)
    let right = Array(rhs)
    var previous = Array(0...right.count)
    for (i, l) in left.enumerated() {
      var current = [i + 1]
      for (j, r) in right.enumerated() {
        current.append(min(previous[j] + (l == r ? 0 : 1), previous[j + 1] + 1, current[j] + 1))
      }
      previous = current
    }
    return previous[right.count]
  }
}
