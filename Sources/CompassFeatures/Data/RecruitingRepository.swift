import CompassModels
import Foundation
import SupabaseKit

/// What the recruiting screens show, read in one go: the athlete's schools, coaches, where
/// each school stands, every contact and the follow-ups still open.
public struct RecruitingData: Codable, Sendable, Equatable {
  public var schools: [School] = []
  public var coaches: [Coach] = []
  public var standings: [SchoolStatus] = []
  public var interactions: [Interaction] = []
  public var followUps: [FollowUp] = []
  public var events: [Event] = []
  /// The athlete's profile, for the graduation year the contact rules count from.
  public var profile: AthleteProfile?

  public init() {}
}

/// The athlete's recruiting rows over SupabaseKit (REST on either backend, under its rules).
public struct RecruitingRepository: Sendable {
  let client: SupabaseClient

  public init(client: SupabaseClient) {
    self.client = client
  }

  /// Everything the recruiting screens show for `user` (the athlete on screen).
  public func load(for user: UserID) async throws -> RecruitingData {
    let owner = user.description
    var data = RecruitingData()
    data.schools = try await client.from("schools").select().eq("user_id", value: owner)
      .order("name").execute().value
    data.coaches = try await client.from("coaches").select().eq("user_id", value: owner)
      .order("last_name").execute().value
    data.standings = try await client.from("school_statuses").select()
      .eq("user_id", value: owner).execute().value
    data.interactions = try await client.from("interactions").select()
      .eq("user_id", value: owner).order("occurred_at", ascending: false).execute().value
    data.followUps = try await client.from("follow_ups").select().eq("user_id", value: owner)
      .eq("status", value: FollowUpStatus.open.rawValue).order("due_date").execute().value
    data.events = try await client.from("events").select().eq("user_id", value: owner)
      .order("start_date", ascending: false).execute().value
    let profiles: [AthleteProfile] = try await client.from("athlete_profiles").select()
      .eq("user_id", value: owner).execute().value
    data.profile = profiles.first
    return data
  }
}
