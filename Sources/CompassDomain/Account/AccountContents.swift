import Foundation

/// What an account holds, counted before it is deleted, and said as the person will read it
/// on the web and on the phone: an athlete loses all of it; a parent's own data is their links.
public struct AccountContents: Sendable, Equatable {
  public var events = 0
  public var metrics = 0
  public var documents = 0
  public var files = 0
  public var fileBytes: Int64 = 0
  public var schools = 0
  public var coaches = 0
  public var interactions = 0
  public var followUps = 0
  public var shareLinks = 0
  public var calendarFeeds = 0
  /// The names of the family members linked to the person.
  public var family: [String] = []

  public init() {}

  /// One line per kind of thing an athlete's deletion takes, the empty ones left out.
  public var deletedLines: [String] {
    let size = ByteCountFormatter.string(fromByteCount: fileBytes, countStyle: .file)
    let lines: [(Int, String)] = [
      (events, Self.count(events, "event", "events") + " with their notes and coaches present"),
      (metrics, Self.count(metrics, "logged metric", "logged metrics")),
      (
        documents,
        Self.count(documents, "document", "documents") + " with every version ("
          + Self.count(files, "file", "files") + ", \(size))"
      ),
      (schools, Self.count(schools, "school", "schools")),
      (coaches, Self.count(coaches, "coach", "coaches")),
      (interactions, Self.count(interactions, "entry", "entries") + " in the contact log"),
      (followUps, Self.count(followUps, "follow-up", "follow-ups")),
      (
        shareLinks,
        Self.count(shareLinks, "coaches' link", "coaches' links")
          + " and the record of who opened them"
      ),
      (calendarFeeds, Self.count(calendarFeeds, "calendar feed", "calendar feeds")),
    ]
    return lines.filter { $0.0 > 0 }.map(\.1)
  }

  /// Who loses what when the link to them ends.
  public func familyLine(isParent: Bool) -> String? {
    guard !family.isEmpty else { return nil }
    let names =
      family.count == 1
      ? family[0] : family.dropLast().joined(separator: ", ") + " and " + (family.last ?? "")
    return isParent
      ? "Your link to \(names) ends. Their data stays with them; you will no longer see it."
      : "\(names) will no longer see your data."
  }

  static func count(_ count: Int, _ one: String, _ many: String) -> String {
    count == 1 ? "1 \(one)" : "\(count) \(many)"
  }
}
