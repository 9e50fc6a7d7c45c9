import CompassDomain
import CompassModels
import Foundation
import Testing

/// The contact log's shared rules, which the web page and the phone both use: the entry form,
/// the log's filters and order, the follow-up form, and doing a follow-up in one step.
@Suite("Contact log rules: the entry form, filters, follow-ups done in one step")
struct ContactLogRulesTests {
  private let athlete = UserID(UUID())
  private let today = LocalDate(year: 2026, month: 11, day: 28)!
  private let chicago = PersonalTimeZone.calendar(
    in: TimeZone(identifier: "America/Chicago") ?? .current)

  private func school(_ name: String) -> School {
    School(id: School.ID(UUID()), userID: athlete, name: name)
  }

  private func coach(_ last: String, at school: School?) -> Coach {
    Coach(
      id: Coach.ID(UUID()), userID: athlete, schoolID: school?.id, role: .head, firstName: "Pat",
      lastName: last)
  }

  private func entry(
    _ content: String, on day: LocalDate, hour: Int = 12, type: InteractionType = .phoneCall,
    school: School? = nil, coach: Coach? = nil
  ) -> Interaction {
    Interaction(
      id: Interaction.ID(UUID()), userID: athlete, schoolID: school?.id, coachID: coach?.id,
      type: type, direction: .inbound, content: content,
      occurredAt: day.instant(in: chicago, at: LocalTime(hour: hour, minute: 0)))
  }

  @Test func anEntryNeedsWhatWasSaidADayNotAheadAndACoachOfItsSchool() {
    let tech = school("Georgia Tech")
    let clemson = school("Clemson")
    let key = coach("Key", at: tech)
    var form = ContactForm(today: today)
    #expect(form.validate(coaches: [key])[.content] == ContactFormMessage.contentRequired)
    form.content = "Talked about the summer"
    form.date = today.adding(days: 1)
    #expect(form.validate(coaches: [key])[.date] == ContactFormMessage.dateInFuture)
    form.date = today.adding(days: -(11 * 365))
    #expect(form.validate(coaches: [key])[.date] == ContactFormMessage.dateTooOld)
    form.date = nil
    #expect(form.validate(coaches: [key])[.date] == ContactFormMessage.dateRequired)
    form.date = today
    form.coachID = key.id
    form.schoolID = clemson.id
    #expect(form.validate(coaches: [key])[.coach] == ContactFormMessage.coachElsewhere(key))
    form.coachID = Coach.ID(UUID())
    #expect(form.validate(coaches: [key])[.coach] == ContactFormMessage.coachUnknown)
    form.coachID = key.id
    form.schoolID = nil
    form.followUpDue = today.adding(days: -1)
    #expect(form.validate(coaches: [key])[.followUpDue] == ContactFormMessage.followUpInPast)
    form.followUpDue = today
    #expect(form.validate(coaches: [key]).isEmpty)
  }

  @Test func anEntryHappensOnItsDayInThePersonsZoneAndACoachBringsTheirSchool() throws {
    let tech = school("Georgia Tech")
    let key = coach("Key", at: tech)
    var form = ContactForm(today: today)
    form.content = "  Called about the camp  "
    form.coachID = key.id
    form.time = LocalTime(hour: 19, minute: 30)
    let payload = try #require(form.payload(loggedBy: athlete, coaches: [key], calendar: chicago))
    #expect(payload.schoolID == tech.id)
    #expect(payload.content == "Called about the camp")
    #expect(payload.subject == nil)
    #expect(Timestamp.format(payload.occurredAt).hasPrefix("2026-11-29T01:30:00"))
    let saved = Interaction(
      id: Interaction.ID(UUID()), userID: athlete, schoolID: tech.id, coachID: key.id,
      type: form.type, direction: form.direction, content: payload.content,
      occurredAt: payload.occurredAt)
    let reopened = ContactForm(editing: saved, calendar: chicago, today: today)
    #expect(reopened.date == today)
    #expect(reopened.time == LocalTime(hour: 19, minute: 30))
    #expect(
      ContactEdit.columns(of: saved, coaches: [key], calendar: chicago)
        == reopened.columns(coaches: [key], calendar: chicago),
      "an untouched edit form changes nothing")
    #expect(reopened.columns(coaches: [key], calendar: chicago)["logged_by"] == nil)
  }

  @Test func aNewEntrysFollowUpIsTitledForItsCoachAndSchool() throws {
    let tech = school("Georgia Tech")
    let key = coach("Key", at: tech)
    var form = ContactForm(today: today)
    form.content = "Asked for video"
    form.coachID = key.id
    #expect(form.followUp(after: Interaction.ID(UUID()), coaches: [key], schools: [tech]) == nil)
    form.followUpDue = today.adding(days: 3)
    let entry = Interaction.ID(UUID())
    let followUp = try #require(form.followUp(after: entry, coaches: [key], schools: [tech]))
    #expect(followUp.title == "Follow up with Coach Key (Georgia Tech)")
    #expect(followUp.interactionID == entry)
    #expect(followUp.schoolID == tech.id && followUp.coachID == key.id)
    form.followUpTitle = "Send the video"
    #expect(
      form.followUp(after: entry, coaches: [key], schools: [tech])?.title == "Send the video")
    #expect(FollowUpForm.defaultTitle(coach: nil, school: tech) == "Follow up with Georgia Tech")
    #expect(FollowUpForm.defaultTitle(coach: nil, school: nil) == "Follow up")
  }

  @Test func theLogFiltersBySchoolCoachTypeDaysAndWordsNewestFirst() {
    let tech = school("Georgia Tech")
    let clemson = school("Clemson")
    let key = coach("Key", at: tech)
    let camp = entry(
      "Met at camp", on: today.adding(days: -10), type: .camp, school: tech, coach: key)
    let call = entry("Asked about grades", on: today.adding(days: -2), school: tech, coach: key)
    let mail = entry("Sent my video", on: today, type: .email, school: clemson)
    let late = entry("Late call", on: today.adding(days: -2), hour: 23, school: clemson)
    let all = [camp, call, mail, late]
    func shown(_ filter: ContactLogFilter) -> [String] {
      filter.apply(all, coaches: [key], schools: [tech, clemson], calendar: chicago)
        .compactMap(\.content)
    }
    #expect(
      shown(ContactLogFilter()) == [
        "Sent my video", "Late call", "Asked about grades", "Met at camp",
      ])
    #expect(shown(ContactLogFilter(schoolID: tech.id)) == ["Asked about grades", "Met at camp"])
    #expect(shown(ContactLogFilter(coachID: key.id)).count == 2)
    #expect(shown(ContactLogFilter(type: .email)) == ["Sent my video"])
    #expect(
      shown(ContactLogFilter(from: today.adding(days: -2), through: today.adding(days: -2)))
        == ["Late call", "Asked about grades"],
      "a 23:00 call is on its day in the person's zone, though it is the next day in UTC")
    #expect(shown(ContactLogFilter(search: "KEY grades")) == ["Asked about grades"])
    #expect(shown(ContactLogFilter(search: "clemson")) == ["Sent my video", "Late call"])
    #expect(!ContactLogFilter().isActive && ContactLogFilter(search: "x").isActive)
  }

  @Test func aFollowUpNeedsATitleAndADayAheadUnlessItKeepsItsOwn() {
    var form = FollowUpForm(today: today)
    #expect(form.dueDate == today.adding(days: 2))
    #expect(form.validate()[.title] == FollowUpFormMessage.titleRequired)
    form.title = "Send transcript"
    form.dueDate = today.adding(days: -1)
    #expect(form.validate()[.dueDate] == FollowUpFormMessage.dueInPast)
    #expect(form.validate(keeping: today.adding(days: -1)).isEmpty, "an overdue one keeps its day")
    form.dueDate = today.adding(days: 4 * 365)
    #expect(form.validate()[.dueDate] == FollowUpFormMessage.dueTooFar)
    form.dueDate = nil
    #expect(form.validate()[.dueDate] == FollowUpFormMessage.dueRequired)
    form.dueDate = today
    form.notes = "  "
    #expect(form.payload()?.notes == nil)
  }

  @Test func doingAFollowUpLogsOneOutboundInteractionWithAStableID() {
    let tech = school("Georgia Tech")
    let key = coach("Key", at: tech)
    let followUp = FollowUp(
      id: FollowUp.ID(UUID()), userID: athlete, title: "Send Coach Key my video", dueDate: today,
      schoolID: tech.id, coachID: key.id)
    let instant = Date(timeIntervalSince1970: 1_800_000_000)
    let logged = FollowUpCompletion.interaction(
      doing: followUp, type: .email, note: " ", at: instant, loggedBy: athlete)
    #expect(logged.direction == .outbound && logged.type == .email)
    #expect(logged.content == "Send Coach Key my video" && logged.subject == followUp.title)
    #expect(logged.coachID == key.id && logged.schoolID == tech.id)
    let id = FollowUpCompletion.interactionID(for: followUp.id)
    #expect(id == FollowUpCompletion.interactionID(for: followUp.id))
    #expect(id.uuid != followUp.id.uuid)
    #expect(id.uuid.uuidString.dropFirst(14).first == "8", "a custom UUID, never a random one")
    let columns = FollowUpCompletion.doneColumns(by: id, at: instant)
    #expect(columns["status"] == .string("done"))
    #expect(columns["done_interaction_id"] == .string(id.description))
  }

  @Test func proposalsAreNoticedByCount() {
    #expect(FollowUpProposals.notice(count: 0) == nil)
    #expect(FollowUpProposals.notice(count: 1)?.contains("thank the coach") == true)
    #expect(FollowUpProposals.notice(count: 3)?.hasPrefix("3 follow-ups") == true)
  }
}

/// When coaches may first contact the athlete, by division, counted from the graduation year,
/// with the rule's source; an unchecked division or a missing year says so.
@Suite("Contact rules: when a division's coaches may reach out")
struct ContactRulesTests {
  private let locale = Locale(identifier: "en_US")
  private let today = LocalDate(year: 2026, month: 6, day: 10)!

  @Test func divisionOneAndTwoCountFromTheJuniorYear() {
    let first = ContactRules.line(
      division: .d1, athlete: "Jordan", graduationYear: 2028, today: today, locale: locale)
    #expect(
      first.text
        == "Coaches at Division I schools may call, text or e-mail Jordan about recruiting from Aug 1, 2026."
    )
    #expect(first.source?.contains("Bylaws 13.1.3.2.3 and 13.4.1.1 (baseball") == true)
    let second = ContactRules.line(
      division: .d2, athlete: "Jordan", graduationYear: 2028, today: today.adding(days: 10),
      locale: locale)
    #expect(second.text.hasSuffix("since Jun 15, 2026."))
    #expect(second.text.contains("meet Jordan off campus and host Jordan on an official visit"))
    #expect(second.source?.contains("Division II Coaches Off-Campus Recruiting Guide") == true)
    #expect(ContactRules.rule(for: .d1)?.firstDay(graduationYear: 2030) == LocalDate("2028-08-01"))
  }

  @Test func whatIsNotKnownIsSaid() {
    let third = ContactRules.line(
      division: .d3, athlete: "Jordan", graduationYear: 2028, today: today, locale: locale)
    #expect(third.text.contains("is not known here") && third.source == nil)
    let unset = ContactRules.line(
      division: nil, athlete: "Jordan", graduationYear: 2028, today: today, locale: locale)
    #expect(unset.text.hasPrefix("Set this school's division"))
    let noYear = ContactRules.line(
      division: .d1, athlete: "Jordan", graduationYear: nil, today: today, locale: locale)
    #expect(noYear.text.hasPrefix("Add Jordan's graduation year") && noYear.source != nil)
  }
}
