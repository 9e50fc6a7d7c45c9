import CompassHTTP
import CompassStore

/// Where a coaches' link leads.
extension ShareLinks {
  /// The page's address on `origin`.
  package static func url(origin: String, token: String) -> String {
    "\(origin)/s/\(token)"
  }
}
