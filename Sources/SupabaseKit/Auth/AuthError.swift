import Foundation

/// Why an auth call failed.
public enum AuthError: Error, Sendable, Equatable {
  /// GoTrue's error: its string `code` (`invalid_credentials`, `user_already_exists`, …).
  case api(message: String, code: String, status: Int)
  /// The password is too weak (shorter than the server's minimum).
  case weakPassword(message: String)
  /// No one is signed in.
  case sessionMissing

  /// GoTrue's string code, when there is one.
  public var code: String? {
    switch self {
    case .api(_, let code, _): code
    case .weakPassword: "weak_password"
    case .sessionMissing: nil
    }
  }
}
