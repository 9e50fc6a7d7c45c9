import CompassHTTP
import CompassModels
import CompassServices
import CompassStore
import Foundation
import Hummingbird

extension RestController {
  /// The functions callable as `POST /rest/v1/rpc/<name>`.
  static let functions =
    [
      "create_family_invite", "accept_family_invite", "create_share_link", "delete_account",
      "account_sessions", "end_account_session",
    ]
    + CalendarFunction.allCases.map(\.rawValue) + DigestFunction.allCases.map(\.rawValue)

  /// `POST /rest/v1/rpc/<name>` with a JSON object of arguments: the family functions, the
  /// same names and shapes as the hosted SQL's, and the calendar feed's and the morning
  /// e-mail's (this server only); any other name is PostgREST's `PGRST202`.
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
        case "delete_account":
          result = try await deleteAccount(user, password: arguments["password"]?.stringValue)
        case "account_sessions":
          result = try await accountSessions(user, request)
        case "end_account_session":
          result = try await endAccountSession(user, arguments["session"]?.stringValue)
        default:
          if let asked = DigestFunction(rawValue: function) {
            result = try await digest(asked, for: user, arguments)
          } else {
            result = try await calendar(function, for: user, arguments, request)
          }
        }
      } catch let refusal as FamilyError {
        throw refusal.postgrest
      }
      return JSONBody.response(result)
    } catch let error as AuthError {
      return Self.render(Self.refusal(error))
    } catch let error as PostgrestError {
      return Self.render(error)
    } catch {
      return Self.render(DatabaseErrorMapping.refusal(error) ?? .internal)
    }
  }
}

extension RestController {
  /// `delete_account(password)`: the caller's account and everything of theirs (an athlete's
  /// data and files; a parent's links), once the password is theirs. The hosted SQL's function
  /// of the same name does the same on Supabase.
  func deleteAccount(_ user: UserID, password: String?) async throws -> JSONValue {
    guard let account = try await accounts.auth.store.user(id: user.description) else {
      throw PostgrestError.permissionDenied(function: "delete_account")
    }
    try await accounts.close(account, password: password)
    return .null
  }

  /// A wrong password as PostgreSQL says it (`28P01`), and the sign-in lock-out as a 429.
  static func refusal(_ error: AuthError) -> PostgrestError {
    switch error.status {
    case .tooManyRequests:
      PostgrestError(code: "P0001", message: error.message, kind: .throttled)
    default:
      PostgrestError(
        code: "28P01", message: "The password is not this account's", kind: .denied)
    }
  }
}

extension RestController {
  /// `account_sessions()`: the caller's signed-in devices, the most recently used first, each
  /// `{id, user_agent, created_at, last_used_at, current}` (`user_agent` is the device's name
  /// here; hosted Supabase's function gives the browser's own words).
  func accountSessions(_ user: UserID, _ request: Request) async throws -> JSONValue {
    let current = try? await tokens.verifyAccessToken(request.bearerToken ?? "").sessionID
    let sessions = try await accounts.auth.store.sessions(of: user)
    return .array(
      sessions.map { session in
        .object([
          "id": .string(session.id), "user_agent": session.device.map(JSONValue.string) ?? .null,
          "created_at": .string(Timestamp.format(session.startedAt)),
          "last_used_at": .string(Timestamp.format(session.lastUsedAt)),
          "current": .bool(session.id.lowercased() == current?.lowercased()),
        ])
      })
  }

  /// `end_account_session(session)`: signs one of the caller's devices out; another person's
  /// session id ends nothing.
  func endAccountSession(_ user: UserID, _ session: String?) async throws -> JSONValue {
    guard let session, UUID(uuidString: session) != nil else {
      throw PostgrestError.invalidUUID(session ?? "")
    }
    try await accounts.auth.store.endSession(session, of: user)
    return .null
  }
}
