import CompassDomain
import CompassModels
import Foundation
import SupabaseKit

/// The signed-in user's family over SupabaseKit: the same tables and functions on
/// `compass serve` and on a Supabase project (`family_links`, `profiles`, `family_invites`,
/// `create_family_invite`, `accept_family_invite`).
public struct FamilyRepository: Sendable {
  let client: SupabaseClient

  public init(client: SupabaseClient) {
    self.client = client
  }

  /// A new invite: the code to pass on and when it stops working.
  public struct CreatedInvite: Decodable, Sendable, Equatable {
    public let code: String
    public let expiresAt: String

    enum CodingKeys: String, CodingKey {
      case code
      case expiresAt = "expires_at"
    }
  }

  /// Every link the user is in, from either side.
  public func links() async throws -> [FamilyLinkRecord] {
    try await client.from("family_links").select("id,athlete_id,parent_id,access")
      .order("created_at").execute().value
  }

  /// The user's profile and those of their family, as far as they may read them.
  public func profiles() async throws -> [ProfileRecord] {
    try await client.from("profiles").select("id,display_name,role").execute().value
  }

  /// The user's invites still open at `now`, newest first.
  public func openInvites(at now: Date) async throws -> [FamilyInviteRecord] {
    try await client.from("family_invites")
      .select("id,access,email,expires_at,used_at,revoked_at")
      .is("used_at", value: nil).is("revoked_at", value: nil)
      .gt("expires_at", value: Timestamp.format(now)).order("created_at", ascending: false)
      .execute().value
  }

  public func createInvite(access: FamilyAccess, email: String?) async throws -> CreatedInvite {
    try await client.rpc(
      "create_family_invite", params: InviteArguments(access: access.rawValue, email: email)
    ).execute().value
  }

  /// Joins the family the code was made for.
  public func accept(code: String) async throws {
    let _: FamilyLinkRecord = try await client.rpc(
      "accept_family_invite", params: ["code": code]
    ).execute().value
  }

  /// Sets a parent's access (only the athlete may).
  public func setAccess(_ access: FamilyAccess, link: FamilyLinkRecord.ID) async throws {
    let changed: [FamilyLinkRecord] = try await client.from("family_links")
      .update(["access": access.rawValue], returning: .representation)
      .eq("id", value: link.description)
      .execute().value
    guard !changed.isEmpty else { throw FeatureError.forbidden }
  }

  /// Ends a link, from either side.
  public func remove(link: FamilyLinkRecord.ID) async throws {
    let removed: [FamilyLinkRecord] = try await client.from("family_links")
      .delete(returning: .representation).eq("id", value: link.description).execute().value
    guard !removed.isEmpty else { throw FeatureError.notFound }
  }

  /// Revokes one of the user's open invites at `now`.
  public func revoke(invite: FamilyInviteRecord.ID, at now: Date) async throws {
    try await client.from("family_invites")
      .update(["revoked_at": Timestamp.format(now)]).eq("id", value: invite.description)
      .execute()
  }

  private struct InviteArguments: Encodable {
    let access: String
    let email: String?
  }
}
