/// What the store answered instead of doing what was asked: its status and S3 error code
/// (`NoSuchKey`, `AccessDenied`, `SignatureDoesNotMatch` …).
public struct S3Error: Error, Sendable, Equatable, CustomStringConvertible {
  public let status: Int
  public let code: String
  public let message: String

  public init(status: Int, code: String, message: String) {
    self.status = status
    self.code = code
    self.message = message
  }

  public var description: String { "S3 \(status) \(code): \(message)" }

  /// Whether the object (or upload) asked for does not exist.
  public var isMissing: Bool { status == 404 || code == "NoSuchKey" || code == "NoSuchUpload" }
}

extension S3Error {
  /// The store could not be reached, or the connection broke before it answered.
  static func unreachable(_ error: any Error) -> S3Error {
    S3Error(status: 503, code: "StoreUnreachable", message: "\(error)")
  }

  /// Runs `work`, any failure that is not the store's own answer said as `unreachable`.
  static func reaching<T>(_ work: () async throws -> T) async throws -> T {
    do {
      return try await work()
    } catch let error as S3Error {
      throw error
    } catch {
      throw unreachable(error)
    }
  }
}
