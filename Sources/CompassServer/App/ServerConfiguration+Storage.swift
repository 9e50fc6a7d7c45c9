import CompassS3
import CompassServices
import Foundation
import Logging

/// Where stored files' bytes go, as configured.
struct FileStores {
  /// The data folder's `storage`: the spool uploads arrive in, wherever they are kept.
  let spool: FileStore
  let objects: any ObjectBytes
  let resumable: any ResumableBytes
}

extension ServerConfiguration {
  /// The data folder's, or an S3-compatible store's from `storageURL` and the AWS credentials
  /// in `environment`; a URL that reads as none, or one without credentials, is refused.
  func fileStores(environment: [String: String], logger: Logger) throws -> FileStores {
    let spool = FileStore(
      root: URL(fileURLWithPath: dataDirectory).appending(path: "storage"))
    guard let storageURL else {
      return FileStores(spool: spool, objects: spool, resumable: spool)
    }
    let location: S3Location
    do {
      location = try S3Location(storageURL)
    } catch let refusal as S3Location.Refusal {
      throw ConfigurationProblem("--storage-url: \(refusal.description)")
    }
    guard let credentials = S3Credentials.from(environment) else {
      throw ConfigurationProblem(
        "--storage-url needs AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY in the environment")
    }
    let client = S3Client(location: location, credentials: credentials)
    return FileStores(
      spool: spool, objects: S3ObjectBytes(client: client, spool: spool, logger: logger),
      resumable: S3ResumableBytes(client: client, logger: logger))
  }
}
