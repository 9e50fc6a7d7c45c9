import CompassModels
import Foundation

/// A coach's link as both backends serve it (`share_links`), without its token.
public struct ShareLinkRecord: Codable, Sendable, Equatable, Identifiable {
  public let id: String
  public let schoolID: String
  public let label: String?
  public let includesMetrics: Bool
  public let expiresAt: String
  public let revokedAt: String?
  public let createdAt: String

  public init(
    id: String, schoolID: String, label: String?, includesMetrics: Bool, expiresAt: String,
    revokedAt: String?, createdAt: String
  ) {
    self.id = id
    self.schoolID = schoolID
    self.label = label
    self.includesMetrics = includesMetrics
    self.expiresAt = expiresAt
    self.revokedAt = revokedAt
    self.createdAt = createdAt
  }

  enum CodingKeys: String, CodingKey {
    case id, label
    case schoolID = "school_id"
    case includesMetrics = "include_metrics"
    case expiresAt = "expires_at"
    case revokedAt = "revoked_at"
    case createdAt = "created_at"
  }

  /// Whether the link still opens its page at `now`.
  public func isOpen(at now: Date) -> Bool {
    revokedAt == nil && (Timestamp.parse(expiresAt).map { $0 > now } ?? false)
  }
}

/// One thing opened through a link as both backends serve it (`share_link_views`).
public struct ShareViewRecord: Codable, Sendable, Equatable, Identifiable {
  public let id: String
  public let linkID: String
  public let documentID: String?
  public let kind: String
  public let agent: String
  public let occurredAt: String

  public init(
    id: String, linkID: String, documentID: String?, kind: String, agent: String,
    occurredAt: String
  ) {
    self.id = id
    self.linkID = linkID
    self.documentID = documentID
    self.kind = kind
    self.agent = agent
    self.occurredAt = occurredAt
  }

  enum CodingKeys: String, CodingKey {
    case id, kind, agent
    case linkID = "link_id"
    case documentID = "document_id"
    case occurredAt = "occurred_at"
  }
}

extension ShareActivity {
  /// The activity of `views` through `links`, each named by its link's school.
  public init(
    views: [ShareViewRecord], links: [ShareLinkRecord], schoolNames: [String: String],
    timeZone: TimeZone, locale: Locale
  ) {
    let schoolOfLink = Dictionary(
      links.map { ($0.id, schoolNames[$0.schoolID] ?? "a school's") },
      uniquingKeysWith: { a, _ in a })
    let read = views.compactMap { record -> View? in
      guard let kind = ShareViewKind(rawValue: record.kind),
        let at = Timestamp.parse(record.occurredAt), let school = schoolOfLink[record.linkID]
      else { return nil }
      return View(
        school: school, kind: kind, document: record.documentID, at: at, agent: record.agent)
    }
    self.init(read, timeZone: timeZone, locale: locale)
  }
}
