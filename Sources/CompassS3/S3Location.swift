import Foundation

/// Where stored files live in an S3-compatible store, from `--storage-url`:
/// `s3://BUCKET[/PREFIX]?endpoint=http://host:port&region=us-east-1&path-style=1`. Without an
/// endpoint it is AWS's regional one; path-style addresses the bucket in the path (MinIO, Ceph,
/// SeaweedFS, Garage and most local stand-ins), otherwise in the host name (AWS, R2).
public struct S3Location: Sendable, Equatable {
  public let bucket: String
  /// Prepended to every object's key (`compass/` for `s3://bucket/compass`), or empty.
  public let prefix: String
  public let endpoint: URL
  public let region: String
  public let pathStyle: Bool

  /// Why a storage URL was refused, in words for the person starting the server.
  public struct Refusal: Error, CustomStringConvertible {
    public let description: String
  }

  public init(_ text: String) throws {
    guard let url = URLComponents(string: text), url.scheme == "s3",
      let bucket = url.host, Self.isBucketName(bucket)
    else {
      throw Refusal(description: "a storage URL reads s3://BUCKET?endpoint=…&region=…")
    }
    let options = Dictionary(
      (url.queryItems ?? []).map { ($0.name, $0.value ?? "") }, uniquingKeysWith: { $1 })
    let unknown = Set(options.keys).subtracting(["endpoint", "region", "path-style"])
    guard unknown.isEmpty else {
      throw Refusal(
        description: "unknown storage URL option \(unknown.sorted().joined(separator: ", "))")
    }
    region = options["region"].flatMap { $0.isEmpty ? nil : $0 } ?? "us-east-1"
    let endpointText = options["endpoint"] ?? "https://s3.\(region).amazonaws.com"
    guard let endpoint = URL(string: endpointText), ["http", "https"].contains(endpoint.scheme),
      endpoint.host != nil
    else {
      throw Refusal(description: "the storage endpoint must be an http or https address")
    }
    self.bucket = bucket
    self.endpoint = endpoint
    pathStyle = ["1", "true", "yes"].contains(options["path-style"]?.lowercased() ?? "")
    let path = url.path.split(separator: "/").joined(separator: "/")
    prefix = path.isEmpty ? "" : path + "/"
  }

  /// S3's rule for bucket names: 3–63 lower-case letters, digits, dots and hyphens.
  private static func isBucketName(_ name: String) -> Bool {
    (3...63).contains(name.count)
      && name.allSatisfy { $0.isASCII && ($0.isLowercase || $0.isNumber || $0 == "." || $0 == "-") }
  }
}
