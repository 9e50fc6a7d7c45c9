import CompassS3
import Foundation

/// A place of its own in the test S3 store (`COMPASS_TEST_S3_URL`) for one test's server.
enum TestStore {
  /// A storage URL under a fresh prefix of the test bucket, the bucket made if need be.
  static func fresh() async throws -> String {
    guard let base = TestDatabase.s3URL, var components = URLComponents(string: base) else {
      throw CocoaError(.featureUnsupported)
    }
    components.path = "/run-\(UUID().uuidString.lowercased())"
    guard let url = components.string else { throw CocoaError(.featureUnsupported) }
    try await client(url).createBucket()
    return url
  }

  /// A client for the store at `url`, with the environment's credentials.
  static func client(_ url: String) throws -> S3Client {
    guard let credentials = S3Credentials.from(ProcessInfo.processInfo.environment) else {
      throw CocoaError(.featureUnsupported)
    }
    return S3Client(location: try S3Location(url), credentials: credentials)
  }
}
