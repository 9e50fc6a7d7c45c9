import CompassDomain
import CompassModels
import Foundation
import SupabaseKit

/// Private calendar links to an athlete's season and their reminders (`rpc/create_calendar_feed`
/// and its siblings, served by `compass serve`; a hosted Supabase project answers them as
/// unknown functions).
public struct CalendarFeedRepository: Sendable {
  let client: SupabaseClient

  public init(client: SupabaseClient) {
    self.client = client
  }

  /// A new link, as the server made it; any earlier link of the user's to this season ends.
  public struct Link: Decodable, Sendable, Equatable {
    public let url: String
    public let webcal: String
  }

  /// Whether the user has a link to the season, and the reminders it carries (the standard
  /// ones when there is none yet).
  public struct Settings: Sendable, Equatable {
    public let isSubscribed: Bool
    public let reminders: FeedReminders
  }

  public func create(for athlete: UserID) async throws -> Link {
    try await client.rpc("create_calendar_feed", params: ["athlete": athlete.description])
      .execute().value
  }

  public func settings(for athlete: UserID) async throws -> Settings {
    let record: SettingsRecord = try await client.rpc(
      "calendar_feed_settings", params: ["athlete": athlete.description]
    ).execute().value
    return record.settings
  }

  /// Keeps `reminders` on the user's link to the season.
  public func setReminders(_ reminders: FeedReminders, for athlete: UserID) async throws
    -> Settings
  {
    let record: SettingsRecord = try await client.rpc(
      "set_calendar_feed_reminders",
      params: ReminderArguments(
        athlete: athlete.description, dayBeforeAt: reminders.dayBeforeAt?.hourMinute,
        checkInLeadMinutes: reminders.checkInLeadMinutes)
    ).execute().value
    return record.settings
  }

  /// Ends the user's link to the season: calendars subscribed with it stop updating.
  public func end(for athlete: UserID) async throws -> Settings {
    let record: SettingsRecord = try await client.rpc(
      "end_calendar_feed", params: ["athlete": athlete.description]
    ).execute().value
    return record.settings
  }
}

/// The functions' answer on the wire.
private struct SettingsRecord: Decodable {
  struct Reminders: Decodable {
    let dayBeforeAt: String?
    let checkInLeadMinutes: Int?

    enum CodingKeys: String, CodingKey {
      case dayBeforeAt = "day_before_at"
      case checkInLeadMinutes = "check_in_lead_minutes"
    }
  }

  let subscribed: Bool
  let reminders: Reminders

  var settings: CalendarFeedRepository.Settings {
    CalendarFeedRepository.Settings(
      isSubscribed: subscribed,
      reminders: FeedReminders(
        dayBeforeAt: reminders.dayBeforeAt.flatMap(LocalTime.init),
        checkInLeadMinutes: reminders.checkInLeadMinutes))
  }
}

/// `set_calendar_feed_reminders`' arguments: a reminder left out is off.
private struct ReminderArguments: Encodable {
  let athlete: String
  let dayBeforeAt: String?
  let checkInLeadMinutes: Int?

  enum CodingKeys: String, CodingKey {
    case athlete
    case dayBeforeAt = "day_before_at"
    case checkInLeadMinutes = "check_in_lead_minutes"
  }
}
