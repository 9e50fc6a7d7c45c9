import CompassDomain
import CompassModels
import Foundation
import Testing

@Suite("Events List: search, filters and sorts")
struct EventListIndexTests {
  let today = LocalDate.on("2026-04-15")

  func results(
    _ events: [Event], _ filters: EventFilters = EventFilters(), sort: EventSort = .default,
    locale: Locale = .unitedStates
  ) -> [String] {
    let kept = EventListIndex(events: events, locale: locale).results(
      matching: filters, sortedBy: sort, today: today
    ).map(\.name)
    let oneRequest = EventListIndex.results(
      of: events, matching: filters, sortedBy: sort, today: today, locale: locale
    ).map(\.name)
    #expect(oneRequest == kept, "the index built for one request agrees with the kept one")
    return kept
  }

  @Test func eventsStartingAtTheSameMomentFollowTheirNamesInEveryOrder() {
    let events = [
      Event.fixture(1, name: "Camp 10", startTime: "09:00:00"),
      Event.fixture(2, name: "camp 2", startTime: "09:00:00"),
      Event.fixture(3, name: "Alpha", startTime: "09:00:00"),
      Event.fixture(4, name: "Zulu", start: "2026-04-14"),
      Event.fixture(5, name: "Early", start: "2026-04-15"),
    ]
    #expect(
      results(events, sort: .dateAscending) == ["Zulu", "Early", "Alpha", "camp 2", "Camp 10"])
    #expect(
      results(events, sort: .dateDescending) == ["Camp 10", "camp 2", "Alpha", "Early", "Zulu"])
    #expect(results(events, sort: .name) == ["Alpha", "camp 2", "Camp 10", "Early", "Zulu"])
    #expect(results(events, sort: .type).count == 5)
  }

  @Test func searchLooksAtNameDescriptionLocationAddressAndCity() {
    let events = [
      Event.fixture(1, name: "Spring Showcase"),
      Event.fixture(2, name: "A", description: "Bring your glove"),
      Event.fixture(3, name: "B", location: "LakePoint Complex"),
      Event.fixture(4, name: "C", address: "261 Main St"),
      Event.fixture(5, name: "D", city: "Emerson"),
      Event.fixture(6, name: "E", state: "GLOVE"),
    ]
    #expect(results(events, EventFilters(searchText: "showcase")) == ["Spring Showcase"])
    #expect(results(events, EventFilters(searchText: "GLOVE")) == ["A"])
    #expect(results(events, EventFilters(searchText: "lakepoint")) == ["B"])
    #expect(results(events, EventFilters(searchText: "main st")) == ["C"])
    #expect(results(events, EventFilters(searchText: "emer")) == ["D"])
  }

  @Test func searchIgnoresCaseAndDiacritics() {
    let events = [
      Event.fixture(1, name: "São Paulo Prospect Day"), Event.fixture(2, name: "Montréal Camp"),
      Event.fixture(3, name: "Other"),
    ]
    #expect(results(events, EventFilters(searchText: "SAO PAULO")) == ["São Paulo Prospect Day"])
    #expect(results(events, EventFilters(searchText: "montreal")) == ["Montréal Camp"])
    #expect(results(events, EventFilters(searchText: "MONTRÉAL")) == ["Montréal Camp"])
  }

  @Test func searchDoesNotMatchAcrossTwoFields() {
    let events = [Event.fixture(1, name: "Fall", city: "Classic")]
    #expect(results(events, EventFilters(searchText: "fallclassic")).isEmpty)
    #expect(results(events, EventFilters(searchText: "fall classic")).isEmpty)
  }

  @Test func blankSearchShowsEverythingAndSurroundingSpacesAreIgnored() {
    let events = [Event.fixture(1, name: "Camp"), Event.fixture(2, name: "Game")]
    #expect(results(events, EventFilters(searchText: "   ")).count == 2)
    #expect(results(events, EventFilters(searchText: "  camp ")) == ["Camp"])
    #expect(EventFilters(searchText: "   ").isActive == false)
    #expect(EventFilters(searchText: "x").isActive)
  }

  @Test func searchFindsMatchesAtTheVeryStartAndEndOfTheText() {
    let events = [Event.fixture(1, name: "ab"), Event.fixture(2, name: "xyz")]
    #expect(results(events, EventFilters(searchText: "a")) == ["ab"])
    #expect(results(events, EventFilters(searchText: "z")) == ["xyz"])
    #expect(results(events, EventFilters(searchText: "xyzz")).isEmpty)
  }

  @Test func veryLongTextIsSearchedToTheEnd() {
    let long = String(repeating: "lorem ipsum ", count: 2_000) + "needle"
    let events = [
      Event.fixture(1, name: "Long", description: long), Event.fixture(2, name: "Short"),
    ]
    #expect(results(events, EventFilters(searchText: "NEEDLE")) == ["Long"])
  }

  @Test func typeFilterKeepsOnlyThatType() {
    let events = [
      Event.fixture(1, name: "Camp", type: .camp), Event.fixture(2, name: "Game", type: .game),
    ]
    #expect(results(events, EventFilters(type: .game)) == ["Game"])
  }

  @Test func statusFiltersFollowTheSpec() {
    let events = [
      Event.fixture(1, name: "Registered", registered: true),
      Event.fixture(2, name: "Neither"),
      Event.fixture(3, name: "Attended", registered: true, attended: true),
      Event.fixture(4, name: "Walked up", attended: true),
    ]
    #expect(results(events, EventFilters(status: .registered)) == ["Registered"])
    #expect(results(events, EventFilters(status: .notRegistered)) == ["Neither"])
    #expect(Set(results(events, EventFilters(status: .attended))) == ["Attended", "Walked up"])
  }

  @Test func multiDayEventStaysUpcomingUntilItsLastDayHasPassed() {
    let running = Event.fixture(1, name: "Running", start: "2026-04-14", end: "2026-04-16")
    let ended = Event.fixture(2, name: "Ended", start: "2026-04-13", end: "2026-04-14")
    let today = Event.fixture(3, name: "Today", start: "2026-04-15")
    let events = [running, ended, today]
    #expect(Set(results(events, EventFilters(dateRange: .upcoming))) == ["Running", "Today"])
    #expect(results(events, EventFilters(dateRange: .past)) == ["Ended"])
  }

  @Test func monthFiltersIncludeEventsThatOverlapTheMonth() {
    let events = [
      Event.fixture(1, name: "Spans into April", start: "2026-03-30", end: "2026-04-01"),
      Event.fixture(2, name: "April", start: "2026-04-30"),
      Event.fixture(3, name: "May", start: "2026-05-31"),
      Event.fixture(4, name: "March", start: "2026-03-31"),
    ]
    #expect(
      Set(results(events, EventFilters(dateRange: .thisMonth))) == ["Spans into April", "April"])
    #expect(results(events, EventFilters(dateRange: .nextMonth)) == ["May"])
  }

  @Test func nextMonthCrossesTheYearEnd() {
    let events = [
      Event.fixture(1, name: "January", start: "2027-01-10"),
      Event.fixture(2, name: "Last January", start: "2026-01-10"),
    ]
    let index = EventListIndex(events: events, locale: .unitedStates)
    let december = LocalDate.on("2026-12-20")
    let shown = index.results(
      matching: EventFilters(dateRange: .nextMonth), sortedBy: .default, today: december)
    #expect(shown.map(\.name) == ["January"])
  }

  @Test func filtersCombine() {
    let events = [
      Event.fixture(1, name: "Camp A", type: .camp, start: "2026-05-01", registered: true),
      Event.fixture(2, name: "Camp B", type: .camp, start: "2026-03-01", registered: true),
      Event.fixture(3, name: "Game A", type: .game, start: "2026-05-01", registered: true),
      Event.fixture(4, name: "Camp C", type: .camp, start: "2026-05-02"),
    ]
    let filters = EventFilters(
      searchText: "camp", type: .camp, status: .registered, dateRange: .upcoming)
    #expect(results(events, filters) == ["Camp A"])
  }

  @Test func dateSortsAreNewestFirstByDefaultThenOldestFirst() {
    let events = [
      Event.fixture(1, name: "Middle", start: "2026-04-15", startTime: "13:00"),
      Event.fixture(2, name: "Old", start: "2025-12-31"),
      Event.fixture(3, name: "New", start: "2027-01-01"),
      Event.fixture(4, name: "Middle morning", start: "2026-04-15", startTime: "08:00"),
      Event.fixture(5, name: "Middle all day", start: "2026-04-15"),
    ]
    #expect(
      results(events) == ["New", "Middle", "Middle morning", "Middle all day", "Old"])
    #expect(
      results(events, sort: .dateAscending)
        == ["Old", "Middle all day", "Middle morning", "Middle", "New"])
  }

  @Test func nameSortIsLocalizedCaseInsensitiveAndNumeric() {
    let events = [
      Event.fixture(1, name: "camp 10"), Event.fixture(2, name: "Camp 2"),
      Event.fixture(3, name: "Éclair Invitational"), Event.fixture(4, name: "Zebra Classic"),
      Event.fixture(5, name: "elite Camp"), Event.fixture(6, name: "Alpha"),
    ]
    #expect(
      results(events, sort: .name)
        == ["Alpha", "Camp 2", "camp 10", "Éclair Invitational", "elite Camp", "Zebra Classic"])
  }

  @Test func nameSortFollowsTheLocalesAlphabet() {
    let events = [
      Event.fixture(1, name: "Åre Camp"), Event.fixture(2, name: "Zebra"),
      Event.fixture(3, name: "Apple"),
    ]
    #expect(results(events, sort: .name) == ["Apple", "Åre Camp", "Zebra"])
    #expect(
      results(events, sort: .name, locale: Locale(identifier: "sv_SE"))
        == ["Apple", "Zebra", "Åre Camp"])
  }

  @Test func typeSortGroupsByTypeThenDate() {
    let events = [
      Event.fixture(1, name: "Showcase", type: .showcase, start: "2026-01-01"),
      Event.fixture(2, name: "Camp late", type: .camp, start: "2026-06-01"),
      Event.fixture(3, name: "Camp early", type: .camp, start: "2026-02-01"),
      Event.fixture(4, name: "Game", type: .game, start: "2026-03-01"),
    ]
    #expect(results(events, sort: .type) == ["Camp early", "Camp late", "Game", "Showcase"])
  }

  @Test func emptyListGivesEmptyResults() {
    #expect(results([], EventFilters(searchText: "anything")).isEmpty)
    #expect(results([]).isEmpty)
  }

  @Test func resultCountIsSingularForOne() {
    #expect(EventListText.resultCount(0) == "0 results")
    #expect(EventListText.resultCount(1) == "1 result")
    #expect(EventListText.resultCount(12) == "12 results")
  }

  @Test func sortLabelsMatchTheSpec() {
    #expect(
      EventSort.allCases.map(\.label)
        == ["Date (Newest First)", "Date (Oldest First)", "Name", "Type"])
    #expect(EventSort.default == .dateDescending)
  }
}
