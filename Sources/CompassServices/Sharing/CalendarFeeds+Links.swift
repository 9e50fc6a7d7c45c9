import CompassHTTP
import CompassModels
import CompassStore
import Crypto
import Foundation

/// Where a calendar feed is found, and the tag of what it serves.
extension CalendarFeeds {
  /// A feed's address on `origin`, and the same for calendar apps (`webcal://`).
  package static func links(origin: String, token: String) -> (url: String, webcal: String) {
    let url = "\(origin)/calendar/\(token).ics"
    let scheme = url.prefix { $0 != ":" }
    return (url, "webcal" + url.dropFirst(scheme.count))
  }

  /// The entity tag of a feed's bytes, so an unchanged season answers 304.
  package static func tag(of body: Data) -> String {
    "\"" + HexText.lowercase(SHA256.hash(data: body)).prefix(32) + "\""
  }
}
