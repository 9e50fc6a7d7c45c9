import CompassModels

/// Where the list scrolls when a calendar day is tapped.
public enum CalendarScroll {
  /// The first event in the list as shown (filtered and sorted) that covers `day`;
  /// `nil` when none does, so the tap does nothing.
  public static func target(for day: LocalDate, in shownEvents: [Event]) -> Event.ID? {
    shownEvents.first { $0.startDate <= day && day <= $0.lastDate }?.id
  }
}
