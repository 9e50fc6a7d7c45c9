import CompassModels
import Foundation

/// How a coach's link reads to the family: "For Georgia Tech · until Feb 24, 2027 · shows
/// verified numbers", "Revoked", "Expired on Feb 24, 2027"; and the words the forms use.
public struct ShareLinkText: Sendable {
  /// The question before a link is revoked.
  public static let revoke = Confirmation(
    title: "Revoke this link?",
    message:
      "Coaches who have the link can no longer open the page. This cannot be undone; you can make a new link.",
    confirmLabel: "Revoke")

  public static let explanation =
    "Coaches open a private page with the documents shared with their school, without an account. You see when they look. Revoke the link at any time."
  public static let noLinks = "No links yet."
  public static let created =
    "Your new link. It is shown only now: copy it and send it to the coaches."

  let timeZone: TimeZone
  let locale: Locale

  public init(timeZone: TimeZone, locale: Locale) {
    self.timeZone = timeZone
    self.locale = locale
  }

  /// The link's name: its label, else the school's.
  public func name(_ link: ShareLinkRecord, school: String) -> String {
    link.label.map { "\($0) (\(school))" } ?? "Link for \(school)"
  }

  public func status(_ link: ShareLinkRecord, now: Date) -> String {
    if link.revokedAt != nil { return "Revoked" }
    let expires = link.expiresAt
    let day = self.day(expires)
    guard expires > now else { return "Expired on \(day)" }
    return "Open until \(day)" + (link.includesMetrics ? " · shows verified numbers" : "")
  }

  /// "90 days" and the like, for the length choices.
  public static func length(_ days: Int) -> String {
    switch days {
    case 7: "1 week"
    case 30: "30 days"
    case 365: "1 year"
    default: "\(days) days"
    }
  }

  public func day(_ instant: Date) -> String {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    return instant.formatted(
      Date.FormatStyle(
        date: .abbreviated, time: .omitted, locale: locale, calendar: calendar,
        timeZone: timeZone))
  }
}
