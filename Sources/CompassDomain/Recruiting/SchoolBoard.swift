import CompassModels
import Foundation

/// The Schools page as a board: one column per status in the order a relationship goes, each
/// school under its status (a school with none is still being researched), the most recently
/// contacted first and never-contacted ones last by name, with counts per status.
public struct SchoolBoard: Sendable {
  /// One school on the board.
  public struct Card: Sendable, Identifiable {
    public let school: School
    public let standing: SchoolStatus?
    public let lastContact: Interaction?
    public var id: School.ID { school.id }
  }

  /// One status's schools.
  public struct Column: Sendable, Identifiable {
    public let status: RecruitingStatus
    public let cards: [Card]
    public var id: String { status.rawValue }
  }

  public let columns: [Column]

  public init(schools: [School], standings: [SchoolStatus], interactions: [Interaction]) {
    let standingBySchool = Dictionary(standings.map { ($0.schoolID, $0) }) { first, _ in first }
    let contactsBySchool = Dictionary(grouping: interactions.filter { $0.schoolID != nil }) {
      $0.schoolID
    }
    let cards = schools.map { school in
      Card(
        school: school, standing: standingBySchool[school.id],
        lastContact: LastContact.newest(contactsBySchool[school.id] ?? []))
    }
    let byStatus = Dictionary(grouping: cards) { $0.standing?.status ?? .researching }
    let known = RecruitingStatus.allCases
    let other = byStatus.keys.filter { !known.contains($0) }.sorted { $0.rawValue < $1.rawValue }
    columns = (known + other).map { status in
      Column(status: status, cards: (byStatus[status] ?? []).sorted(by: Self.newerContactFirst))
    }
  }

  /// How many schools each status holds, every status listed.
  public var counts: [(RecruitingStatus, Int)] { columns.map { ($0.status, $0.cards.count) } }

  private static func newerContactFirst(_ a: Card, _ b: Card) -> Bool {
    switch (a.lastContact?.occurredAt, b.lastContact?.occurredAt) {
    case (let x?, let y?) where x != y: x > y
    case (.some, nil): true
    case (nil, .some): false
    default: a.school.name.localizedStandardCompare(b.school.name) == .orderedAscending
    }
  }
}

extension RecruitingStatus {
  /// "Researching", "Not a fit" …
  public var displayName: String {
    switch self {
    case .researching: "Researching"
    case .contacted: "Contacted"
    case .talking: "Talking"
    case .visited: "Visited"
    case .offered: "Offered"
    case .committed: "Committed"
    case .notAFit: "Not a fit"
    default: humanizedRawValue
    }
  }
}

extension SchoolInterest {
  /// "High interest" …
  public var displayName: String {
    switch self {
    case .high: "High interest"
    case .medium: "Medium interest"
    case .low: "Low interest"
    default: humanizedRawValue
    }
  }
}
