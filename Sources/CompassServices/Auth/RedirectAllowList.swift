import Foundation

/// Where a mailed link may send its person on to (`redirect_to`): this server's own address,
/// or a place its operator named (`--redirect-url`, such as the app's `compass://auth`). Any
/// other target is ignored, as GoTrue ignores one outside its allow list, so a link can never
/// hand a session to somebody else's site.
package struct RedirectAllowList: Sendable {
  package static let longest = 2_048

  let origin: String
  let places: [String]

  package init(origin: String, places: [String]) {
    self.origin = origin
    self.places = places.filter { !$0.isEmpty }
  }

  /// `target` when it is allowed, without a fragment of its own; `nil` otherwise.
  package func allowed(_ target: String?) -> String? {
    guard let target, !target.isEmpty, target.utf8.count <= Self.longest,
      let parts = URLComponents(string: target), parts.scheme != nil, parts.user == nil,
      parts.password == nil
    else { return nil }
    let base = String(target.prefix { $0 != "#" })
    let allowed = ([origin] + places).contains { Self.target(base, isUnder: $0) }
    return allowed ? base : nil
  }

  /// Whether `target` is `place` or below it: a path under it, or its query.
  private static func target(_ target: String, isUnder place: String) -> Bool {
    guard target.lowercased().hasPrefix(place.lowercased()) else { return false }
    let rest = target.dropFirst(place.count)
    guard let next = rest.first else { return true }
    return place.hasSuffix("/") || place.hasSuffix(":") || next == "/" || next == "?"
  }
}
