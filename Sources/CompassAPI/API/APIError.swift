import CompassServices
import CompassStore
import HTTPTypes

/// An `/api` failure: the status and the message the `{success: false, error}` body carries.
struct APIError: Error, Sendable, Equatable {
  let status: HTTPResponse.Status
  let message: String

  static let notAuthenticated = APIError(status: .unauthorized, message: "Not authenticated")

  static func invalid(_ message: String) -> APIError {
    APIError(status: .badRequest, message: message)
  }

  static func notFound(_ what: String) -> APIError {
    APIError(status: .notFound, message: "\(what) not found")
  }

  /// The API's reading of an error from the REST layer.
  init(_ error: PostgrestError) {
    switch error.status {
    case .unauthorized: self = .notAuthenticated
    case .forbidden: self.init(status: .forbidden, message: "Not authorized")
    case .badRequest, .conflict, .notAcceptable:
      self.init(status: .badRequest, message: error.message)
    default: self.init(status: .internalServerError, message: "Server error, please try again")
    }
  }

  package init(status: HTTPResponse.Status, message: String) {
    self.status = status
    self.message = message
  }
}
