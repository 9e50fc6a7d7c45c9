import CompassDomain
import CompassModels
import Foundation
import Testing

@Suite("Create and edit event: the form")
struct EventFormTests {
  func validForm() -> EventForm {
    var form = EventForm()
    form.type = .showcase
    form.name = "Spring Showcase"
    form.setStartDate(.on("2026-04-15"))
    return form
  }

  @Test func emptyFormNamesEveryMissingRequiredField() {
    let validation = EventForm().validate()
    #expect(validation.errors[.type] == "Event type is required")
    #expect(validation.errors[.name] == "Event name is required")
    #expect(validation.errors[.startDate] == "Start date is required")
    #expect(validation.summary == "Please complete all required fields")
    #expect(EventForm().validate().isValid == false)
    #expect(validForm().validate().isValid)
  }

  @Test func whitespaceNameIsMissing() {
    var form = validForm()
    form.name = "   \n"
    #expect(form.validate().errors[.name] == "Event name is required")
  }

  @Test func onANewEventTheEndDateFollowsTheStartUntilTheUserSetsIt() {
    var form = EventForm()
    form.setStartDate(.on("2027-05-01"))
    #expect(form.endDate == .on("2027-05-01"))
    form.setStartDate(.on("2027-05-03"))
    #expect(form.endDate == .on("2027-05-03"))
    form.setEndDate(.on("2027-05-05"))
    form.setStartDate(.on("2027-05-04"))
    #expect(form.endDate == .on("2027-05-05"))
    #expect(form.endDateFollowsStart == false)
  }

  @Test func endDateBeforeStartIsAnErrorAndTheSameDayIsFine() {
    var form = validForm()
    form.setEndDate(.on("2026-04-14"))
    #expect(form.validate().errors[.endDate] == "End date must be after start date")
    #expect(form.validate().isValid == false)
    form.setEndDate(.on("2026-04-15"))
    #expect(form.validate().errors[.endDate] == nil)
  }

  @Test func endTimeDefaultsToOneHourAfterTheStartWrappingPastMidnight() {
    var form = validForm()
    form.setStartTime(.at("09:00"))
    #expect(form.endTime == .at("10:00"))
    var late = validForm()
    late.setStartTime(.at("23:30"))
    #expect(late.endTime == .at("00:30"))
  }

  @Test func aStartTimeRetypedKeyByKeyLeavesTheEndAnHourLater() {
    var form = validForm()
    for typed in ["10:00", "02:00", "14:00"] { form.setStartTime(.at(typed)) }
    #expect(form.endTime == .at("15:00"))
    form.setStartTime(nil)
    #expect(form.endTime == nil)
  }

  @Test func anEndTimeTheUserSetStaysWhereTheyPutIt() {
    var form = validForm()
    form.setStartTime(.at("09:00"))
    form.setEndTime(.at("17:00"))
    form.setStartTime(.at("10:00"))
    #expect(form.endTime == .at("17:00"))
  }

  @Test func anEditNeverFillsOrMovesTheEnd() throws {
    let event = Event.fixture(1, start: "2026-06-10", startTime: "08:00")
    var form = EventForm(event: event)
    form.name = "Perfect Game National Showcase (moved)"
    form.setStartDate(.on("2026-06-12"))
    form.setStartTime(.at("09:00"))
    let payload = try #require(form.payload())
    #expect(payload.endDate == nil)
    #expect(payload.endTime == nil)
  }

  @Test func turningOnEndTimeByHandProposesStartPlusOneHourNotNow() {
    var form = validForm()
    form.setStartTime(.at("14:15"))
    form.endTimeToggled(on: false)
    #expect(form.endTime == nil)
    form.endTimeToggled(on: true)
    #expect(form.endTime == .at("15:15"))
    var noStart = validForm()
    noStart.endTimeToggled(on: true)
    #expect(noStart.endTime == .at("10:00"))
    noStart.startTimeToggled(on: true)
    #expect(noStart.startTime == .at("09:00"))
  }

  @Test func openingTheStartPickerStoresTheDayItShows() {
    var form = EventForm()
    form.type = .camp
    form.name = "Camp today"
    #expect(form.validate().isValid == false)
    form.startDatePickerOpened(today: .on("2026-11-22"))
    #expect(form.startDate == .on("2026-11-22"))
    #expect(form.validate().isValid)
    form.startDatePickerOpened(today: .on("2026-11-23"))
    #expect(form.startDate == .on("2026-11-22"))
  }

  @Test(arguments: [
    "example.com", "ftp://example.com", "https://", "http:// spaced.com", "javascript:alert(1)",
  ])
  func invalidURLsAreRejected(_ url: String) {
    var form = validForm()
    form.url = url
    #expect(form.validate().errors[.url] == "Please enter a valid URL (e.g., https://...)")
  }

  @Test func webURLsAreAccepted() {
    var form = validForm()
    form.url = " https://perfectgame.org/events?id=1 "
    #expect(form.validate().errors[.url] == nil)
    form.url = "HTTP://example.com"
    #expect(form.validate().errors[.url] == nil)
  }

  @Test func nameMayBe255CharactersButNotMore() {
    var form = validForm()
    form.name = String(repeating: "n", count: 255)
    #expect(form.validate().isValid)
    #expect(form.payload()?.name.count == 255)
    form.name = String(repeating: "n", count: 256)
    #expect(form.validate().errors[.name] == "Event name must be 255 characters or fewer")
  }

  @Test func costAcceptsZeroAndDollarFormsAndRefusesNegativeOrText() {
    var form = validForm()
    form.costText = "0"
    #expect(form.payload()?.cost == 0)
    form.costText = "$1,500.50"
    #expect(form.payload()?.cost == 1500.5)
    form.costText = "-5"
    #expect(form.validate().errors[.cost] == "Cost cannot be negative")
    form.costText = "free"
    #expect(form.validate().errors[.cost] == "Please enter a valid cost")
    form.costText = ""
    #expect(form.payload()?.cost == nil)
  }

  @Test func stateIsUppercasedWithAWarningUnlessTwoLetters() {
    var form = validForm()
    form.setState("ga")
    #expect(form.state == "GA")
    #expect(form.validate().warnings.isEmpty)
    for (typed, kept) in [
      ("Georgia", "GE"), (" t x ", "TX"), ("g", "G"), ("4", "4"), ("ÉÉÉ", "ÉÉ"),
    ] {
      form.setState(typed)
      #expect(form.state == kept)
    }
    form.setState("g")
    #expect(form.validate().warnings[.state] == "Use the 2-letter state abbreviation (e.g., GA)")
    form.setState("4A")
    #expect(form.validate().warnings[.state] != nil)
    #expect(form.validate().isValid)
  }

  @Test func typedMistakesShowAtOnceAndMissingFieldsAfterTheFirstSubmit() {
    var form = EventForm()
    let untouched = form.validate()
    #expect(untouched.shownErrors(afterSubmitAttempt: false).isEmpty)
    #expect(untouched.allowsSubmit(afterSubmitAttempt: false))
    #expect(
      untouched.shownErrors(afterSubmitAttempt: true).keys.sorted(by: { $0.rawValue < $1.rawValue })
        == [.name, .startDate, .type])
    #expect(untouched.allowsSubmit(afterSubmitAttempt: true) == false)
    form.url = "not a url"
    form.setStartDate(.on("2026-04-15"))
    form.setEndDate(.on("2026-04-14"))
    let typed = form.validate()
    #expect(
      typed.shownErrors(afterSubmitAttempt: false) == [
        .url: "Please enter a valid URL (e.g., https://...)",
        .endDate: "End date must be after start date",
      ])
    #expect(typed.allowsSubmit(afterSubmitAttempt: false) == false)
    var fixed = validForm()
    fixed.school = .other(name: " ")
    #expect(fixed.validate().allowsSubmit(afterSubmitAttempt: false))
    #expect(fixed.validate().allowsSubmit(afterSubmitAttempt: true) == false)
    fixed.school = .other(name: "Kennesaw State")
    #expect(fixed.validate().allowsSubmit(afterSubmitAttempt: true))
  }

  @Test func pastDatesAreAllowed() {
    var form = validForm()
    form.setStartDate(.on("2019-06-01"))
    #expect(form.validate().isValid)
  }

  @Test func payloadIsTrimmedAndSendsEmptyFieldsAsNull() throws {
    var form = validForm()
    form.name = "  Spring Showcase  "
    form.city = "  Atlanta "
    form.address = "   "
    form.setState(" ga ")
    form.setStartTime(.at("09:00"))
    form.eventSource = .flyer
    form.registered = true
    let payload = try #require(form.payload(userID: TestIDs.user))
    #expect(payload.name == "Spring Showcase")
    #expect(payload.city == "Atlanta")
    #expect(payload.address == nil)
    #expect(payload.state == "GA")
    let json =
      try JSONSerialization.jsonObject(with: JSONEncoder().encode(payload)) as? [String: Any]
    let body = try #require(json)
    #expect(body["address"] is NSNull)
    #expect(body["start_time"] as? String == "09:00:00")
    #expect(body["end_time"] as? String == "10:00:00")
    #expect(body["start_date"] as? String == "2026-04-15")
    #expect(body["end_date"] as? String == "2026-04-15")
    #expect(body["event_source"] as? String == "flyer")
    #expect(body["user_id"] as? String == TestIDs.user.description)
    #expect(body["registered"] as? Bool == true)
    #expect(body.keys.count == 21)
    #expect(body["time_zone"] as? String == "America/New_York", "proposed from the state")
  }

  @Test func otherSchoolNameIsASchoolNeverTheLocation() throws {
    var form = validForm()
    form.school = .other(name: "Georgia Gwinnett College")
    #expect(form.school.schoolID == nil)
    let created = School.ID.test(77)
    let payload = try #require(form.payload(schoolID: created))
    #expect(payload.schoolID == created)
    #expect(payload.location == nil)
    form.school = .other(name: "  ")
    #expect(form.validate().errors[.school] == "Enter the school's name")
  }

  @Test func editFormStartsFromTheSavedEventAndSavesItBack() throws {
    var event = Event.fixture(
      1, start: "2026-04-15", end: "2026-04-16", startTime: "09:00", registered: true,
      schoolID: .test(5), city: "Athens", state: "GA")
    event.cost = 150
    event.endTime = .at("17:00")
    let form = EventForm(event: event)
    #expect(form.name == "Spring Showcase")
    #expect(form.school == .existing(.test(5)))
    #expect(form.costText == "150")
    #expect(form.hasChanges(comparedTo: EventForm(event: event)) == false)
    let payload = try #require(form.payload())
    #expect(payload.startDate == event.startDate && payload.endDate == event.endDate)
    #expect(payload.endTime == .at("17:00") && payload.cost == 150 && payload.schoolID == .test(5))
  }

  @Test func unsavedChangesCoverEveryField() {
    let original = validForm()
    let edits: [(inout EventForm) -> Void] = [
      { $0.type = .camp }, { $0.name = "x" }, { $0.school = .none },
      { $0.eventSource = .friend }, { $0.costText = "1" }, { $0.url = "https://a.b" },
      { $0.setStartDate(.on("2026-04-16")) }, { $0.setEndDate(.on("2026-05-01")) },
      { $0.setStartTime(.at("08:00")) }, { $0.setEndTime(.at("08:00")) },
      { $0.checkinTime = .at("07:30") }, { $0.location = "x" }, { $0.address = "x" },
      { $0.city = "x" }, { $0.setState("x") }, { $0.description = "x" },
      { $0.registered = true }, { $0.attended = true }, { $0.performanceNotes = "x" },
    ]
    for edit in edits {
      var form = original
      edit(&form)
      #expect(form.hasChanges(comparedTo: original))
    }
    #expect(original.hasChanges(comparedTo: original) == false)
  }

  @Test func requiredFieldsAreAnnouncedAsRequired() {
    #expect(EventFormField.type.accessibilityLabel == "Event Type, Required field")
    #expect(EventFormField.url.accessibilityLabel == "Event URL")
  }
}

@Suite("Get Directions")
struct DirectionsURLTests {
  @Test func buildsAnAppleMapsSearchFromAddressCityAndState() {
    let url = DirectionsURL.make(address: "261 Main St", city: "Emerson", state: "GA")
    #expect(url?.absoluteString == "https://maps.apple.com/?q=261%20Main%20St%2C%20Emerson%2C%20GA")
  }

  @Test func skipsEmptyPartsAndEncodesEverythingElse() {
    let url = DirectionsURL.make(address: nil, city: "São Paulo & Co", state: " ")
    #expect(url?.absoluteString == "https://maps.apple.com/?q=S%C3%A3o%20Paulo%20%26%20Co")
  }

  @Test func noLocationMeansNoButton() {
    #expect(DirectionsURL.make(address: " ", city: nil, state: "") == nil)
    #expect(DirectionsURL.make(for: Event.fixture(1)) == nil)
  }
}
