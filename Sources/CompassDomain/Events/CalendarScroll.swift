import CompassModels

/// Where the list scrolls when a calendar day is tapped.
public enum CalendarScroll {
  /// The first event in the list as shown (filtered and sorted) that covers `day`;
  /// `nil` when none does, so the tap does nothing.
  public static func target(for day: LocalDate, in shownEvents: EventResults) -> Event.ID? {
    position(for: day, in: shownEvents).map(shownEvents.id(at:))
  }

  /// Where in the shown list that first event is, so a paged list can open its page.
  public static func position(for day: LocalDate, in shownEvents: EventResults) -> Int? {
    let dayNumber = day.dayNumber
    return shownEvents.indices.first { position in
      let span = shownEvents.daySpan(at: position)
      return span.first <= dayNumber && dayNumber <= span.last
    }
  }
}
