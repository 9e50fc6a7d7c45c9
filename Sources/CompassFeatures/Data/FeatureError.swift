import CompassDomain
import Foundation
import SupabaseKit

/// A failure as a page shows it: what happened in the specs' words, and whether retrying or
/// signing in again is the way out.
public enum FeatureError: Error, Equatable, Sendable {
  case timedOut
  case offline
  case server
  case signedOut
  case forbidden
  case notFound
  /// The server refused the input; the message says what to fix.
  case rejected(String)
  case unexpected(String)

  public var message: String {
    switch self {
    case .timedOut: "Connection timed out"
    case .offline: "You're offline. Showing the last data loaded."
    case .server: "Server error, please try again"
    case .signedOut: "Your session has ended. Please sign in again."
    case .forbidden: "You don't have permission to do that."
    case .notFound: "This item no longer exists."
    case .rejected(let message): message
    case .unexpected(let message): message
    }
  }

  /// The server could not be reached: the page may show what it saved last time.
  public var isUnreachable: Bool { self == .offline || self == .timedOut }

  /// Reads any error from SupabaseKit (or elsewhere) as the page should show it.
  public init(_ error: any Error) {
    switch error {
    case let error as FeatureError: self = error
    case let error as EditGone: self = .rejected(error.message)
    case let error as TransportError:
      switch error {
      case .timeout: self = .timedOut
      case .offline: self = .offline
      case .cancelled: self = .unexpected("Cancelled")
      case .failed(let reason): self = .unexpected(reason)
      }
    case let error as PostgrestError:
      self = Self.status(error.status, code: error.code, message: error.message)
    case let error as StorageError:
      self = Self.status(
        Int(error.statusCode ?? "") ?? error.status, code: nil, message: error.message)
    case let error as AuthError:
      switch error {
      case .sessionMissing: self = .signedOut
      case .weakPassword(let message): self = .rejected(message)
      case .api(let message, _, let status): self = status >= 500 ? .server : .rejected(message)
      }
    default: self = .unexpected("Something went wrong: \(error.localizedDescription)")
    }
  }

  /// The alert after a failed change: "Update failed. Please try again.", or the sign-in
  /// message when the session has ended.
  public static func alert(for error: any Error, action: String) -> String {
    let failure = FeatureError(error)
    if let gone = error as? EditGone { return gone.message }
    return failure == .signedOut
      ? failure.message : EventDetailLayout.failureMessage(action: action)
  }

  private static func status(_ status: Int, code: String?, message: String) -> FeatureError {
    switch status {
    case 401: .signedOut
    case 403: .forbidden
    case 404: .notFound
    case 406 where code == "PGRST116": .notFound
    case 500...: .server
    default: .rejected(message)
    }
  }
}
