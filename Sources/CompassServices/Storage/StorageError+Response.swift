import CompassHTTP
import CompassStore
import HTTPTypes
import Hummingbird

extension StorageError {
  /// The error as Storage sends it: `{statusCode, error, message}` with the HTTP status.
  package func response(headers: HTTPFields = [:]) -> Response {
    JSONBody.response(
      .object([
        "statusCode": .string(statusCode), "error": .string(error), "message": .string(message),
      ]), status: httpStatus, headers: headers)
  }
}
