/// What the store answered instead of doing what was asked: its status and S3 error code
/// (`NoSuchKey`, `AccessDenied`, `SignatureDoesNotMatch` …).
public struct S3Error: Error, Sendable, Equatable, CustomStringConvertible {
  public let status: Int
  public let code: String
  public let message: String

  public var description: String { "S3 \(status) \(code): \(message)" }

  /// Whether the object (or upload) asked for does not exist.
  public var isMissing: Bool { status == 404 || code == "NoSuchKey" || code == "NoSuchUpload" }
}
