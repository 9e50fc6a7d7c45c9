import CompassFormats
import CompassModels
import Foundation

/// Open follow-ups as a feed carries them: an all-day item on the day each is due, its title
/// marked "Follow-up:" and its category "Follow-up" so no one takes it for an event, free time
/// (it blocks nothing), linking to the contact log, and, when the person keeps reminders, an
/// alert at 9:00 that morning. Done and dropped ones leave the feed.
public enum FollowUpEntries {
  /// What marks a follow-up in a calendar.
  public static let prefix = "Follow-up: "
  public static let category = "Follow-up"
  /// When that morning the alert comes: 9:00.
  static let alertOffset = 9 * 3600

  /// The VEVENT lines of `followUps` that are open; `link` is where each opens.
  public static func lines(
    _ followUps: [FollowUp], remind: Bool, link: String, names: (FollowUp) -> String?
  ) -> [String] {
    followUps.filter { $0.status == .open }.sorted {
      ($0.dueDate, $0.title) < ($1.dueDate, $1.title)
    }
    .flatMap { followUp in
      var lines = [
        "BEGIN:VEVENT", "UID:follow-up-\(followUp.id)@recruitingcompass.app",
        "DTSTAMP:\(ICalendarText.utc(followUp.updatedAt ?? followUp.createdAt ?? Date(timeIntervalSince1970: 0)))",
      ]
      lines += ICalendar.span(
        of: CalendarEntry.Span(
          start: followUp.dueDate, end: followUp.dueDate.adding(days: 1), startTime: nil,
          endTime: nil),
        zone: nil)
      lines += [
        "SUMMARY:\(ICalendarText.escape(prefix + followUp.title))",
        "CATEGORIES:\(category)", "TRANSP:TRANSPARENT", "URL:\(link)",
        "DESCRIPTION:\(ICalendarText.escape(description(followUp, about: names(followUp))))",
      ]
      if remind {
        lines += [
          "BEGIN:VALARM", "ACTION:DISPLAY",
          "DESCRIPTION:\(ICalendarText.escape(prefix + followUp.title))",
          "TRIGGER:\(ICalendarText.duration(seconds: alertOffset))", "END:VALARM",
        ]
      }
      lines.append("END:VEVENT")
      return lines
    }
  }

  /// "Coach Key · Georgia Tech", the notes, and how to mark it done.
  static func description(_ followUp: FollowUp, about: String?) -> String {
    ([about, followUp.notes].compactMap { $0 }.filter { !$0.isEmpty }
      + ["A follow-up from your contact log: mark it done, snooze or drop it there."])
      .joined(separator: "\n\n")
  }
}
