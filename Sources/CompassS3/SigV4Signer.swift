import CompassHTTP
import Crypto
import Foundation

/// Signs requests to an S3-compatible store with AWS Signature Version 4 (the `Authorization`
/// header), as the AWS SDKs and botocore sign for S3: the path encoded once and never
/// normalized, the query sorted, every header given signed. Checked against AWS's published
/// examples and botocore's signatures for the same requests.
public struct SigV4Signer: Sendable {
  public let credentials: S3Credentials
  public let region: String
  public let service: String

  /// The hash of an empty payload, and the value saying the payload is not hashed (it streams).
  public static let emptyPayloadHash =
    "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"
  public static let unsignedPayload = "UNSIGNED-PAYLOAD"

  public init(credentials: S3Credentials, region: String, service: String = "s3") {
    self.credentials = credentials
    self.region = region
    self.service = service
  }

  /// A request to sign: `path` as sent (already encoded), `query` as names and values not yet
  /// encoded, `headers` every header to sign (`Host` among them).
  public struct Request: Sendable {
    public var method: String
    public var path: String
    public var query: [(name: String, value: String)]
    public var headers: [(name: String, value: String)]
    public var payloadHash: String

    public init(
      method: String, path: String, query: [(name: String, value: String)] = [],
      headers: [(name: String, value: String)], payloadHash: String
    ) {
      self.method = method
      self.path = path
      self.query = query
      self.headers = headers
      self.payloadHash = payloadHash
    }
  }

  /// The request's headers with `X-Amz-Date`, `X-Amz-Security-Token` (temporary credentials)
  /// and `Authorization` added, signed at `date`.
  public func sign(_ request: Request, at date: Date) -> [(name: String, value: String)] {
    let stamp = AmzDate(date)
    var headers = request.headers
    headers.append(("X-Amz-Date", stamp.time))
    if let token = credentials.sessionToken { headers.append(("X-Amz-Security-Token", token)) }
    let canonical = CanonicalRequest(
      method: request.method, path: request.path, query: request.query, headers: headers,
      payloadHash: request.payloadHash)
    let scope = "\(stamp.day)/\(region)/\(service)/aws4_request"
    let toSign = [
      "AWS4-HMAC-SHA256", stamp.time, scope, Self.hex(SHA256.hash(data: Data(canonical.text.utf8))),
    ].joined(separator: "\n")
    let signature = Self.hex(
      HMAC<SHA256>.authenticationCode(for: Data(toSign.utf8), using: key(on: stamp.day)))
    headers.append(
      (
        "Authorization",
        "AWS4-HMAC-SHA256 Credential=\(credentials.accessKey)/\(scope), "
          + "SignedHeaders=\(canonical.signedHeaders), Signature=\(signature)"
      ))
    return headers
  }

  /// The key for `day`, derived from the secret through the date, region and service.
  private func key(on day: String) -> SymmetricKey {
    var key = SymmetricKey(data: Data("AWS4\(credentials.secretKey)".utf8))
    for part in [day, region, service, "aws4_request"] {
      key = SymmetricKey(
        data: Data(HMAC<SHA256>.authenticationCode(for: Data(part.utf8), using: key)))
    }
    return key
  }

  static func hex(_ digest: some Sequence<UInt8>) -> String {
    digest.map { String(format: "%02x", $0) }.joined()
  }
}

/// A request in Signature Version 4's canonical form, and the names of its signed headers.
struct CanonicalRequest {
  let text: String
  let signedHeaders: String

  init(
    method: String, path: String, query: [(name: String, value: String)],
    headers: [(name: String, value: String)], payloadHash: String
  ) {
    var values: [String: [String]] = [:]
    for (name, value) in headers {
      values[name.lowercased(), default: []].append(Self.trimmed(value))
    }
    let names = values.keys.sorted()
    var lines: [String] = []
    for name in names {
      let joined: String = values[name, default: []].joined(separator: ",")
      lines.append(name + ":" + joined + "\n")
    }
    signedHeaders = names.joined(separator: ";")
    let parts: [String] = [
      method, path.isEmpty ? "/" : path, Self.query(query), lines.joined(), signedHeaders,
      payloadHash,
    ]
    text = parts.joined(separator: "\n")
  }

  /// The query's names and values encoded, sorted by name and then value.
  private static func query(_ query: [(name: String, value: String)]) -> String {
    let pairs: [(String, String)] = query.map {
      (QueryString.encode($0.name), QueryString.encode($0.value))
    }
    let sorted = pairs.sorted { left, right in
      left.0 == right.0 ? left.1 < right.1 : left.0 < right.0
    }
    return sorted.map { $0.0 + "=" + $0.1 }.joined(separator: "&")
  }

  /// A header's value without surrounding spaces, and inner runs of spaces made one.
  private static func trimmed(_ value: String) -> String {
    value.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
  }
}

/// A moment as Signature Version 4 writes it: `20130524T000000Z`, and its day `20130524`.
struct AmzDate {
  let time: String
  let day: String

  init(_ date: Date) {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC") ?? .current
    let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
    let number = { (value: Int?, width: Int) in
      let text = String(value ?? 0)
      return String(repeating: "0", count: max(0, width - text.count)) + text
    }
    day = number(parts.year, 4) + number(parts.month, 2) + number(parts.day, 2)
    time =
      day + "T" + number(parts.hour, 2) + number(parts.minute, 2) + number(parts.second, 2) + "Z"
  }
}
