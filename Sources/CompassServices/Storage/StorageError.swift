import CompassModels
import CompassS3
import CompassStore
import HTTPTypes

/// A storage failure as Supabase Storage reports it: `statusCode` is a string in the body, and
/// the HTTP status is 400 except for authorization (403), size (413) and range (416) failures.
package struct StorageError: Error, Equatable {
  package let statusCode: String
  package let error: String
  package let message: String
  package let httpStatus: HTTPResponse.Status

  package init(
    _ statusCode: String, _ error: String, _ message: String,
    httpStatus: HTTPResponse.Status = .badRequest
  ) {
    self.statusCode = statusCode
    self.error = error
    self.message = message
    self.httpStatus = httpStatus
  }

  package static let objectNotFound = StorageError("404", "not_found", "Object not found")
  package static let bucketNotFound = StorageError("404", "Bucket not found", "Bucket not found")
  package static let duplicate = StorageError("409", "Duplicate", "The resource already exists")
  package static let rowLevelSecurity = StorageError(
    "403", "Unauthorized", "new row violates row-level security policy")
  package static let signInRequired = StorageError(
    "403", "Unauthorized", "A signed-in user's token is required", httpStatus: .forbidden)
  package static let tooLarge = StorageError(
    "413", "Payload too large", "The object exceeded the maximum allowed size",
    httpStatus: .contentTooLarge)
  package static let missingBody = StorageError("400", "InvalidRequest", "The request has no file")

  /// No storage route answers this path and verb, or a route failed unexpectedly; the real
  /// status is sent, as Storage does for its router's own errors.
  package static func routeFailure(
    _ status: HTTPResponse.Status, method: HTTPRequest.Method, path: String
  )
    -> StorageError
  {
    switch status {
    case .notFound:
      StorageError(
        "404", "Not Found",
        "Route \(method.rawValue):\(PostgrestError.excerpt(path)) not found",
        httpStatus: .notFound)
    case .contentTooLarge: tooLarge
    case .internalServerError:
      StorageError(
        "500", "internal", "The storage request failed", httpStatus: .internalServerError)
    default:
      StorageError(
        String(status.code), status.reasonPhrase, status.reasonPhrase, httpStatus: status)
    }
  }

  package static func invalidJWT(_ message: String) -> StorageError {
    StorageError("400", "InvalidJWT", message)
  }

  package static func invalidKey(_ detail: String) -> StorageError {
    StorageError("400", "InvalidKey", "Invalid key: \(detail)")
  }

  package static func invalidRequest(_ message: String) -> StorageError {
    StorageError("400", "InvalidRequest", message)
  }

  /// A `Content-Type` that is not exactly one media type (`image/png, text/html`).
  package static func invalidMimeType(_ given: String) -> StorageError {
    StorageError(
      "415", "invalid_mime_type", "mime type \(PostgrestError.excerpt(given)) is not supported",
      httpStatus: .unsupportedMediaType)
  }

  /// The file's bytes are not the kind its type says (`FileContents`).
  package static func unreadableFile(_ message: String) -> StorageError {
    StorageError("422", "InvalidFile", message, httpStatus: .unprocessableContent)
  }

  package static func rangeNotSatisfiable(size: Int64) -> StorageError {
    StorageError(
      "416", "InvalidRange", "The range does not fit an object of \(size) bytes",
      httpStatus: .rangeNotSatisfiable)
  }
}

extension StorageError {
  /// `error` as Supabase Storage says it, when it is a storage or file store refusal.
  package static func from(_ error: any Error) -> StorageError? {
    if let store = error as? S3Error { return StorageError(store) }
    return (error as? StorageError) ?? (error as? ObjectRefusal).map(StorageError.init)
  }

  /// The S3 store's failure: bytes it no longer has read as a missing object; anything else
  /// (the store down, unreachable, refusing our keys) is a 503 to try again later, its detail
  /// kept out of the answer.
  package init(_ store: S3Error) {
    self =
      store.isMissing
      ? .objectNotFound
      : StorageError(
        "503", "StoreUnavailable", "The file store is not answering; try again in a moment",
        httpStatus: .serviceUnavailable)
  }

  /// What Supabase Storage answers for the file store's refusal.
  package init(_ refusal: ObjectRefusal) {
    switch refusal {
    case .invalidKey(let detail): self = .invalidKey(detail)
    case .bucketNotFound: self = .bucketNotFound
    case .objectNotFound: self = .objectNotFound
    case .duplicate: self = .duplicate
    case .signInRequired: self = .signInRequired
    case .notTheCallers: self = .rowLevelSecurity
    case .invalidRequest(let message): self = .invalidRequest(message)
    }
  }
}
