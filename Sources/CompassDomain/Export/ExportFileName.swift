import CompassModels
import Foundation

/// Suggested names for exported files: lowercase, hyphenated, dated.
public enum ExportFileName {
  /// `jordan-avery-performance-2026-11-22.pdf`,
  /// `jordan-avery-performance-fastball-velocity-verified-2026-11-22.csv`: named for the athlete,
  /// so two children's exports never share a name (an athlete known only by e-mail is named by
  /// its part before the `@`).
  public static func performance(
    filter: MetricFilter, of athlete: String, on day: LocalDate, extension ext: String
  ) -> String {
    let type = filter.metricType.map { "-" + slug($0.displayName) } ?? ""
    let verified = filter.verified == .verified ? "-verified" : ""
    let name = slug(String(athlete.prefix { $0 != "@" }))
    return "\(name.isEmpty ? "" : name + "-")performance\(type)\(verified)-\(day).\(ext)"
  }

  /// `spring-showcase-2026-metrics.pdf`.
  public static func eventMetrics(_ event: Event, extension ext: String) -> String {
    let name = slug(EventListText.displayName(event))
    return "\(name.isEmpty ? "event" : name)-metrics.\(ext)"
  }

  /// `spring-showcase-2026.ics`: one event for a calendar app.
  public static func event(_ event: Event, extension ext: String) -> String {
    let name = slug(EventListText.displayName(event))
    return "\(name.isEmpty ? "event" : name).\(ext)"
  }

  /// `events-2026-11-22.ics`.
  public static func events(on day: LocalDate, extension ext: String) -> String {
    "events-\(day).\(ext)"
  }

  /// ASCII letters and digits joined by single hyphens; accents folded.
  static func slug(_ text: String) -> String {
    let folded = text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
    let words = folded.unicodeScalars.split {
      !($0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0)))
    }
    return words.map { String(String.UnicodeScalarView($0)) }.joined(separator: "-").prefix(60)
      .trimmingCharacters(in: ["-"])
  }
}
