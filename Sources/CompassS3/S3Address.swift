import CompassHTTP
import Foundation

/// Where a request for one key goes: the bucket in the path (path-style) or in the host name.
struct S3Address {
  let host: String
  /// The path as sent and signed, every segment encoded once.
  let path: String
  private let base: String

  init(location: S3Location, key: String?) {
    let endpoint = location.endpoint
    let port = endpoint.port.map { ":\($0)" } ?? ""
    let hostName = endpoint.host ?? ""
    let root = endpoint.path.hasSuffix("/") ? String(endpoint.path.dropLast()) : endpoint.path
    let object =
      key.map { "/" + QueryString.encode(location.prefix + $0, keepingSlashes: true) } ?? "/"
    if location.pathStyle {
      host = hostName + port
      path = root + "/" + location.bucket + (key == nil ? "" : object)
    } else {
      host = location.bucket + "." + hostName + port
      path = root + object
    }
    base = "\(endpoint.scheme ?? "https")://\(host)"
  }

  /// The address with `query` encoded as it is signed.
  func url(query: [(String, String)]) -> String {
    let pairs = query.map { name, value in
      value.isEmpty && (name == "uploads")
        ? QueryString.encode(name)
        : "\(QueryString.encode(name))=\(QueryString.encode(value))"
    }
    return base + path + (pairs.isEmpty ? "" : "?" + pairs.joined(separator: "&"))
  }
}
