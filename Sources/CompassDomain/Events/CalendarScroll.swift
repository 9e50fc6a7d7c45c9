import CompassModels

/// Where the list scrolls when a calendar day is tapped.
public enum CalendarScroll {
  /// The first event in the list as shown (filtered and sorted) that covers `day`;
  /// `nil` when none does, so the tap does nothing.
  public static func target(for day: LocalDate, in shownEvents: EventResults) -> Event.ID? {
    let dayNumber = day.dayNumber
    let position = shownEvents.indices.first { position in
      let span = shownEvents.daySpan(at: position)
      return span.first <= dayNumber && dayNumber <= span.last
    }
    return position.map(shownEvents.id(at:))
  }
}
