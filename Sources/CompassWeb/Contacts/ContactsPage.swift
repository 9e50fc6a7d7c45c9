import CompassDomain
import CompassModels
import Foundation

/// The contact log: the follow-ups still open (overdue, due today, later) with their actions,
/// the forms to log a contact and add a follow-up, and every interaction with the athlete's
/// schools and coaches, newest first, filtered by school, coach, type and days and searched.
struct ContactsPage: WebPage {
  static let liveTables = ["interactions", "follow_ups", "schools", "coaches"]
  static let template = "contacts"
  /// Entries to a page.
  static let pageSize = 25

  let title = "Contact log"
  let section = SitePath(.contacts).path
  let csrf: String
  let notice: String?
  let followUpsHeadline: String
  let followUps: FollowUpsView
  let followUpForm: FollowUpFormView
  let contactForm: ContactFormView
  let filters: Filters
  let entries: [Entry]
  let resultCount: String
  let pager: PagerView?
  let isEmpty: Bool
  let filteredEmpty: Bool

  /// The filter form as the address set it.
  struct Filters: Encodable {
    let search: String
    let schoolOptions: [SelectOption]
    let coachOptions: [SelectOption]
    let typeOptions: [SelectOption]
    let from: String
    let through: String
    let active: Bool
  }

  /// One interaction as the log lists it.
  struct Entry: Encodable {
    let id: String
    let when: String
    let kind: String
    let with: String?
    let subject: String?
    let content: String?
    let sentiment: String?
    let eventName: String?
    let eventHref: SitePath?
    let attribution: String?
    let editHref: SitePath
    let deleteHref: SitePath
  }

  /// What the page is drawn from.
  struct Content {
    let interactions: [Interaction]
    let followUps: [FollowUp]
    let choices: ContactChoices
    /// Every event, to name the one an entry was at.
    let events: [Event]
    let names: Attribution.Names
    let today: LocalDate
    let calendar: Calendar
    let locale: Locale
  }

  /// The forms as this request shows them.
  struct Forms {
    var contact: ContactFormView
    var followUp: FollowUpFormView
    var notice: String?
  }

  init(
    _ content: Content, filter: ContactLogFilter, page requested: Int?, forms: Forms, csrf: String
  ) {
    self.csrf = csrf
    notice = forms.notice
    contactForm = forms.contact
    followUpForm = forms.followUp
    let agenda = FollowUpAgenda(content.followUps, today: content.today)
    followUpsHeadline = agenda.headline ?? Self.nothingDue(agenda)
    followUps = FollowUpsView(
      agenda.overdue + agenda.dueToday + agenda.later, coaches: content.choices.coaches,
      schools: content.choices.schools, today: content.today,
      back: SitePath(.contacts).fragment("follow-ups"))
    filters = Self.filters(filter, choices: content.choices)
    let shown = filter.apply(
      content.interactions, coaches: content.choices.coaches, schools: content.choices.schools,
      calendar: content.calendar)
    let listPage = ListPage(requested: requested, itemCount: shown.count, size: Self.pageSize)
    entries = shown[listPage.positions].map { Self.entry($0, content) }
    resultCount = shown.count == 1 ? "1 contact" : "\(shown.count) contacts"
    pager = PagerView(listPage) { number in Self.address(filter).query("page", String(number)) }
    isEmpty = content.interactions.isEmpty
    filteredEmpty = !isEmpty && shown.isEmpty
  }

  private static func nothingDue(_ agenda: FollowUpAgenda) -> String {
    agenda.later.isEmpty ? "No follow-ups open" : "Nothing due today"
  }

  private static func filters(_ filter: ContactLogFilter, choices: ContactChoices) -> Filters {
    Filters(
      search: filter.search,
      schoolOptions: choices.schoolOptions(filter.schoolID, none: "All schools"),
      coachOptions: choices.coachOptions(filter.coachID, none: "All coaches"),
      typeOptions: [SelectOption(value: "", label: "All types", selected: filter.type == nil)]
        + InteractionType.allCases.map {
          SelectOption(value: $0.rawValue, label: $0.displayName, selected: $0 == filter.type)
        },
      from: filter.from?.description ?? "", through: filter.through?.description ?? "",
      active: filter.isActive)
  }

  /// The log's address with `filter` in its query.
  static func address(_ filter: ContactLogFilter) -> SitePath {
    var items: [(String, String)] = []
    if !filter.search.isEmpty { items.append(("q", filter.search)) }
    if let school = filter.schoolID { items.append(("school", school.description)) }
    if let coach = filter.coachID { items.append(("coach", coach.description)) }
    if let type = filter.type { items.append(("type", type.rawValue)) }
    if let from = filter.from { items.append(("from", from.description)) }
    if let through = filter.through { items.append(("through", through.description)) }
    return items.isEmpty ? SitePath(.contacts) : SitePath(.contacts).query(items)
  }

  private static func entry(_ interaction: Interaction, _ content: Content) -> Entry {
    var style = Date.FormatStyle(date: .abbreviated, time: .shortened, locale: content.locale)
    style.timeZone = content.calendar.timeZone
    let coach = interaction.coachID.flatMap { id in content.choices.coaches.first { $0.id == id } }
    let school = interaction.schoolID.flatMap { id in
      content.choices.schools.first { $0.id == id }
    }
    let with = [coach.map { "Coach \($0.fullName)" }, school?.name].compactMap { $0 }
    let event = interaction.eventID.flatMap { id in content.events.first { $0.id == id } }
    return Entry(
      id: interaction.id.description, when: interaction.occurredAt?.formatted(style) ?? "",
      kind: "\(interaction.type.displayName) · \(interaction.direction.displayName)",
      with: with.isEmpty ? nil : with.joined(separator: " · "), subject: interaction.subject,
      content: interaction.content, sentiment: interaction.sentiment?.displayName,
      eventName: event.map(EventListText.cardName), eventHref: event.map { .event($0.id) },
      attribution: content.names.line(
        createdBy: interaction.createdBy ?? interaction.loggedBy, updatedBy: interaction.updatedBy),
      editHref: SitePath(.contacts).query("edit", interaction.id.description)
        .fragment("contact-form"),
      deleteHref: .contact(.deletion, interaction.id))
  }
}
