import CompassModels
import Foundation

/// The words of Document Detail: metadata values and VoiceOver labels.
public struct DocumentText: Sendable {
  private let dayStyle: Date.FormatStyle
  private let longDayStyle: Date.FormatStyle
  private let dayTimeStyle: Date.FormatStyle

  /// `timeZone` is the user's: upload times are instants, shown in local time.
  public init(locale: Locale, timeZone: TimeZone) {
    var calendar = Calendar(identifier: .gregorian)
    calendar.locale = locale
    calendar.timeZone = timeZone
    dayStyle = Date.FormatStyle(
      date: .abbreviated, time: .omitted, locale: locale, calendar: calendar, timeZone: timeZone)
    longDayStyle = Date.FormatStyle(
      date: .long, time: .omitted, locale: locale, calendar: calendar, timeZone: timeZone)
    dayTimeStyle = Date.FormatStyle(
      date: .abbreviated, time: .shortened, locale: locale, calendar: calendar, timeZone: timeZone)
  }

  /// "v2".
  public static func versionLabel(_ document: Document) -> String { "v\(document.version)" }

  /// "Jan 15, 2025", or "Unknown" without a timestamp.
  public func uploaded(_ document: Document) -> String {
    document.createdAt.map { $0.formatted(dayStyle) } ?? "Unknown"
  }

  /// "Jan 15, 2025, 10:30 AM" for a version row.
  public func versionDate(_ document: Document) -> String {
    document.createdAt.map { $0.formatted(dayTimeStyle) } ?? "Unknown"
  }

  /// The school's name, or "General" when the document is not school-specific.
  public static func schoolName(_ document: Document, schools: [School]) -> String {
    guard let id = document.schoolID else { return "General" }
    return schools.first { $0.id == id }?.name ?? "Not specified"
  }

  /// "Freshman Highlights. Highlight Video. Version 2."
  public static func headerAccessibilityLabel(_ document: Document) -> String {
    "\(document.title). \(document.type.label). Version \(document.version)."
  }

  /// "Version 1. Uploaded January 15, 2025. Current."
  public func versionAccessibilityLabel(_ document: Document) -> String {
    let uploaded = document.createdAt.map { " Uploaded \($0.formatted(longDayStyle))." } ?? ""
    return "Version \(document.version).\(uploaded)\(document.isCurrent ? " Current." : "")"
  }

  public static let editAccessibilityLabel = "Edit document metadata"
  public static let shareAccessibilityLabel = "Share document with schools"
}
