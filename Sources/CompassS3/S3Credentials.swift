import Foundation

/// The keys requests to the store are signed with, from the standard `AWS_ACCESS_KEY_ID`,
/// `AWS_SECRET_ACCESS_KEY` and (for temporary credentials) `AWS_SESSION_TOKEN`.
public struct S3Credentials: Sendable, Equatable {
  public let accessKey: String
  public let secretKey: String
  public let sessionToken: String?

  public init(accessKey: String, secretKey: String, sessionToken: String? = nil) {
    self.accessKey = accessKey
    self.secretKey = secretKey
    self.sessionToken = sessionToken
  }

  /// The credentials in `environment`, or `nil` when the key id or secret is missing.
  public static func from(_ environment: [String: String]) -> S3Credentials? {
    guard let key = environment["AWS_ACCESS_KEY_ID"], !key.isEmpty,
      let secret = environment["AWS_SECRET_ACCESS_KEY"], !secret.isEmpty
    else { return nil }
    let token = environment["AWS_SESSION_TOKEN"].flatMap { $0.isEmpty ? nil : $0 }
    return S3Credentials(accessKey: key, secretKey: secret, sessionToken: token)
  }
}
