import CompassDomain
import CompassModels
import Foundation
import Testing

@Suite("Events List: dates, card text and VoiceOver")
struct EventTextTests {
  let dates = EventDateText(locale: .unitedStates)
  let text = EventListText(locale: .unitedStates)

  /// NB: ICU separates the range with thin spaces (U+2009) around the en dash.
  @Test func dateRangesCollapseWhatRepeats() {
    #expect(dates.range(from: .on("2026-04-15"), to: nil) == "Apr 15, 2026")
    #expect(dates.range(from: .on("2026-04-15"), to: .on("2026-04-15")) == "Apr 15, 2026")
    #expect(
      dates.range(from: .on("2026-04-15"), to: .on("2026-04-16"))
        == "Apr 15\u{2009}–\u{2009}16, 2026")
    #expect(
      dates.range(from: .on("2026-04-30"), to: .on("2026-05-02"))
        == "Apr 30\u{2009}–\u{2009}May 2, 2026")
    #expect(
      dates.range(from: .on("2026-12-30"), to: .on("2027-01-02"))
        == "Dec 30, 2026\u{2009}–\u{2009}Jan 2, 2027")
  }

  @Test func anEndBeforeTheStartShowsTheStartOnly() {
    #expect(dates.range(from: .on("2026-04-15"), to: .on("2026-04-10")) == "Apr 15, 2026")
  }

  @Test func datesFollowTheUsersLocale() {
    let german = EventDateText(locale: Locale(identifier: "de_DE"))
    #expect(german.day(.on("2026-04-15")) == "15. Apr. 2026")
    #expect(german.range(from: .on("2026-04-15"), to: .on("2026-04-16")).contains("15.–16."))
  }

  @Test func dateOnlyValuesNeverShiftWithTheDevicesTimeZone() {
    let leapDay = LocalDate.on("2028-02-29")
    #expect(dates.day(leapDay) == "Feb 29, 2028")
    #expect(dates.day(.on("2026-01-01")) == "Jan 1, 2026")
  }

  @Test func timesAreShownInTheLocalesClock() {
    let morning = LocalTime.at("09:00")
    #expect(dates.time(morning).hasPrefix("9:00"))
    #expect(dates.time(morning).hasSuffix("AM"))
    let german = EventDateText(locale: Locale(identifier: "de_DE")).time(.at("21:05"))
    #expect(german.hasSuffix("21:05"))
    #expect(german.contains("PM") == false)
    let event = Event.fixture(1, startTime: "09:00")
    #expect(text.timeSpan(event) == dates.time(morning))
    #expect(text.timeSpan(Event.fixture(2)) == nil)
  }

  @Test func cardVoiceOverLabelFollowsTheSpec() {
    let event = Event.fixture(1, start: "2026-04-15", end: "2026-04-16", registered: true)
    #expect(
      text.cardAccessibilityLabel(event)
        == "Spring Showcase, Showcase, Apr 15\u{2009}–\u{2009}16, 2026, Registered.")
    #expect(EventListText.deleteAccessibilityLabel(event) == "Delete Spring Showcase")
  }

  @Test func longNamesAreCutAtSixtyCharactersAndBlankNamesGetAPlaceholder() {
    let long = Event.fixture(1, name: String(repeating: "Showcase ", count: 20))
    let shown = EventListText.cardName(long)
    #expect(shown.count <= 60)
    #expect(shown.hasSuffix("…"))
    let exact = Event.fixture(2, name: String(repeating: "x", count: 60))
    #expect(EventListText.cardName(exact) == exact.name)
    #expect(EventListText.cardName(Event.fixture(3, name: "  ")) == "Unknown event")
  }

  @Test func theNotesPreviewIsOneLineCutAtAWord() {
    var event = Event.fixture(1)
    #expect(EventListText.notesPreview(event) == nil)
    event.performanceNotes = "  \n "
    #expect(EventListText.notesPreview(event) == nil)
    event.performanceNotes = "Sat 86-88,\n\n  slider sharp."
    #expect(EventListText.notesPreview(event) == "Sat 86-88, slider sharp.")
    event.performanceNotes = String(repeating: "Velo up, command sharp. ", count: 10)
    let preview = EventListText.notesPreview(event) ?? ""
    #expect(preview.count <= EventListText.notesPreviewLimit)
    #expect(
      preview.hasSuffix("sharp…") || preview.hasSuffix("up…") || preview.hasSuffix("command…"))
    event.performanceNotes = String(repeating: "x", count: 300)
    #expect(EventListText.notesPreview(event)?.count == EventListText.notesPreviewLimit)
  }

  @Test func costAndPlace() {
    #expect(text.cost(150) == "$150.00")
    #expect(text.cost(0) == "Free")
    #expect(EventListText.place(Event.fixture(1, city: "Athens", state: "GA")) == "Athens, GA")
    #expect(EventListText.place(Event.fixture(2, location: "LakePoint", city: "x")) == "LakePoint")
    #expect(EventListText.place(Event.fixture(3)) == nil)
  }

  @Test func statusLabelsAndColours() {
    #expect(EventStatus(Event.fixture(1, registered: true, attended: true)) == .attended)
    #expect(EventStatus(Event.fixture(2, registered: true)).label == "Registered")
    #expect(EventStatus(Event.fixture(3)).label == "Not Registered")
    #expect(EventStatus.attended.color == .green)
    #expect(EventStatus.registered.color == .blue)
    #expect(EventStatus.notRegistered.color == .gray)
  }

  @Test func typesHaveNamesAndBadgeColoursAndUnknownTypesAreHumanized() {
    #expect(EventType.officialVisit.displayName == "Official Visit")
    #expect(EventType.camp.badgeColor == .green)
    #expect(EventType(rawValue: "college_practice").displayName == "College Practice")
    #expect(EventSource.webSearch.displayName == "Web Search")
  }
}

@Suite("Events List: the timeline snippet")
struct TimelineSnippetTests {
  let today = LocalDate.on("2026-04-15")

  @Test func countsEventsInTheNextThirtyDaysAndNamesTheNextOne() {
    let events = [
      Event.fixture(1, name: "Far", start: "2026-05-16"),
      Event.fixture(2, name: "Soon", start: "2026-04-20"),
      Event.fixture(3, name: "Edge", start: "2026-05-15"),
      Event.fixture(4, name: "Past", start: "2026-04-01"),
    ]
    let snippet = TimelineSnippet(events: events, today: today, locale: .unitedStates)
    #expect(snippet.upcomingCount == 2)
    #expect(snippet.nextEvent?.name == "Soon")
    #expect(snippet.text == "2 events in the next 30 days · Next: Soon, Apr 20, 2026")
  }

  @Test func aRunningEventIsHappeningNow() {
    let events = [Event.fixture(1, name: "Running", start: "2026-04-14", end: "2026-04-16")]
    let snippet = TimelineSnippet(events: events, today: today, locale: .unitedStates)
    #expect(snippet.text == "1 event in the next 30 days · Next: Running, happening now")
  }

  @Test func nothingComingUp() {
    let snippet = TimelineSnippet(events: [], today: today, locale: .unitedStates)
    #expect(snippet.nextEvent == nil)
    #expect(snippet.text == "No events in the next 30 days")
  }
}
