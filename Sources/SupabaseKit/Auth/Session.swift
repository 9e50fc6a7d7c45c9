import CompassModels
import Foundation

/// A signed-in session as GoTrue returns it; persisted by a `SessionStore`.
public struct Session: Codable, Sendable, Equatable {
  public var accessToken: String
  public var tokenType: String
  public var expiresIn: Int
  /// Seconds since 1970 when `accessToken` stops working.
  public var expiresAt: Int
  public var refreshToken: String
  public var user: User

  enum CodingKeys: String, CodingKey {
    case accessToken = "access_token"
    case tokenType = "token_type"
    case expiresIn = "expires_in"
    case expiresAt = "expires_at"
    case refreshToken = "refresh_token"
    case user
  }

  /// Whether the token expires within `margin` seconds of `now`.
  public func expires(within margin: TimeInterval, of now: Date) -> Bool {
    TimeInterval(expiresAt) - now.timeIntervalSince1970 <= margin
  }
}

/// The signed-in user, as GoTrue describes them.
public struct User: Codable, Sendable, Equatable, Identifiable {
  public var id: UUID
  public var aud: String
  public var email: String?
  public var phone: String?
  public var role: String?
  public var createdAt: String
  public var updatedAt: String?
  public var emailConfirmedAt: String?
  public var lastSignInAt: String?
  public var userMetadata: [String: AnyJSON]
  public var appMetadata: [String: AnyJSON]
  public var isAnonymous: Bool?
  /// The address an address change waits to confirm.
  public var newEmail: String?

  enum CodingKeys: String, CodingKey {
    case id, aud, email, phone, role
    case newEmail = "new_email"
    case createdAt = "created_at"
    case updatedAt = "updated_at"
    case emailConfirmedAt = "email_confirmed_at"
    case lastSignInAt = "last_sign_in_at"
    case userMetadata = "user_metadata"
    case appMetadata = "app_metadata"
    case isAnonymous = "is_anonymous"
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    id = try container.decode(UUID.self, forKey: .id)
    aud = try container.decodeIfPresent(String.self, forKey: .aud) ?? ""
    email = try container.decodeIfPresent(String.self, forKey: .email)
    phone = try container.decodeIfPresent(String.self, forKey: .phone)
    role = try container.decodeIfPresent(String.self, forKey: .role)
    createdAt = try container.decodeIfPresent(String.self, forKey: .createdAt) ?? ""
    updatedAt = try container.decodeIfPresent(String.self, forKey: .updatedAt)
    emailConfirmedAt = try container.decodeIfPresent(String.self, forKey: .emailConfirmedAt)
    lastSignInAt = try container.decodeIfPresent(String.self, forKey: .lastSignInAt)
    userMetadata =
      try container.decodeIfPresent([String: AnyJSON].self, forKey: .userMetadata) ?? [:]
    appMetadata = try container.decodeIfPresent([String: AnyJSON].self, forKey: .appMetadata) ?? [:]
    isAnonymous = try container.decodeIfPresent(Bool.self, forKey: .isAnonymous)
    newEmail = try container.decodeIfPresent(String.self, forKey: .newEmail)
  }
}

/// What sign-up returns: the user, and a session when the account needs no confirmation.
public struct AuthResponse: Sendable, Equatable {
  public let user: User
  public let session: Session?
}

/// A change of who is signed in, as `authStateChanges` reports it.
public enum AuthChangeEvent: String, Sendable {
  case initialSession, signedIn, signedOut, tokenRefreshed, userUpdated, passwordRecovery
}

/// What a code typed from a mail is for, in GoTrue's words (`verifyOTP`).
public enum EmailOTPType: String, Sendable {
  case recovery, signup, email, magiclink
  case emailChange = "email_change"
}

/// Any JSON value (user metadata), by supabase-swift's name: the one JSON value type the
/// app's models use.
public typealias AnyJSON = JSONValue
