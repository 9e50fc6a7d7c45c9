import CompassModels
import CompassStore
import Hummingbird

extension RestController {
  /// The functions callable as `POST /rest/v1/rpc/<name>`.
  static let functions = ["create_family_invite", "accept_family_invite", "create_calendar_feed"]

  /// `POST /rest/v1/rpc/<name>` with a JSON object of arguments: the family functions, the
  /// same names and shapes as the hosted SQL's, and `create_calendar_feed` (this server only);
  /// any other name is PostgREST's `PGRST202`.
  func call(_ request: Request, function: String, address: String) async -> Response {
    do {
      guard Self.functions.contains(function) else {
        throw PostgrestError.unknownFunction(function)
      }
      guard case .user(let user) = try await caller(request) else {
        throw PostgrestError.permissionDenied(function: function)
      }
      guard case .object(let arguments) = try await Self.body(request) else {
        throw PostgrestError.invalidBody
      }
      let result: JSONValue
      do {
        switch function {
        case "create_family_invite":
          result = try await family.create(
            by: user, access: arguments["access"]?.stringValue ?? "edit",
            email: arguments["email"]?.stringValue)
        case "accept_family_invite":
          result = try await family.accept(
            code: arguments["code"]?.stringValue ?? "", by: user, address: address)
        default:
          result = try await calendarFeed(for: user, arguments, request)
        }
      } catch let refusal as FamilyError {
        throw refusal.postgrest
      }
      return JSONBody.response(result)
    } catch let error as PostgrestError {
      return Self.render(error)
    } catch {
      return Self.render(.internal)
    }
  }

  /// A new private feed of `athlete` (the caller's own season by default) for the caller:
  /// its address, and the same for calendar apps; the caller's earlier link stops working.
  private func calendarFeed(
    for user: UserID, _ arguments: [String: JSONValue], _ request: Request
  ) async throws -> JSONValue {
    var athlete = user
    if let given = arguments["athlete"], given != .null {
      guard let id = given.stringValue.flatMap(UserID.init) else {
        throw PostgrestError.invalidUUID(given.stringValue ?? "")
      }
      athlete = id
    }
    guard let token = try await feeds.renew(for: user, athlete: athlete) else {
      throw PostgrestError.forbidden(function: "create_calendar_feed")
    }
    let links = CalendarFeeds.links(origin: request.origin, token: token)
    return .object(["url": .string(links.url), "webcal": .string(links.webcal)])
  }
}
