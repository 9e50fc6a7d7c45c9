import Foundation

/// A Storage error body: `statusCode` (a string), `error` and `message`, and the HTTP status.
public struct StorageError: Error, Sendable, Equatable, Decodable {
  public let statusCode: String?
  public let error: String?
  public let message: String
  public internal(set) var status: Int = 0

  private enum CodingKeys: String, CodingKey { case statusCode, error, message }

  public init(statusCode: String?, error: String?, message: String, status: Int) {
    self.statusCode = statusCode
    self.error = error
    self.message = message
    self.status = status
  }
}

/// Reads a Storage error out of a non-2xx answer.
enum StorageErrorReader {
  static func error(in response: TransportResponse) -> StorageError? {
    guard !(200..<300).contains(response.status) else { return nil }
    guard var error = try? JSONDecoder().decode(StorageError.self, from: response.body) else {
      return StorageError(
        statusCode: String(response.status), error: nil,
        message: String(decoding: response.body, as: UTF8.self), status: response.status)
    }
    error.status = response.status
    return error
  }
}
