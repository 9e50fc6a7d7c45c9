import CompassModels
import Foundation

/// One signed-in browser or app as the account's list of devices shows it, on the web and on
/// the phone: its name, when it was last used and since when it is signed in, this device
/// first.
public struct SignedInDevice: Sendable, Equatable, Identifiable {
  /// The name when nothing recognisable signed in.
  public static let unnamed = "A browser or app"

  public let id: String
  public let name: String
  /// "This device", "Active now", "2 hours ago", "Yesterday", "Nov 3".
  public let lastUse: String
  /// "Signed in Nov 3".
  public let started: String
  public let isCurrent: Bool
  public let lastUsedAt: Date

  /// - Parameter device: the name kept for the session, or the browser's whole User-Agent
  ///   (hosted Supabase keeps that), which is named here.
  public init(
    id: String, device: String?, startedAt: Date, lastUsedAt: Date, isCurrent: Bool, now: Date,
    calendar: Calendar, locale: Locale
  ) {
    self.id = id
    let agent = device ?? ""
    let named = agent.contains("/") ? DeviceName.of(userAgent: agent, clientInfo: nil) : agent
    name = named.isEmpty ? Self.unnamed : named
    lastUse =
      isCurrent
      ? "This device" : LastUse.text(lastUsedAt, now: now, calendar: calendar, locale: locale)
    started =
      "Signed in "
      + LastUse.dayText(
        LocalDate(startedAt, in: calendar), today: LocalDate(now, in: calendar), locale: locale)
    self.isCurrent = isCurrent
    self.lastUsedAt = lastUsedAt
  }

  /// The list as shown: this device first, then the others by their last use, newest first.
  public static func listed(_ devices: [SignedInDevice]) -> [SignedInDevice] {
    devices.filter(\.isCurrent)
      + devices.filter { !$0.isCurrent }.sorted { $0.lastUsedAt > $1.lastUsedAt }
  }
}
