import CompassStore
import HTTPTypes

extension PostgrestError {
  /// The status PostgREST answers this kind of refusal with.
  package var status: HTTPResponse.Status { kind.status }
}

extension PostgrestError.Kind {
  /// The status PostgREST answers this kind of refusal with.
  package var status: HTTPResponse.Status {
    switch self {
    case .invalid: .badRequest
    case .missing: .notFound
    case .clash: .conflict
    case .denied: .forbidden
    case .signInRequired: .unauthorized
    case .unacceptable: .notAcceptable
    case .beyondRange: .rangeNotSatisfiable
    case .tooLarge: .contentTooLarge
    case .throttled: .tooManyRequests
    case .unsupportedMethod: .methodNotAllowed
    case .unavailable: .serviceUnavailable
    case .failed: .internalServerError
    }
  }
}
