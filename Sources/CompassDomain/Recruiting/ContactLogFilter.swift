import CompassModels
import Foundation

/// What the contact log shows: entries with one school, one coach, of one type, between two
/// days (in the person's zone) and matching a search, newest first.
public struct ContactLogFilter: Hashable, Sendable {
  public var schoolID: School.ID?
  public var coachID: Coach.ID?
  public var type: InteractionType?
  public var from: LocalDate?
  public var through: LocalDate?
  public var search = ""

  public init(
    schoolID: School.ID? = nil, coachID: Coach.ID? = nil, type: InteractionType? = nil,
    from: LocalDate? = nil, through: LocalDate? = nil, search: String = ""
  ) {
    self.schoolID = schoolID
    self.coachID = coachID
    self.type = type
    self.from = from
    self.through = through
    self.search = search
  }

  /// Whether anything narrows the list.
  public var isActive: Bool {
    schoolID != nil || coachID != nil || type != nil || from != nil || through != nil
      || !search.trimmingCharacters(in: .whitespaces).isEmpty
  }

  /// The entries that match, newest first (by when it happened, then when it was logged).
  /// The search looks in the subject, what was said, and the coach's and school's names.
  public func apply(
    _ interactions: [Interaction], coaches: [Coach], schools: [School], calendar: Calendar
  ) -> [Interaction] {
    let words = search.lowercased().split(whereSeparator: \.isWhitespace).map(String.init)
    let coachNames = Dictionary(coaches.map { ($0.id, $0.fullName.lowercased()) }) { a, _ in a }
    let schoolNames = Dictionary(schools.map { ($0.id, $0.name.lowercased()) }) { a, _ in a }
    return interactions.filter { entry in
      if let schoolID, entry.schoolID != schoolID { return false }
      if let coachID, entry.coachID != coachID { return false }
      if let type, entry.type != type { return false }
      if from != nil || through != nil {
        guard let occurred = entry.occurredAt else { return false }
        let day = LocalDate(occurred, in: calendar)
        if let from, day < from { return false }
        if let through, day > through { return false }
      }
      guard !words.isEmpty else { return true }
      let text = [
        entry.subject?.lowercased(), entry.content?.lowercased(),
        entry.coachID.flatMap { coachNames[$0] }, entry.schoolID.flatMap { schoolNames[$0] },
      ].compactMap { $0 }.joined(separator: " ")
      return words.allSatisfy(text.contains)
    }.sorted(by: Self.newestFirst)
  }

  /// Newest first: by when it happened, then when it was logged, then id (a stable order).
  public static func newestFirst(_ lhs: Interaction, _ rhs: Interaction) -> Bool {
    let left = (lhs.occurredAt ?? .distantPast, lhs.createdAt ?? .distantPast)
    let right = (rhs.occurredAt ?? .distantPast, rhs.createdAt ?? .distantPast)
    if left != right { return left > right }
    return lhs.id.description < rhs.id.description
  }
}
