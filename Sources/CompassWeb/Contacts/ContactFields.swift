import CompassDomain
import CompassModels
import Foundation

/// The contact form as a browser posts it, with an edit's start (`EditFormCarrier`).
struct ContactFields: Codable, Sendable, EditFormCarrier {
  var type: String?
  var direction: String?
  var schoolID: String?
  var coachID: String?
  var eventID: String?
  var date: String?
  var time: String?
  var subject: String?
  var content: String?
  var sentiment: String?
  var followUpDue: String?
  var followUpTitle: String?
  var opened: String?
  var openedAt: String?
  var resolve: String?
  var clashes: String?

  enum CodingKeys: String, CodingKey {
    case type, direction, date, time, subject, content, sentiment, opened, resolve, clashes
    case schoolID = "school_id"
    case coachID = "coach_id"
    case eventID = "event_id"
    case followUpDue = "follow_up_due"
    case followUpTitle = "follow_up_title"
    case openedAt = "opened_at"
  }

  /// The fields as the form shows `form`: what a browser posts when nothing is changed.
  init(shown form: ContactForm) {
    type = form.type.rawValue
    direction = form.direction.rawValue
    schoolID = form.schoolID?.description ?? ""
    coachID = form.coachID?.description ?? ""
    eventID = form.eventID?.description ?? ""
    date = form.date?.description ?? ""
    time = form.time?.hourMinute ?? ""
    subject = form.subject
    content = form.content
    sentiment = form.sentiment?.rawValue ?? ""
  }

  /// The typed form; anything unreadable is left empty for the form's own messages.
  func form(today: LocalDate) -> ContactForm {
    var form = ContactForm(today: today)
    form.type = InteractionType(known: type) ?? form.type
    form.direction = InteractionDirection(known: direction) ?? form.direction
    form.schoolID = schoolID.flatMap(School.ID.init)
    form.coachID = coachID.flatMap(Coach.ID.init)
    form.eventID = eventID.flatMap(Event.ID.init)
    form.date = date.flatMap(LocalDate.init)
    form.time = time.flatMap { $0.isEmpty ? nil : LocalTime($0) }
    form.subject = subject ?? ""
    form.content = content ?? ""
    form.sentiment = InteractionSentiment(known: sentiment)
    form.followUpDue = followUpDue.flatMap(LocalDate.init)
    form.followUpTitle = followUpTitle ?? ""
    return form
  }
}

/// The follow-up form as a browser posts it.
struct FollowUpFields: Decodable, Sendable {
  let title: String?
  let notes: String?
  let dueDate: String?
  let schoolID: String?
  let coachID: String?

  enum CodingKeys: String, CodingKey {
    case title, notes
    case dueDate = "due_date"
    case schoolID = "school_id"
    case coachID = "coach_id"
  }

  /// The typed form over `saved` (a new follow-up when `nil`).
  func form(over saved: FollowUp?, today: LocalDate) -> FollowUpForm {
    var form = saved.map { FollowUpForm(editing: $0, today: today) } ?? FollowUpForm(today: today)
    form.title = title ?? ""
    form.notes = notes ?? ""
    form.dueDate = dueDate.flatMap(LocalDate.init)
    form.schoolID = schoolID.flatMap(School.ID.init)
    form.coachID = coachID.flatMap(Coach.ID.init)
    return form
  }
}

/// How a follow-up was done, as posted.
struct FollowUpDoneFields: Decodable, Sendable {
  let type: String?
  let note: String?
}

/// How long a follow-up is put off, as posted.
struct FollowUpSnoozeFields: Decodable, Sendable {
  let until: String?
}
