import CompassModels
import Foundation
import Hummingbird

/// The athlete a page's address names, so a parent can open two athletes in two tabs without
/// mixing them: `/for/<athlete id>/events` is the Events List of that athlete. The prefix is
/// taken off before routing (`AthletePathResponder`) and put back on the page's links, its
/// redirects and the forms it carries over a sign-in.
package enum AthletePath {
  static let prefix = "/for/"
  /// The sections of the site that show one athlete's data.
  static let sections = [
    "/events", "/performance", "/documents", "/schools", "/metrics", "/profile",
  ]
  private static let linkAttributes = ["href=\"", "action=\"", "formaction=\""]
  private static let idLength = 36

  /// The athlete named at the start of `path` and the path without it, when it has one.
  static func split(_ path: String) -> (athlete: UserID, rest: String)? {
    guard path.hasPrefix(prefix) else { return nil }
    let afterPrefix = path.dropFirst(prefix.count)
    guard let athlete = UserID(String(afterPrefix.prefix(idLength))) else { return nil }
    let rest = afterPrefix.dropFirst(idLength)
    guard rest.isEmpty || rest.first == "/" || rest.first == "?" else { return nil }
    return (athlete, rest.first == "/" ? String(rest) : "/" + rest)
  }

  /// `path` in `athlete`'s part of the site: a local path of one of the athlete's sections, or
  /// the home page, gets the prefix; any other stays as it is.
  static func path(_ path: String, for athlete: UserID) -> String {
    guard isAthletePage(path[...]) else { return path }
    return prefix + athlete.description + path
  }

  /// `path` as a request's own address named it: with the athlete it named, if any.
  static func path(_ path: String, addressedTo athlete: UserID?) -> String {
    athlete.map { Self.path(path, for: $0) } ?? path
  }

  /// A page's HTML with every link and form of the athlete's sections kept to `athlete`.
  static func links(in html: String, for athlete: UserID) -> String {
    var output = html
    let base = prefix + athlete.description
    for attribute in linkAttributes {
      output = output.replacingOccurrences(of: attribute + "/\"", with: attribute + base + "/\"")
      for section in sections {
        output = output.replacingOccurrences(
          of: attribute + section, with: attribute + base + section)
      }
    }
    return output
  }

  static func isAthletePage(_ path: Substring) -> Bool {
    if path == "/" || path.hasPrefix("/?") { return true }
    return sections.contains { section in
      guard path.hasPrefix(section) else { return false }
      let next = path.dropFirst(section.count).first
      return next == nil || next == "/" || next == "?" || next == "." || next == "#"
    }
  }
}

/// Answers `/for/<athlete>/…` as `/…` about that athlete (the context's `addressedAthlete`),
/// and keeps its redirects within that athlete's pages.
package struct AthletePathResponder<Inner: HTTPResponder>: HTTPResponder
where Inner.Context: SiteRequestContext {
  package typealias Context = Inner.Context
  let inner: Inner

  package init(_ inner: Inner) {
    self.inner = inner
  }

  package func respond(to request: Request, context: Context) async throws -> Response {
    guard let (athlete, rest) = AthletePath.split(request.head.path ?? "") else {
      return try await inner.respond(to: request, context: context)
    }
    var head = request.head
    head.path = rest
    var addressed = context
    addressed.addressedAthlete = athlete
    var response = try await inner.respond(
      to: Request(head: head, body: request.body), context: addressed)
    if let location = response.headers[.location], location.hasPrefix("/") {
      response.headers[.location] = AthletePath.path(location, for: athlete)
    }
    return response
  }
}
