import CompassHTTP
import CompassModels
import CompassServices
import CompassStore
import Hummingbird

extension RestController {
  /// The functions callable as `POST /rest/v1/rpc/<name>`.
  static let functions =
    ["create_family_invite", "accept_family_invite", "create_share_link"]
    + CalendarFunction.allCases.map(\.rawValue)

  /// `POST /rest/v1/rpc/<name>` with a JSON object of arguments: the family functions, the
  /// same names and shapes as the hosted SQL's, and the calendar feed's (this server only);
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
        case "create_share_link":
          result = try await shareLink(for: user, arguments, request)
        default:
          result = try await calendar(function, for: user, arguments, request)
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
}
