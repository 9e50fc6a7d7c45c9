import CompassDomain
import CompassModels
import Foundation
import SupabaseKit

/// The athlete's profile for coaches (`athlete_profiles`, one row per athlete) and the
/// athlete's own name (`profiles.display_name`), on `compass serve` and on a Supabase project.
public struct AthleteProfileRepository: Sendable {
  let client: SupabaseClient

  public init(client: SupabaseClient) {
    self.client = client
  }

  /// The profile of `athlete`; `nil` when the family has not filled one in yet.
  public func profile(of athlete: UserID) async throws -> AthleteProfile? {
    let rows: [AthleteProfile] = try await client.from("athlete_profiles").select()
      .eq("user_id", value: athlete.description).execute().value
    return rows.first
  }

  /// Makes `athlete`'s profile with `columns`; `nil` when someone made it meanwhile (one per
  /// athlete), so the save goes on as an edit of theirs.
  public func create(_ columns: [String: JSONValue], for athlete: UserID) async throws
    -> AthleteProfile?
  {
    do {
      let rows: [AthleteProfile] = try await client.from("athlete_profiles").insert(
        Owned(payload: columns, userID: athlete), returning: .representation
      ).execute().value
      return rows.first
    } catch let error as PostgrestError where error.code == "23505" {
      return nil
    }
  }

  /// Saves edits of the profile `id` with only the changed columns (`EditSaver`).
  public func edits(of id: AthleteProfile.ID, for athlete: UserID) -> EditSaver<AthleteProfile> {
    RowEdits(client: client, table: "athlete_profiles", id: id.description, owner: athlete)
      .saver(columns: AthleteProfileDraft.columns(of:))
  }

  /// Sets the name `user`'s own profile shows to the family and coaches.
  public func rename(_ user: UserID, to name: String) async throws {
    try await client.from("profiles").update(["display_name": name])
      .eq("id", value: user.description).execute()
  }
}
