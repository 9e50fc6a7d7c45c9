import CompassModels
import Foundation

/// The contact log's add and edit form: what happened (type, who reached out, what was said,
/// how it felt), with whom (school, coach, the event it was at) and when, in the person's zone.
/// A new entry may also set a follow-up's due day.
public struct ContactForm: Hashable, Sendable {
  /// The time an entry gets when none is typed.
  public static let defaultTime = LocalTime(hour: 12, minute: 0) ?? LocalTime.midnight
  /// How far back an entry may be dated, in years.
  public static let oldest = 10

  public var type = InteractionType.phoneCall
  public var direction = InteractionDirection.outbound
  public var schoolID: School.ID?
  public var coachID: Coach.ID?
  public var eventID: Event.ID?
  public var date: LocalDate?
  public var time: LocalTime?
  public var subject = ""
  public var content = ""
  public var sentiment: InteractionSentiment?
  /// A follow-up to add with a new entry: due that day (none when no day is chosen).
  public var followUpDue: LocalDate?
  public var followUpTitle = ""
  public let today: LocalDate

  /// A new entry, dated today.
  public init(today: LocalDate) {
    self.today = today
    date = today
  }

  /// The form over a saved entry, its day and time in `calendar` (the person's zone).
  public init(editing interaction: Interaction, calendar: Calendar, today: LocalDate) {
    self.today = today
    type = interaction.type
    direction = interaction.direction
    schoolID = interaction.schoolID
    coachID = interaction.coachID
    eventID = interaction.eventID
    subject = interaction.subject ?? ""
    content = interaction.content ?? ""
    sentiment = interaction.sentiment
    if let occurred = interaction.occurredAt {
      date = LocalDate(occurred, in: calendar)
      let parts = calendar.dateComponents([.hour, .minute], from: occurred)
      time = LocalTime(hour: parts.hour ?? 12, minute: parts.minute ?? 0)
    }
  }

  /// Messages per field. A coach chosen with another school than theirs is refused; a coach
  /// chosen alone brings their school (`payload`).
  public func validate(coaches: [Coach]) -> [ContactFormField: String] {
    var errors: [ContactFormField: String] = [:]
    if content.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
      errors[.content] = ContactFormMessage.contentRequired
    }
    if let problem = dateProblem { errors[.date] = problem }
    if let coachID {
      if let coach = coaches.first(where: { $0.id == coachID }) {
        if let schoolID, let theirs = coach.schoolID, theirs != schoolID {
          errors[.coach] = ContactFormMessage.coachElsewhere(coach)
        }
      } else {
        errors[.coach] = ContactFormMessage.coachUnknown
      }
    }
    if let followUpDue, followUpDue < today {
      errors[.followUpDue] = ContactFormMessage.followUpInPast
    }
    return errors
  }

  private var dateProblem: String? {
    guard let date else { return ContactFormMessage.dateRequired }
    if date > today { return ContactFormMessage.dateInFuture }
    if date < today.adding(days: -(Self.oldest * 365 + Self.oldest / 4)) {
      return ContactFormMessage.dateTooOld
    }
    return nil
  }

  /// The insert or update body, or `nil` while invalid.
  public func payload(loggedBy user: UserID?, coaches: [Coach], calendar: Calendar)
    -> InteractionPayload?
  {
    guard validate(coaches: coaches).isEmpty else { return nil }
    return uncheckedPayload(loggedBy: user, coaches: coaches, calendar: calendar)
  }

  /// The columns an edit sends, unchecked (who logged it stays as it was): what an edit
  /// compares (`EditMerge`).
  public func columns(coaches: [Coach], calendar: Calendar) -> [String: JSONValue] {
    var columns = JSONColumns.of(
      uncheckedPayload(loggedBy: nil, coaches: coaches, calendar: calendar))
    columns["logged_by"] = nil
    return columns
  }

  private func uncheckedPayload(loggedBy user: UserID?, coaches: [Coach], calendar: Calendar)
    -> InteractionPayload
  {
    let coach = coachID.flatMap { id in coaches.first { $0.id == id } }
    let day = date ?? today
    let trimmedSubject = subject.trimmingCharacters(in: .whitespacesAndNewlines)
    return InteractionPayload(
      schoolID: schoolID ?? coach?.schoolID, coachID: coachID, eventID: eventID, type: type,
      direction: direction, subject: trimmedSubject.isEmpty ? nil : trimmedSubject,
      content: content.trimmingCharacters(in: .whitespacesAndNewlines), sentiment: sentiment,
      occurredAt: day.instant(in: calendar, at: time ?? Self.defaultTime) ?? day.noonUTC,
      loggedBy: user)
  }

  /// The follow-up a new entry asks for, or `nil` when no due day is set; titled as typed or
  /// "Follow up with Coach Key (Georgia Tech)".
  public func followUp(
    after interaction: Interaction.ID, coaches: [Coach], schools: [School]
  ) -> FollowUpPayload? {
    guard let followUpDue else { return nil }
    let coach = coachID.flatMap { id in coaches.first { $0.id == id } }
    let school = (schoolID ?? coach?.schoolID).flatMap { id in schools.first { $0.id == id } }
    let typed = followUpTitle.trimmingCharacters(in: .whitespacesAndNewlines)
    return FollowUpPayload(
      title: typed.isEmpty ? FollowUpForm.defaultTitle(coach: coach, school: school) : typed,
      dueDate: followUpDue, schoolID: school?.id, coachID: coach?.id, eventID: eventID,
      interactionID: interaction)
  }
}

/// The contact form's fields that can carry a message.
public enum ContactFormField: String, Hashable, Sendable, CaseIterable {
  case content, date, coach
  case followUpDue = "follow_up_due"
}

/// The contact log's words.
public enum ContactFormMessage {
  public static let contentRequired = "Please describe what was said"
  public static let dateRequired = "Please choose the day it happened"
  public static let dateInFuture = "Choose a day on or before today"
  public static let dateTooOld = "Choose a day within the last \(ContactForm.oldest) years"
  public static let coachUnknown = "Choose one of your coaches"
  public static let followUpInPast = "Choose a follow-up day from today on"
  public static let logged = "Contact logged."
  public static let saved = "Changes saved."
  public static let deleteConfirmation =
    "Delete this entry from the contact log? This cannot be undone."

  /// "Coach Key is at another school than the one chosen"
  public static func coachElsewhere(_ coach: Coach) -> String {
    "Coach \(coach.lastName) is at another school than the one chosen"
  }
}
