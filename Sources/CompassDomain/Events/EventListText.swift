import CompassModels
import Foundation

/// The words of the Events List: counts, card lines and VoiceOver labels.
public struct EventListText: Sendable {
  public static let nameLimit = 60
  public static let unknownEventName = "Unknown event"

  private let dates: EventDateText
  private let locale: Locale

  public init(locale: Locale) {
    self.locale = locale
    dates = EventDateText(locale: locale)
  }

  /// "1 result" / "12 results".
  public static func resultCount(_ count: Int) -> String {
    count == 1 ? "1 result" : "\(count) results"
  }

  /// The name as a card shows it: a placeholder when blank, cut to 60 characters with "…".
  public static func cardName(_ event: Event) -> String {
    let name = displayName(event)
    guard name.count > nameLimit else { return name }
    return String(name.prefix(nameLimit - 1)).trimmingCharacters(in: .whitespaces) + "…"
  }

  /// The full name, or "Unknown event" when the row has none.
  public static func displayName(_ event: Event) -> String {
    let name = event.name
    // Most names need no trimming; Foundation's trimming is slow on Linux, so skip it then.
    let needsTrimming = name.first?.isWhitespace == true || name.last?.isWhitespace == true
    let trimmed = needsTrimming ? name.trimmingCharacters(in: .whitespacesAndNewlines) : name
    return trimmed.isEmpty ? unknownEventName : trimmed
  }

  public static let notesPreviewLimit = 120

  /// The card's preview of the performance notes: one line of at most 120 characters, cut at a
  /// word with "…"; `nil` when there are none.
  public static func notesPreview(_ event: Event) -> String? {
    guard let notes = event.performanceNotes else { return nil }
    let words = notes.split(whereSeparator: \.isWhitespace)
    guard !words.isEmpty else { return nil }
    let line = words.joined(separator: " ")
    guard line.count > notesPreviewLimit else { return line }
    let cut = line.prefix(notesPreviewLimit - 1)
    let atWord = cut.lastIndex(of: " ").map { cut[..<$0] } ?? cut
    return atWord.trimmingCharacters(in: .punctuationCharacters.union(.whitespaces)) + "…"
  }

  /// "$150.00", or "Free" for zero.
  public func cost(_ amount: Double) -> String {
    guard amount != 0 else { return "Free" }
    return amount.formatted(.currency(code: "USD").locale(locale))
  }

  /// "Atlanta, GA" from location, else from city and state.
  public static func place(_ event: Event) -> String? {
    if let location = event.location?.trimmingSpaces, !location.isEmpty {
      return location
    }
    let parts = [event.city, event.state].compactMap { $0?.trimmingSpaces }
      .filter { !$0.isEmpty }
    return parts.isEmpty ? nil : parts.joined(separator: ", ")
  }

  /// "9:00 AM – 5:00 PM", "9:00 AM", or `nil` for an all-day event.
  public func timeSpan(_ event: Event) -> String? {
    guard let start = event.startTime else { return nil }
    guard let end = event.endTime else { return dates.time(start) }
    return "\(dates.time(start)) – \(dates.time(end))"
  }

  /// "Apr 15 – 16, 2026": the card's date line.
  public func dates(_ event: Event) -> String { dates.range(of: event) }

  /// "Spring Showcase, Showcase, Apr 15 – 16, 2026, Registered."
  public func cardAccessibilityLabel(_ event: Event) -> String {
    let parts = [
      Self.displayName(event), event.type.displayName, dates.range(of: event),
      EventStatus(event).label,
    ]
    return parts.joined(separator: ", ") + "."
  }

  /// "Delete Spring Showcase".
  public static func deleteAccessibilityLabel(_ event: Event) -> String {
    "Delete \(displayName(event))"
  }

  public static let deleteConfirmation = "Are you sure you want to delete this event?"
  public static let emptyTitle = "No events yet"
  public static let emptySubtitle = "Create your first event to start tracking camps and showcases"
  public static let filteredEmptyTitle = "No events match your filters"
  public static let filteredEmptySubtitle = "Try adjusting your search criteria"
}
