import CompassModels
import Foundation

/// What the user has typed into the create or edit form, kept as typed so nothing is lost
/// when saving fails. On a new event the end date and time follow the start (same day, an hour
/// later) until the user sets them; an edit never changes a field the user did not.
public struct EventForm: Hashable, Sendable {
  public static let nameLimit = 255
  /// The start time the time toggle proposes when none is set.
  public static let defaultStartTime = LocalTime(hour: 9, minute: 0)!

  public var type: EventType?
  public var name = ""
  public var school = SchoolChoice.notSelected
  public var eventSource: EventSource?
  public var costText = ""
  public var url = ""
  public private(set) var startDate: LocalDate?
  public private(set) var endDate: LocalDate?
  public private(set) var startTime: LocalTime?
  public private(set) var endTime: LocalTime?
  public var checkinTime: LocalTime?
  public var location = ""
  public var address = ""
  public var city = ""
  public private(set) var state = ""
  /// The event's own time zone (an IANA name); empty means the athlete's.
  public private(set) var timeZone = ""
  public var description = ""
  public var registered = false
  public var attended = false
  public var performanceNotes = ""
  /// Whether the end date still follows the start: on a new event, until the user sets it.
  public private(set) var endDateFollowsStart = false
  /// Whether the end time still follows the start: on a new event, until the user sets it.
  public private(set) var endTimeFollowsStart = false
  /// Whether the time zone still follows the place: on a new event, until the user picks one.
  public private(set) var timeZoneFollowsPlace = false

  /// An empty form for a new event, whose end follows its start.
  public init() {
    endDateFollowsStart = true
    endTimeFollowsStart = true
    timeZoneFollowsPlace = true
  }

  /// The edit form, filled from the saved event.
  public init(event: Event) {
    type = event.type
    name = event.name
    school = event.schoolID.map(SchoolChoice.existing) ?? .none
    eventSource = event.eventSource
    costText = event.cost.map(Self.costText) ?? ""
    url = event.url ?? ""
    startDate = event.startDate
    endDate = event.endDate
    startTime = event.startTime
    endTime = event.endTime
    checkinTime = event.checkinTime
    location = event.location ?? ""
    address = event.address ?? ""
    city = event.city ?? ""
    state = event.state ?? ""
    timeZone = event.timeZone ?? ""
    description = event.description ?? ""
    registered = event.registered
    attended = event.attended
    performanceNotes = event.performanceNotes ?? ""
  }

  /// Sets the start date; an end date that follows it takes the same day.
  public mutating func setStartDate(_ date: LocalDate?) {
    startDate = date
    if endDateFollowsStart { endDate = date }
  }

  /// The user's end date: from now on it stays as they set it.
  public mutating func setEndDate(_ date: LocalDate?) {
    endDate = date
    endDateFollowsStart = false
  }

  /// Call when the start-date picker appears: it shows today, so today is stored too, and the
  /// form can be submitted for an event dated today.
  public mutating func startDatePickerOpened(today: LocalDate) {
    if startDate == nil { setStartDate(today) }
  }

  /// Sets the start time; an end time that follows it becomes one hour later (wrapping past
  /// midnight), or none with no start time.
  public mutating func setStartTime(_ time: LocalTime?) {
    startTime = time
    if endTimeFollowsStart { endTime = time?.adding(minutes: 60) }
  }

  /// The user's end time: from now on it stays as they set it.
  public mutating func setEndTime(_ time: LocalTime?) {
    endTime = time
    endTimeFollowsStart = false
  }

  /// The start-time switch: on proposes 9:00, off clears the time.
  public mutating func startTimeToggled(on: Bool) {
    setStartTime(on ? (startTime ?? Self.defaultStartTime) : nil)
  }

  /// The end-time switch: on proposes start + 1 hour (never "now"), off clears it.
  public mutating func endTimeToggled(on: Bool) {
    setEndTime(on ? (endTime ?? suggestedEndTime) : nil)
  }

  /// The check-in switch: on proposes half an hour before the start, off clears it.
  public mutating func checkinTimeToggled(on: Bool) {
    checkinTime = on ? (checkinTime ?? suggestedCheckinTime) : nil
  }

  /// Thirty minutes before the start time, or before 9:00 when there is none.
  public var suggestedCheckinTime: LocalTime {
    (startTime ?? Self.defaultStartTime).adding(minutes: -30)
  }

  /// One hour after the start time, or after 9:00 when there is none.
  public var suggestedEndTime: LocalTime {
    (startTime ?? Self.defaultStartTime).adding(minutes: 60)
  }

  /// The most a state holds: its two-letter abbreviation.
  public static let stateLimit = 2

  /// State as typed, uppercased, without spaces and at most two characters, as the spec's
  /// "2 char max, uppercase" field keeps it (the form warns unless it is two letters).
  public mutating func setState(_ text: String) {
    state = String(text.filter { !$0.isWhitespace }.uppercased().prefix(Self.stateLimit))
    placeChanged()
  }

  /// The city or state changed: a time zone that follows the place takes the one proposed for
  /// it (`EventTimeZone.proposed`), or none for a place not known.
  public mutating func placeChanged() {
    guard timeZoneFollowsPlace else { return }
    timeZone = EventTimeZone.proposed(city: city, state: state) ?? ""
  }

  /// The user's time zone (empty: the athlete's): from now on it stays as they set it.
  public mutating func setTimeZone(_ identifier: String) {
    timeZone = identifier
    timeZoneFollowsPlace = false
  }

  /// Whether any field differs from `original`: the discard prompt looks at every field
  /// (which end fields still follow the start is not a change).
  public func hasChanges(comparedTo original: EventForm) -> Bool {
    var fields = self
    fields.endDateFollowsStart = original.endDateFollowsStart
    fields.endTimeFollowsStart = original.endTimeFollowsStart
    fields.timeZoneFollowsPlace = original.timeZoneFollowsPlace
    return fields != original
  }

  static func costText(_ cost: Double) -> String {
    Int(exactly: cost).map(String.init) ?? String(format: "%.2f", cost)
  }
}
