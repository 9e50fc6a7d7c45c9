import CompassModels
import Foundation

/// The newest interaction with a school or a coach, said in one line: "Last contact 12 days
/// ago · Coach Key · Phone Call · Positive".
public enum LastContact {
  /// The newest of `interactions` (by when it happened, then when it was logged).
  public static func newest(_ interactions: [Interaction]) -> Interaction? {
    interactions.max { ($0.occurredAt ?? .distantPast) < ($1.occurredAt ?? .distantPast) }
  }

  /// The line for `interaction`, its day counted in `calendar` (the person's time zone).
  public static func line(
    _ interaction: Interaction, coach: Coach?, today: LocalDate, calendar: Calendar
  ) -> String {
    var parts = [when(interaction, today: today, calendar: calendar)]
    if let coach { parts.append("Coach \(coach.lastName)") }
    parts.append(interaction.type.displayName)
    if let sentiment = interaction.sentiment { parts.append(sentiment.displayName) }
    return parts.joined(separator: " · ")
  }

  /// "Last contact today", "Last contact yesterday", "Last contact 12 days ago".
  static func when(_ interaction: Interaction, today: LocalDate, calendar: Calendar) -> String {
    guard let occurred = interaction.occurredAt else { return "Last contact" }
    let days = today.dayNumber - LocalDate(occurred, in: calendar).dayNumber
    switch days {
    case ...0: return "Last contact today"
    case 1: return "Last contact yesterday"
    default: return "Last contact \(days) days ago"
    }
  }
}
