import CompassDomain
import CompassModels
import Foundation
import Testing

@Suite("Athlete profile: the form's rules and how a coach reads it")
struct AthleteProfileTests {
  private let today = LocalDate(year: 2026, month: 11, day: 27)!
  private let athlete = UserID(UUID())

  private func filled() -> AthleteProfileDraft {
    var draft = AthleteProfileDraft()
    draft.graduationYear = "2028"
    draft.sport = " Baseball "
    draft.positions = "RHP / OF"
    draft.bats = "switch"
    draft.throwingArm = "right"
    draft.heightFeet = "6"
    draft.heightInches = "1"
    draft.weightPounds = "185"
    draft.highSchool = "Sope Creek High School"
    draft.gpa = "3,8"
    draft.contactEmail = "avery.family@example.com"
    draft.contactPhone = "(770) 555-0142"
    draft.showsUpcomingEvents = true
    return draft
  }

  @Test func aFilledFormHasNoProblemsAndSavesItsColumns() {
    let draft = filled()
    #expect(draft.problems(today: today).isEmpty)
    let columns = draft.columns
    #expect(columns["graduation_year"] == .number(2028))
    #expect(columns["sport"] == .string("Baseball"))
    #expect(columns["height_inches"] == .number(73))
    #expect(columns["gpa"] == .number(3.8), "a decimal comma reads as a point")
    #expect(columns["club_team"] == .null, "an empty field clears its column")
    #expect(columns["shows_upcoming_events"] == .bool(true))
  }

  @Test func aStoredProfileOpensAsTheSameColumns() {
    let profile = AthleteProfile(
      id: .init(UUID()), userID: athlete, graduationYear: 2028, sport: "Baseball",
      positions: "RHP / OF", bats: .switchHitter, throwingArm: .right, heightInches: 73,
      weightPounds: 185, highSchool: "Sope Creek High School", gpa: 3.8,
      contactEmail: "avery.family@example.com", contactPhone: "(770) 555-0142",
      showsUpcomingEvents: true)
    #expect(AthleteProfileDraft(profile) == filled().trimmedSport)
    #expect(AthleteProfileDraft.columns(of: profile) == filled().columns)
  }

  @Test(arguments: [
    ("graduation_year", "2040", AthleteProfileField.graduationYear),
    ("graduation_year", "twenty", .graduationYear), ("height_feet", "9", .height),
    ("height_inches", "12", .height), ("weight_pounds", "30", .weightPounds),
    ("weight_pounds", "185.5", .weightPounds), ("gpa", "6", .gpa), ("gpa", "A-", .gpa),
    ("contact_email", "avery at example", .contactEmail), ("contact_phone", "555", .contactPhone),
    ("contact_phone", "call me", .contactPhone), ("bats", "both", .bats),
    ("throws", "switch", .throwingArm),
  ])
  func eachImplausibleEntryIsRefusedOnItsField(
    field: String, typed: String, expected: AthleteProfileField
  ) {
    var draft = filled()
    switch field {
    case "graduation_year": draft.graduationYear = typed
    case "height_feet": draft.heightFeet = typed
    case "height_inches": draft.heightInches = typed
    case "weight_pounds": draft.weightPounds = typed
    case "gpa": draft.gpa = typed
    case "contact_email": draft.contactEmail = typed
    case "contact_phone": draft.contactPhone = typed
    case "bats": draft.bats = typed
    default: draft.throwingArm = typed
    }
    let problems = draft.problems(today: today)
    #expect(Array(problems.keys) == [expected], "\(typed)")
  }

  @Test func anEmptyFormIsFine() {
    #expect(AthleteProfileDraft().problems(today: today).isEmpty)
    #expect(AthleteProfileDraft().columns.values.allSatisfy { $0 == .null || $0 == .bool(false) })
  }

  @Test func aCoachReadsTheFactsInOrderLeavingOutWhatIsNotGiven() {
    let profile = AthleteProfile(
      id: .init(UUID()), userID: athlete, graduationYear: 2028, sport: "Baseball",
      positions: "RHP / OF", bats: .right, throwingArm: .left, heightInches: 73,
      highSchool: "Sope Creek High School", clubTeam: "East Cobb Astros", gpa: 3.75)
    #expect(
      ProfileText.facts(profile) == [
        "Class of 2028 · RHP / OF · Baseball", "Bats R / Throws L · 6'1\"",
        "Sope Creek High School · Club: East Cobb Astros", "GPA 3.75",
      ])
    #expect(ProfileText.facts(nil).isEmpty)
    #expect(ProfileText.facts(AthleteProfile(id: .init(UUID()), userID: athlete)).isEmpty)
    #expect([4.0, 3.8, 3.05].map(ProfileText.gpa) == ["4", "3.8", "3.05"])
  }

  @Test func aTrendSaysWhatItComparesAndAVerifiedNumberWhereItWasMeasured() throws {
    let values = MetricValueFormatter(locale: Locale(identifier: "en_US"))
    func metric(_ value: Double, _ day: Int, event: Event.ID? = nil) -> PerformanceMetric {
      PerformanceMetric(
        id: .init(UUID()), userID: athlete, eventID: event, metricType: .velocity, value: value,
        unit: "mph", recordedDate: LocalDate(year: 2026, month: 6, day: day)!, verified: true,
        verifiedBy: .event)
    }
    let two = try #require(MetricAnalysis(metrics: [metric(85, 1), metric(87, 2)]).trends.first)
    #expect(TrendText.forCoaches(two, values: values) == "Improving over 2 results: 85 → 87 mph")
    let six = try #require(
      MetricAnalysis(metrics: [90, 91, 92, 91, 92, 90].enumerated().map { metric($1, $0 + 1) })
        .trends.first)
    #expect(
      TrendText.forCoaches(six, values: values)
        == "Stable over 6 results: first 3 average 91, last 3 91 mph")
    let showcase = Event(
      id: .init(UUID()), userID: athlete, type: .showcase, name: "Perfect Game Showcase",
      startDate: LocalDate(year: 2026, month: 3, day: 4)!)
    let dates = EventDateText(locale: Locale(identifier: "en_US"))
    let measured = metric(91, 4, event: showcase.id)
    #expect(
      VerificationText.detail(measured, event: showcase, dates: dates)
        == "At Perfect Game Showcase, Mar 4, 2026")
    #expect(
      VerificationText.detail(metric(91, 4), event: nil, dates: dates) == "Verified at an event")
  }
}

extension AthleteProfileDraft {
  /// The draft as a stored profile opens it: text trimmed as it was saved.
  fileprivate var trimmedSport: AthleteProfileDraft {
    var draft = self
    draft.sport = sport.trimmingCharacters(in: .whitespaces)
    draft.gpa = "3.8"
    return draft
  }
}
