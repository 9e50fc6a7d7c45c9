// EventKit stand-in: the calendar event the app fills for EventKitUI's editor.
@_exported import FoundationShims

open class EKObject: NSObject {}

open class EKEventStore: NSObject {
  public override init() {}
}

open class EKAlarm: EKObject {
  public init(relativeOffset offset: TimeInterval) {}
  public init(absoluteDate date: Date) {}
  open var relativeOffset: TimeInterval {
    get { fatalError() }
    set {}
  }
}

open class EKCalendarItem: EKObject {
  open var title: String!
  open var location: String?
  open var notes: String?
  open var url: URL?
  open var timeZone: TimeZone?
  open var alarms: [EKAlarm]?
  open func addAlarm(_ alarm: EKAlarm) {}
}

open class EKEvent: EKCalendarItem {
  public init(eventStore: EKEventStore) {}
  open var startDate: Date!
  open var endDate: Date!
  open var isAllDay: Bool {
    get { fatalError() }
    set {}
  }
}
