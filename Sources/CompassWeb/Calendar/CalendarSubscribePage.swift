import CompassDomain

/// "Subscribe in your calendar": the person's private feed of the athlete on the page — a new
/// link (shown once, since only its hash is kept) with "Open in Calendar", the reminders it
/// carries, and ending it.
struct CalendarSubscribePage: WebPage {
  static let template = "calendar-subscribe"

  let title = "Calendar subscription"
  let explanation = CalendarFeed.explanation
  let section = SitePath(.events).path
  let csrf: String
  let calendarName: String
  let isSubscribed: Bool
  let created: CreatedLink?
  let reminders: ReminderForm
  let error: String?

  /// A link just made.
  struct CreatedLink: Encodable {
    let https: String
    let webcal: String
    /// The `webcal://` link as a QR code, so a phone's camera subscribes from a computer's
    /// screen.
    let qr: QRImage?

    init(https: String, webcal: String) {
      self.https = https
      self.webcal = webcal
      qr = QRImage(webcal, label: "Scan with your phone's camera to subscribe there")
    }
  }

  /// The reminders as the form shows them (what was typed, after a refusal).
  struct ReminderForm: Encodable {
    var dayBefore: Bool
    var dayBeforeAt: String
    var checkIn: Bool
    var checkInLead: String

    init(_ reminders: FeedReminders) {
      dayBefore = reminders.dayBeforeAt != nil
      dayBeforeAt = (reminders.dayBeforeAt ?? FeedReminders.standard.dayBeforeAt)?.hourMinute ?? ""
      checkIn = reminders.checkInLeadMinutes != nil
      checkInLead = String(reminders.checkInLeadMinutes ?? 0)
    }

    init(dayBefore: Bool, dayBeforeAt: String, checkIn: Bool, checkInLead: String) {
      self.dayBefore = dayBefore
      self.dayBeforeAt = dayBeforeAt
      self.checkIn = checkIn
      self.checkInLead = checkInLead
    }
  }
}
