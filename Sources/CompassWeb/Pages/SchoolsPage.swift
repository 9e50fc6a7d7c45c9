import CompassDomain
import CompassModels
import Foundation

/// The Schools page: the user's schools with their coaches and coaches' links (and what was
/// opened through them), a form to add a school and one per school to add a coach. A refused
/// form comes back with what was typed and why.
struct SchoolsPage: WebPage {
  static let liveTables = ["schools", "coaches"]
  static let template = "schools"

  let title = "Schools"
  let section = SitePath(.schools).path
  let csrf: String
  var schools: [SchoolCard]
  let newSchool: SchoolForm
  let isEmpty: Bool
  var counts: [StatusCount] = []

  struct SchoolCard: Encodable {
    let id: String
    let href: SitePath
    let coachAction: SitePath
    let name: String
    let place: String?
    let coaches: [CoachLine]
    let coachForm: CoachFormView
    var links: [LinkLine] = []
    var activity: String?
    var hasLinks = false
    var replies: [ReplyLine] = []
    var hasReplies = false
    /// Set on the first card of each status: the board's column heading.
    var column: ColumnHeading?
    var standing: String?
    var lastContact: String?
  }

  /// A status's heading on the board, with how many schools it holds.
  struct ColumnHeading: Encodable {
    let anchor: String
    let title: String
  }

  /// One status in the counts above the board.
  struct StatusCount: Encodable {
    let label: String
    let count: Int
    let anchor: String
  }

  /// A message a coach left on the coaches' page, newest first.
  struct ReplyLine: Encodable {
    let when: String
    let text: String
  }

  /// One of the school's coaches' links: its name and whether it still opens.
  struct LinkLine: Encodable {
    let name: String
    let status: String
  }

  struct CoachLine: Encodable {
    let name: String
    let role: String
    let contact: String?
  }

  /// The add-school form as typed.
  struct SchoolForm: Encodable {
    var name = ""
    var city = ""
    var state = ""
    var error: String?
  }

  /// One school's add-coach form as typed.
  struct CoachForm: Encodable {
    var firstName = ""
    var lastName = ""
    var email = ""
    var phone = ""
    var role = CoachRole.head.rawValue
    var error: String?
  }

  /// A coach form as the template reads it, with the role choices.
  struct CoachFormView: Encodable {
    let firstName: String
    let lastName: String
    let email: String
    let phone: String
    let error: String?
    let roles: [SelectOption]

    init(_ form: CoachForm) {
      (firstName, lastName, email, phone, error) =
        (form.firstName, form.lastName, form.email, form.phone, form.error)
      roles = CoachRole.allCases.map {
        SelectOption(
          value: $0.rawValue, label: $0.displayName, selected: $0.rawValue == form.role)
      }
    }
  }

  init(
    schools: [School], coaches: [Coach], csrf: String, newSchool: SchoolForm = SchoolForm(),
    coachForm: (school: School.ID, form: CoachForm)? = nil
  ) {
    self.csrf = csrf
    self.newSchool = newSchool
    isEmpty = schools.isEmpty
    self.schools = schools.map { school in
      SchoolCard(
        id: school.id.description, href: .school(school.id),
        coachAction: .schoolCoaches(school.id), name: school.name,
        place: [school.city, school.state].compactMap { $0 }.filter { !$0.isEmpty }
          .joined(separator: ", ").nonEmpty,
        coaches: coaches.filter { $0.schoolID == school.id }.map { coach in
          CoachLine(
            name: coach.fullName, role: coach.role.displayName,
            contact: [coach.email, coach.phone].compactMap { $0 }.filter { !$0.isEmpty }
              .joined(separator: " · ").nonEmpty)
        },
        coachForm: CoachFormView(
          coachForm.flatMap { $0.school == school.id ? $0.form : nil } ?? CoachForm()))
    }
  }
}

extension SchoolsPage {
  /// Orders the schools as a board (`SchoolBoard`): by status, the most recently contacted
  /// first, each status headed with its count, and the counts of every status on top.
  mutating func arrange(
    _ schools: [School], standings: [SchoolStatus], interactions: [Interaction],
    coaches: [Coach], today: LocalDate, calendar: Calendar
  ) {
    let board = SchoolBoard(schools: schools, standings: standings, interactions: interactions)
    let cards = Dictionary(self.schools.map { ($0.id, $0) }) { first, _ in first }
    var arranged: [SchoolCard] = []
    for column in board.columns where !column.cards.isEmpty {
      for (index, entry) in column.cards.enumerated() {
        guard var card = cards[entry.school.id.description] else { continue }
        if index == 0 {
          card.column = ColumnHeading(
            anchor: "status-" + column.status.rawValue,
            title: "\(column.status.displayName) · \(column.cards.count)")
        }
        card.standing = [
          column.status.displayName, entry.standing?.interest?.displayName,
        ].compactMap { $0 }.joined(separator: " · ")
        card.lastContact = entry.lastContact.map { contact in
          LastContact.line(
            contact, coach: contact.coachID.flatMap { id in coaches.first { $0.id == id } },
            today: today, calendar: calendar)
        }
        arranged.append(card)
      }
    }
    self.schools = arranged
    counts = board.counts.map { status, count in
      StatusCount(label: status.displayName, count: count, anchor: "status-" + status.rawValue)
    }
  }

  /// Each school's coaches' links and what was opened through them, in the person's zone.
  mutating func show(
    links: [ShareLinkRecord], views: [ShareViewRecord], schools: [School], now: Date,
    calendar: Calendar, locale: Locale
  ) {
    let names = Dictionary(
      schools.map { ($0.id, $0.name) }, uniquingKeysWith: { first, _ in first })
    let overview = ShareLinksOverview(
      links: links, views: views, schoolNames: names, now: now, timeZone: calendar.timeZone,
      locale: locale)
    for index in self.schools.indices {
      let card = self.schools[index]
      guard let school = School.ID(card.id) else { continue }
      let shared = overview.school(school, named: card.name)
      self.schools[index].links = shared.links.map { LinkLine(name: $0.name, status: $0.status) }
      self.schools[index].hasLinks = !shared.links.isEmpty
      self.schools[index].activity = shared.activity
    }
  }

  /// Shows under each school the replies its coaches left through a link (`replies`, newest
  /// first), at most five each.
  mutating func show(replies: [Interaction], calendar: Calendar, locale: Locale) {
    var style = Date.FormatStyle(date: .abbreviated, time: .shortened, locale: locale)
    style.timeZone = calendar.timeZone
    for index in schools.indices {
      let mine = replies.filter { $0.schoolID?.description == schools[index].id }.prefix(5)
      schools[index].replies = mine.map {
        ReplyLine(when: $0.occurredAt?.formatted(style) ?? "", text: $0.content ?? "")
      }
      schools[index].hasReplies = !mine.isEmpty
    }
  }
}

extension String {
  /// `nil` for an empty string.
  fileprivate var nonEmpty: String? { isEmpty ? nil : self }
}
