import CompassDomain
import CompassModels
import Foundation
import Testing

@Suite("Event Detail: what shows, coaches present, quick log and metrics")
struct EventDetailTests {
  @Test func markAttendedIsHiddenOnceAttended() {
    #expect(EventDetailLayout(event: .fixture(1)).showsMarkAttended)
    #expect(EventDetailLayout(event: .fixture(1, attended: true)).showsMarkAttended == false)
  }

  @Test func failuresNameTheAction() {
    #expect(
      EventDetailLayout.failureMessage(action: "Update") == "Update failed. Please try again.")
    #expect(MissingPage.event.message == "Event not found")
    #expect(MissingPage.event.returnLabel == "Return to Events →")
    #expect(MissingPage.document.returnLabel == "Return to Documents")
  }

  @Test func coachesSectionNeedsASchool() {
    let unlinked = EventDetailLayout(event: .fixture(1))
    #expect(unlinked.coachesEnabled == false)
    #expect(unlinked.coachesEmptyMessage(presentCount: 0) == "Event not linked to school")
    let linked = EventDetailLayout(event: .fixture(1, schoolID: .test(9)))
    #expect(linked.coachesEnabled)
    #expect(linked.coachesEmptyMessage(presentCount: 0) == "No coaches recorded")
    #expect(linked.coachesEmptyMessage(presentCount: 2) == nil)
  }

  @Test func headerDetailsAndPlaceReadTheSameOnPhoneAndWeb() {
    let text = EventDetailText(locale: Locale(identifier: "en_US"))
    let event = Event.fixture(
      1, end: "2026-04-16", startTime: "09:00:00", registered: true, location: "Foley Field",
      address: " ", city: "Athens", state: "GA")
    #expect(text.when(event).hasPrefix("Apr 15"))
    #expect(text.when(event).hasSuffix("2026 · 9:00\u{202F}AM"))
    #expect(
      text.headerAccessibilityLabel(event)
        == "Spring Showcase, Showcase, \(text.when(event)), Registered")
    #expect(
      text.details(of: event, schoolName: nil).map(\.value) == [
        "9:00\u{202F}AM", "Not set", "Not set", "Not set", "Registered", "None",
      ])
    #expect(EventDetailText.placeLines(event) == ["Foley Field", "Athens, GA"])
  }

  @Test func directionsAndLinkShowOnlyWhenUsable() {
    let event = Event.fixture(1, city: "Athens", state: "GA")
    #expect(EventDetailLayout(event: event).directionsURL != nil)
    #expect(EventDetailLayout(event: .fixture(2)).directionsURL == nil)
    var linked = Event.fixture(3)
    linked.url = "https://example.com/camp"
    #expect(EventDetailLayout(event: linked).eventURL?.host == "example.com")
    linked.url = "javascript:alert(1)"
    #expect(EventDetailLayout(event: linked).eventURL == nil)
  }

  @Test func availableCoachesAreTheSchoolsCoachesNotYetPresent() {
    let school = School.ID.test(9)
    let smith = Coach.fixture(11, first: "John", last: "Smith", schoolID: school)
    let jones = Coach.fixture(12, first: "Amy", last: "Jones", schoolID: school)
    let event = Event.fixture(1, schoolID: school, coaches: [smith.id])
    #expect(CoachesPresent.available(for: event, schoolCoaches: [smith, jones]) == [jones])
  }

  @Test func aCoachWhoLeftTheSchoolStaysListed() {
    let moved = Coach.fixture(11, first: "John", last: "Smith", schoolID: .test(99))
    let deletedID = Coach.ID(TestIDs.uuid(404))
    let event = Event.fixture(1, schoolID: .test(9), coaches: [moved.id, deletedID])
    #expect(CoachesPresent.present(at: event, among: [moved]) == [moved])
  }

  @Test func addingAndRemovingCoachesKeepsOrderWithoutDuplicates() {
    let first = Coach.ID(TestIDs.uuid(11))
    let second = Coach.ID(TestIDs.uuid(12))
    var event = Event.fixture(1, coaches: [first])
    event.coachesPresent = CoachesPresent.adding(second, to: event)
    #expect(event.coachesPresent == [first, second])
    #expect(CoachesPresent.adding(first, to: event) == [first, second])
    #expect(CoachesPresent.removing(first, from: event) == [second])
  }

  @Test func coachVoiceOverLabel() {
    let coach = Coach.fixture(11, first: "John", last: "Smith", schoolID: nil)
    #expect(CoachesPresent.accessibilityLabel(coach) == "John Smith, Head Coach, john@school.edu")
  }

  @Test func quickLogNeedsContent() {
    var form = QuickLogForm()
    #expect(form.contentError == "Please describe the interaction")
    let calendar = Calendar(identifier: .gregorian)
    #expect(form.payload(for: .fixture(1), loggedBy: TestIDs.user, calendar: calendar) == nil)
    form.content = "  "
    #expect(form.contentError != nil)
  }

  @Test func quickLogHappenedAtTheEventsStartInTheUsersTimeZone() throws {
    var newYork = Calendar(identifier: .gregorian)
    newYork.timeZone = try #require(TimeZone(identifier: "America/New_York"))
    var form = QuickLogForm()
    form.content = "  Coach asked for my schedule. "
    form.sentiment = .veryPositive
    let allDay = Event.fixture(1, name: "Spring Showcase", schoolID: .test(9))
    let payload = try #require(form.payload(for: allDay, loggedBy: TestIDs.user, calendar: newYork))
    #expect(payload.subject == "Interaction at Spring Showcase")
    #expect(payload.content == "Coach asked for my schedule.")
    #expect(payload.schoolID == .test(9))
    #expect(payload.eventID == allDay.id)
    #expect(payload.type == .inPersonVisit && payload.direction == .inbound)
    #expect(Timestamp.format(payload.occurredAt) == "2026-04-15T13:00:00.000000+00:00")
    let timed = Event.fixture(2, start: "2026-11-01", startTime: "18:30")
    let evening = try #require(form.payload(for: timed, loggedBy: TestIDs.user, calendar: newYork))
    #expect(Timestamp.format(evening.occurredAt) == "2026-11-01T23:30:00.000000+00:00")
  }

  @Test func quickLogPayloadEncodesEveryColumn() throws {
    var form = QuickLogForm()
    form.content = "Talked"
    let payload = try #require(
      form.payload(
        for: .fixture(1), loggedBy: TestIDs.user, calendar: Calendar(identifier: .gregorian)))
    let object = try JSONSerialization.jsonObject(with: JSONEncoder().encode(payload))
    let body = try #require(object as? [String: Any])
    #expect(body["coach_id"] is NSNull)
    #expect(body["school_id"] is NSNull)
    #expect(body["sentiment"] as? String == "positive")
    #expect(body["logged_by"] as? String == TestIDs.user.description)
    #expect(
      QuickLogForm.prompt(for: .fixture(1))
        == "Did you have any coaching interactions at Spring Showcase?")
    #expect(
      QuickLogForm.typeChoices.map(\.displayName) == [
        "In-Person Visit", "Phone Call", "Email", "Game",
      ])
    #expect(InteractionDirection.inbound.displayName == "Coach contacted us")
  }

  @Test func aMetricLoggedAtAnEventIsDatedToItsStartNotToday() throws {
    let event = Event.fixture(1, start: "2026-04-15", end: "2026-04-16")
    var form = MetricForm(loggingAt: event, today: .on("2026-11-22"))
    form.setMetricType(.velocity)
    form.valueText = "88.5"
    let payload = try #require(form.payload())
    #expect(payload.recordedDate == .on("2026-04-15"))
    #expect(payload.eventID == event.id)
    #expect(payload.unit == "mph")
  }
}
