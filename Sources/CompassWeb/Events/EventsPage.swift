import CompassDomain
import CompassHTTP
import CompassModels
import CompassStore
import Foundation

/// The Events List page: filters, search, sort and page from the URL, the month calendar whose
/// days jump to their first shown event (on whichever page it is), the results and a page of
/// their cards, the page links, the empty states.
struct EventsPage: WebPage {
  static let liveTables = ["events", "follow_ups"]
  static let template = "events"

  let title = "Events"
  let section = SitePath(.events).path
  let searchText: String
  let typeOptions: [SelectOption]
  let statusOptions: [SelectOption]
  let rangeOptions: [SelectOption]
  let sortOptions: [SelectOption]
  let filtersActive: Bool
  let monthTitle: String
  let calendarLabel: String
  let previousMonthLink: SitePath?
  let nextMonthLink: SitePath?
  let weekdays: [String]
  let weeks: [Week]
  let recruitingKey: [KeyLine]
  let recruitingSource: String
  let resultCount: String
  let timeline: String
  let cards: [Card]
  let pager: PagerView?
  /// No events at all: the "No events yet" call comes first, above the filters and calendar.
  let firstRun: Bool
  /// Events exist but none match: "No events match your filters" where the cards would be.
  let filteredEmpty: Bool
  let emptyTitle = EventListText.emptyTitle
  let emptySubtitle = EventListText.emptySubtitle
  let filteredEmptyTitle = EventListText.filteredEmptyTitle
  let filteredEmptySubtitle = EventListText.filteredEmptySubtitle
  /// The follow-ups due today or overdue, at the top of the list; `nil` when none is.
  private(set) var dueFollowUps: DueFollowUps?
  private(set) var csrf = ""

  /// The follow-ups block: its headline and items, and the way to all of them.
  struct DueFollowUps: Encodable {
    let headline: String
    let followUps: FollowUpsView
    let allHref = SitePath(.contacts).fragment("follow-ups")
  }

  /// A line of the calendar's key to its recruiting shading.
  struct KeyLine: Encodable {
    let kind: String
    let name: String
    let dates: String
    let meaning: String
  }

  struct Week: Encodable {
    let days: [Day]
  }

  /// A calendar cell: a link to the first shown event that day, when there is one. The cell's
  /// class is one value, and `hasLink` a flag, so the template looks up no more than it needs.
  struct Day: Encodable {
    let number: Int
    let cellClass: String
    let hasEvent: Bool
    let hasLink: Bool
    let link: SitePath?
    let label: String
  }

  struct Card: Encodable {
    let anchor: String
    let href: SitePath
    let name: String
    let typeLabel: String
    let typeColor: String
    let dates: String
    let time: String?
    let place: String?
    let cost: String?
    let notes: String?
    let statusLabel: String
    let statusColor: String
    let accessibilityLabel: String
    let deleteHref: SitePath
    let deleteLabel: String
  }

  /// What the URL asked for.
  struct Query: Equatable {
    var filters = EventFilters()
    var sort = EventSort.default
    var month: YearMonth?
    var page: Int?

    /// The address's fields, each as sent.
    struct Fields: Decodable, Sendable {
      var q: String?
      var type: String?
      var status: String?
      var range: String?
      var sort: String?
      var month: String?
      var page: String?
    }

    init(_ fields: Fields, rememberedSort: EventSort?) {
      filters.searchText = fields.q ?? ""
      filters.type = fields.type.flatMap { $0.isEmpty ? nil : EventType(rawValue: $0) }
      filters.status = fields.status.flatMap(EventStatusFilter.init) ?? .all
      filters.dateRange = fields.range.flatMap(EventDateRangeFilter.init) ?? .all
      month = fields.month.flatMap(YearMonth.init)
      page = fields.page.flatMap { Int($0) }
      sort = fields.sort.flatMap(EventSort.init) ?? rememberedSort ?? .default
    }

    /// `/events?…` keeping these choices, with `month` shown and list page `page`.
    func link(month shown: YearMonth?, page: Int) -> SitePath {
      var items: [(String, String)] = []
      if !filters.searchText.isEmpty { items.append(("q", filters.searchText)) }
      if let type = filters.type { items.append(("type", type.rawValue)) }
      if filters.status != .all { items.append(("status", filters.status.rawValue)) }
      if filters.dateRange != .all { items.append(("range", filters.dateRange.rawValue)) }
      items.append(("sort", sort.rawValue))
      if let shown { items.append(("month", shown.description)) }
      if page > 1 { items.append(("page", String(page))) }
      return SitePath(.events).query(items)
    }
  }

  init(events: [Event], query: Query, today: LocalDate, locale: Locale) {
    let results = EventListIndex.results(
      of: events, matching: query.filters, sortedBy: query.sort, today: today, locale: locale)
    var navigator = MonthNavigator(today: today)
    if let month = query.month { navigator.show(month) }
    let grid = MonthGrid(month: navigator.shownMonth, events: results, today: today, locale: locale)
    let listPage = ListPage(
      requested: query.page, itemCount: results.count, size: ListPage.eventsPageSize)
    searchText = query.filters.searchText
    typeOptions = Self.typeOptions(query.filters.type)
    statusOptions = EventStatusFilter.allCases.map {
      SelectOption(value: $0.rawValue, label: $0.label, selected: $0 == query.filters.status)
    }
    rangeOptions = EventDateRangeFilter.allCases.map {
      SelectOption(value: $0.rawValue, label: $0.label, selected: $0 == query.filters.dateRange)
    }
    sortOptions = EventSort.allCases.map {
      SelectOption(value: $0.rawValue, label: $0.label, selected: $0 == query.sort)
    }
    filtersActive = query.filters.isActive
    monthTitle = grid.title
    calendarLabel = grid.accessibilityLabel
    previousMonthLink =
      navigator.canShowPrevious
      ? query.link(month: navigator.shownMonth.adding(months: -1), page: listPage.number) : nil
    nextMonthLink =
      navigator.canShowNext
      ? query.link(month: navigator.shownMonth.adding(months: 1), page: listPage.number) : nil
    weekdays = grid.weekdaySymbols
    weeks = Self.monthWeeks(
      grid, results: results, query: query, month: navigator.shownMonth, listPage)
    recruitingKey = grid.recruitingKey.map {
      KeyLine(kind: $0.kind.rawValue, name: $0.name, dates: $0.dates, meaning: $0.meaning)
    }
    recruitingSource = grid.recruitingSource
    resultCount = EventListText.resultCount(results.count)
    timeline = TimelineSnippet(events: events, today: today, locale: locale).text
    pager = PagerView(listPage) { query.link(month: query.month, page: $0).fragment("results") }
    let deleteReturn = QueryString.encode(
      query.link(month: query.month, page: listPage.number).text)
    let text = EventListText(locale: locale)
    let dates = EventDateText(locale: locale)
    cards = results[listPage.positions].map {
      Card($0, deleteReturn: deleteReturn, text: text, dates: dates)
    }
    firstRun = events.isEmpty
    filteredEmpty = !events.isEmpty && results.isEmpty
  }
}

/// The page's sections, each from what it shows.
extension EventsPage {
  /// "All Types" and each event type, the chosen one selected.
  fileprivate static func typeOptions(_ chosen: EventType?) -> [SelectOption] {
    [SelectOption(value: "", label: "All Types", selected: chosen == nil)]
      + EventType.allCases.map {
        SelectOption(value: $0.rawValue, label: $0.displayName, selected: $0 == chosen)
      }
  }

  /// The month grid's weeks; a day with events links to the first of them in the list.
  fileprivate static func monthWeeks(
    _ grid: MonthGrid, results: EventResults, query: Query, month: YearMonth, _ listPage: ListPage
  ) -> [Week] {
    let days = grid.days.map { day in
      let link = CalendarScroll.position(for: day.date, in: results).map {
        query.link(month: month, page: listPage.number(containing: $0))
          .fragment("event-" + results[$0].id.description)
      }
      return Day(
        number: day.date.day,
        cellClass: (day.isInDisplayedMonth ? "" : "outside") + (day.isToday ? " today" : "")
          + (day.recruiting.map { " period-\($0.rawValue)" } ?? ""),
        hasEvent: day.hasEvent, hasLink: link != nil, link: link,
        label: day.accessibilityLabel)
    }
    return stride(from: 0, to: days.count, by: 7).map {
      Week(days: Array(days[$0..<min($0 + 7, days.count)]))
    }
  }
}

extension EventsPage.Card {
  /// An event's card in the list, with its "Delete" returning to this page of the list.
  fileprivate init(
    _ event: Event, deleteReturn: String, text: EventListText, dates: EventDateText
  ) {
    let status = EventStatus(event)
    self.init(
      anchor: "event-\(event.id.description)", href: .event(event.id),
      name: EventListText.cardName(event), typeLabel: event.type.displayName,
      typeColor: event.type.badgeColor.name, dates: dates.range(of: event),
      time: text.timeSpan(event), place: EventListText.place(event),
      cost: event.cost.map(text.cost), notes: EventListText.notesPreview(event),
      statusLabel: status.label,
      statusColor: status.color.name, accessibilityLabel: text.cardAccessibilityLabel(event),
      deleteHref: .event(.deletion, event.id).query("back", encoded: deleteReturn),
      deleteLabel: EventListText.deleteAccessibilityLabel(event))
  }
}

extension EventsPage {
  /// Puts the follow-ups that need attention today at the top, their actions coming back to
  /// `back` (this list as shown).
  mutating func show(
    followUps: [FollowUp], coaches: [Coach], schools: [School], today: LocalDate,
    back: SitePath, csrf: String
  ) {
    self.csrf = csrf
    let agenda = FollowUpAgenda(followUps, today: today)
    guard let headline = agenda.headline else { return }
    dueFollowUps = DueFollowUps(
      headline: headline,
      followUps: FollowUpsView(
        agenda.needsAttention, coaches: coaches, schools: schools, today: today, back: back))
  }
}
