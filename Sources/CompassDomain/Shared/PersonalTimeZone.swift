import Foundation

/// Whose clock "today" runs on: the zone a person chose on their account, else the one their
/// device or browser reports, else UTC. Only IANA names the system knows count, so a cookie or a
/// setting cannot name a zone that does not exist.
public enum PersonalTimeZone {
  /// The account setting, in the user's metadata (`user_metadata.time_zone`); absent means
  /// "follow the device".
  public static let metadataKey = "time_zone"

  /// The zones US families mostly live in, offered first in the setting.
  public static let common = [
    "America/New_York", "America/Chicago", "America/Denver", "America/Phoenix",
    "America/Los_Angeles", "America/Anchorage", "Pacific/Honolulu", "America/Puerto_Rico",
  ]

  /// Every zone the setting offers: the system's IANA names, sorted.
  public static let all: [String] = known.sorted()

  private static let known = Set(TimeZone.knownTimeZoneIdentifiers).union(["UTC"])

  /// The zone named `identifier`, when it is an IANA name the system knows.
  public static func named(_ identifier: String?) -> TimeZone? {
    guard let identifier, known.contains(identifier) else { return nil }
    return TimeZone(identifier: identifier)
  }

  /// The person's zone: `chosen` on the account wins, then `reported` by the device.
  public static func resolve(chosen: String?, reported: String?) -> TimeZone {
    named(chosen) ?? named(reported) ?? utc
  }

  /// A Gregorian calendar in `zone`: what every "today", relative date and local time of a
  /// person is computed with.
  public static func calendar(in zone: TimeZone) -> Calendar {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = zone
    return calendar
  }

  static let utc = TimeZone(identifier: "UTC") ?? .gmt
}
