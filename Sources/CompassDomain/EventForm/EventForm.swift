import CompassModels
import Foundation

/// What the user has typed into the create or edit form, kept as typed so nothing is lost
/// when saving fails. Setting a start fills or shifts the end the way calendar apps do.
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
  public var endDate: LocalDate?
  public private(set) var startTime: LocalTime?
  public var endTime: LocalTime?
  public var checkinTime: LocalTime?
  public var location = ""
  public var address = ""
  public var city = ""
  public private(set) var state = ""
  public var description = ""
  public var registered = false
  public var attended = false
  public var performanceNotes = ""

  /// An empty form for a new event.
  public init() {}

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
    description = event.description ?? ""
    registered = event.registered
    attended = event.attended
    performanceNotes = event.performanceNotes ?? ""
  }

  /// Sets the start date; an empty end date takes the same day, a set one moves with it so the
  /// event keeps its length.
  public mutating func setStartDate(_ date: LocalDate?) {
    if let date, let old = startDate, let end = endDate {
      endDate = end.adding(days: date.dayNumber - old.dayNumber)
    } else if let date, endDate == nil {
      endDate = date
    }
    startDate = date
  }

  /// Call when the start-date picker appears: it shows today, so today is stored too, and the
  /// form can be submitted for an event dated today.
  public mutating func startDatePickerOpened(today: LocalDate) {
    if startDate == nil { setStartDate(today) }
  }

  /// Sets the start time; an empty end time becomes one hour later (wrapping past midnight),
  /// a set one moves with it.
  public mutating func setStartTime(_ time: LocalTime?) {
    if let time, let old = startTime, let end = endTime {
      endTime = end.adding(minutes: (time.secondOfDay - old.secondOfDay) / 60)
    } else if let time, endTime == nil {
      endTime = time.adding(minutes: 60)
    }
    startTime = time
  }

  /// The start-time switch: on proposes 9:00, off clears the time.
  public mutating func startTimeToggled(on: Bool) {
    setStartTime(on ? (startTime ?? Self.defaultStartTime) : nil)
  }

  /// The end-time switch: on proposes start + 1 hour (never "now"), off clears it.
  public mutating func endTimeToggled(on: Bool) {
    endTime = on ? (endTime ?? suggestedEndTime) : nil
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
  }

  /// Whether anything differs from `original`: the discard prompt looks at every field.
  public func hasChanges(comparedTo original: EventForm) -> Bool {
    self != original
  }

  static func costText(_ cost: Double) -> String {
    Int(exactly: cost).map(String.init) ?? String(format: "%.2f", cost)
  }
}
