import CompassDomain
import CompassModels
import Foundation
import SupabaseKit

/// Coaches' links of the athlete on screen and what was opened through them, over SupabaseKit:
/// the tables read the same on either backend; making a link (`create_share_link`) needs
/// `compass serve`, which serves the coaches' page.
public struct ShareLinkRepository: Sendable {
  let client: SupabaseClient

  public init(client: SupabaseClient) {
    self.client = client
  }

  /// A link just made: its address, shown once (only its token's hash is kept).
  public struct Created: Decodable, Sendable, Equatable {
    public let id: String
    public let url: String
    public let expiresAt: String

    enum CodingKeys: String, CodingKey {
      case id, url
      case expiresAt = "expires_at"
    }
  }

  public func links(of athlete: UserID) async throws -> [ShareLinkRecord] {
    try await client.from("share_links")
      .select("id,school_id,label,include_metrics,expires_at,revoked_at,created_at")
      .eq("user_id", value: athlete.description).order("created_at", ascending: false)
      .execute().value
  }

  /// What was opened through the athlete's links, of one document's versions.
  public func views(of athlete: UserID, documents: [Document.ID]) async throws
    -> [ShareViewRecord]
  {
    try await client.from("share_link_views")
      .select("id,link_id,document_id,kind,agent,occurred_at")
      .eq("user_id", value: athlete.description)
      .in("document_id", values: documents.map(\.description))
      .order("occurred_at").execute().value
  }

  public func create(for athlete: UserID, school: School.ID, terms: ShareLinkTerms) async throws
    -> Created
  {
    try await client.rpc(
      "create_share_link",
      params: LinkArguments(
        athlete: athlete.description, school: school.description, days: terms.days,
        includeMetrics: terms.includesMetrics, label: terms.label)
    ).execute().value
  }

  /// Revokes the link at `now`: its page opens nothing from the next request on.
  public func revoke(_ link: ShareLinkRecord.ID, at now: Date) async throws {
    let changed: [ShareLinkRecord] = try await client.from("share_links")
      .update(["revoked_at": Timestamp.format(now)], returning: .representation)
      .eq("id", value: link.description).execute().value
    guard !changed.isEmpty else { throw FeatureError.forbidden }
  }
}

/// `create_share_link`'s arguments.
private struct LinkArguments: Encodable {
  let athlete: String
  let school: String
  let days: Int
  let includeMetrics: Bool
  let label: String?

  enum CodingKeys: String, CodingKey {
    case athlete, school, days, label
    case includeMetrics = "include_metrics"
  }
}
