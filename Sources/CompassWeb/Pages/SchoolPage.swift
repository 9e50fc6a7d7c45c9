import CompassDomain
import CompassModels
import Foundation

/// One school's page: where the family stands (status, interest, notes, with its form), the
/// last contact, its coaches, the timeline of every contact with it, the follow-ups open for
/// it, the events there, the documents shared with it and what its coaches opened.
struct SchoolPage: WebPage {
  static let liveTables = [
    "schools", "coaches", "interactions", "follow_ups", "school_statuses", "events", "documents",
  ]
  static let template = "school"

  let title: String
  let section = SitePath(.schools).path
  let csrf: String
  let name: String
  let place: String?
  let notice: String?
  let standing: StandingForm
  let lastContact: String?
  let coaches: [CoachLine]
  let timeline: [TimelineLine]
  let logHref: SitePath
  let allContactsHref: SitePath
  let followUps: FollowUpsView
  let events: [Link]
  let documents: [Link]
  var linkActivity: String?
  /// When its coaches may first contact the athlete, and where that rule was read.
  var contactRule = ""
  var contactRuleSource: String?
  /// The recruiting period in force today, what it allows and its source.
  let calendarNote: String?

  /// The status, interest and notes form, as typed when refused.
  struct StandingForm: Encodable {
    let action: SitePath
    let statusOptions: [SelectOption]
    let interestOptions: [SelectOption]
    let notes: String
    let error: String?
    let carry: EditCarry

    init(
      _ form: SchoolStandingForm, school: School.ID, carry: EditCarry, error: String? = nil
    ) {
      action = .schoolStanding(school)
      statusOptions = RecruitingStatus.allCases.map {
        SelectOption(value: $0.rawValue, label: $0.displayName, selected: $0 == form.status)
      }
      interestOptions =
        [SelectOption(value: "", label: "Not said", selected: form.interest == nil)]
        + SchoolInterest.allCases.map {
          SelectOption(value: $0.rawValue, label: $0.displayName, selected: $0 == form.interest)
        }
      notes = form.notes
      self.error = error
      self.carry = carry
    }
  }

  struct CoachLine: Encodable {
    let name: String
    let role: String
    let lastContact: String?
  }

  struct TimelineLine: Encodable {
    let when: String
    let kind: String
    let with: String?
    let content: String?
    let sentiment: String?
  }

  struct Link: Encodable {
    let label: String
    let href: SitePath
  }

  /// What the page is drawn from, all of it the athlete's.
  struct Content {
    let school: School
    let coaches: [Coach]
    let interactions: [Interaction]
    let followUps: [FollowUp]
    let events: [Event]
    let documents: [Document]
    let today: LocalDate
    let calendar: Calendar
    let locale: Locale
  }

  init(_ content: Content, standing: StandingForm, notice: String?, csrf: String) {
    let school = content.school
    title = school.name
    name = school.name
    place =
      [school.city, school.state].compactMap { $0 }.filter { !$0.isEmpty }
      .joined(separator: ", ").nonEmpty
    self.csrf = csrf
    self.notice = notice
    self.standing = standing
    let mine = content.coaches.filter { $0.schoolID == school.id }
    let contacts = ContactLogFilter(schoolID: school.id).apply(
      content.interactions, coaches: mine, schools: [school], calendar: content.calendar)
    func line(_ interaction: Interaction?) -> String? {
      interaction.map { contact in
        LastContact.line(
          contact, coach: contact.coachID.flatMap { id in mine.first { $0.id == id } },
          today: content.today, calendar: content.calendar)
      }
    }
    lastContact = line(contacts.first)
    coaches = mine.map { coach in
      CoachLine(
        name: coach.fullName, role: coach.role.displayName,
        lastContact: line(contacts.first { $0.coachID == coach.id }))
    }
    var style = Date.FormatStyle(date: .abbreviated, time: .shortened, locale: content.locale)
    style.timeZone = content.calendar.timeZone
    timeline = contacts.prefix(50).map { contact in
      TimelineLine(
        when: contact.occurredAt?.formatted(style) ?? "",
        kind: "\(contact.type.displayName) · \(contact.direction.displayName)",
        with: contact.coachID.flatMap { id in mine.first { $0.id == id } }.map {
          "Coach \($0.fullName)"
        }, content: contact.content, sentiment: contact.sentiment?.displayName)
    }
    logHref = SitePath(.contacts).query([("add", "1"), ("school", school.id.description)])
      .fragment("contact-form")
    allContactsHref = SitePath(.contacts).query("school", school.id.description)
    calendarNote = RecruitingCalendar.note(on: content.today, division: school.division)
    let agenda = FollowUpAgenda(
      content.followUps.filter { $0.schoolID == school.id }, today: content.today)
    followUps = FollowUpsView(
      agenda.overdue + agenda.dueToday + agenda.later, coaches: mine, schools: [school],
      today: content.today, back: .school(school.id))
    let dates = EventDateText(locale: content.locale)
    events = content.events.filter { $0.schoolID == school.id }.map {
      Link(label: "\(EventListText.cardName($0)) · \(dates.day($0.startDate))", href: .event($0.id))
    }
    documents = content.documents.filter {
      $0.isCurrent && $0.sharedWithSchools.contains(school.id)
    }
    .map { Link(label: $0.title, href: .document($0.id)) }
  }
}

extension String {
  /// `nil` for an empty string.
  fileprivate var nonEmpty: String? { isEmpty ? nil : self }
}
