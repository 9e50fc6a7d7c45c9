import CompassDomain
import CompassModels
import Foundation
import Testing

@Suite("Recruiting work between events: follow-ups, last contact, the schools board")
struct RecruitingWorkTests {
  private let athlete = UserID(UUID())
  private let day = LocalDate(year: 2026, month: 6, day: 10)!

  private func school(_ name: String) -> School {
    School(id: School.ID(UUID()), userID: athlete, name: name)
  }

  private func coach(_ last: String, at school: School?) -> Coach {
    Coach(
      id: Coach.ID(UUID()), userID: athlete, schoolID: school?.id, role: .head, firstName: "Pat",
      lastName: last)
  }

  private func followUp(_ title: String, due: LocalDate, status: FollowUpStatus = .open)
    -> FollowUp
  {
    FollowUp(id: FollowUp.ID(UUID()), userID: athlete, title: title, dueDate: due, status: status)
  }

  @Test func attendingACampProposesOneThankYouPerCoachPresentDueInTwoDays() {
    let tech = school("Georgia Tech")
    let key = coach("Key", at: tech)
    let walkOn = coach("Ray", at: nil)
    let gone = Coach.ID(UUID())
    let event = Event(
      id: Event.ID(UUID()), userID: athlete, schoolID: tech.id, type: .camp, name: "Tech Camp",
      startDate: day, coachesPresent: [key.id, gone, walkOn.id], attended: true)
    let proposals = FollowUpProposals.proposals(
      for: event, coaches: [key, walkOn], schools: [tech], today: day)
    #expect(
      proposals.map(\.title) == [
        "Thank Coach Key (Georgia Tech) for the camp", "Thank Coach Ray for the camp",
      ])
    #expect(proposals.allSatisfy { $0.dueDate == day.adding(days: 2) && $0.status == .open })
    #expect(proposals.map(\.coachID) == [key.id, walkOn.id], "a deleted coach proposes nothing")
    #expect(
      proposals.map(\.schoolID) == [tech.id, tech.id], "the event's school when the coach has none")
    #expect(proposals.allSatisfy { $0.eventID == event.id && $0.userID == athlete })
  }

  @Test func aProposalHasTheSameIdWhereverItIsMadeAndNoOtherPairShares() {
    let events = (0..<50).map { _ in Event.ID(UUID()) }
    let coaches = (0..<50).map { _ in Coach.ID(UUID()) }
    var seen = Set<FollowUp.ID>()
    for event in events {
      for coach in coaches {
        let id = FollowUpProposals.id(event: event, coach: coach)
        #expect(id == FollowUpProposals.id(event: event, coach: coach))
        seen.insert(id)
      }
    }
    #expect(seen.count == 2_500)
    let text = FollowUpProposals.id(event: events[0], coach: coaches[0]).description
    #expect(Array(text)[14] == "8", "a custom (version 8) UUID, never a random one's")
    #expect("89ab".contains(Array(text)[19]))
  }

  @Test func theAgendaSplitsOpenFollowUpsByTheDayAndSaysWhenEachIsDue() {
    let agenda = FollowUpAgenda(
      [
        followUp("Send video", due: day.adding(days: 3)),
        followUp("Call back", due: day),
        followUp("Thank Coach Key", due: day.adding(days: -2)),
        followUp("Done already", due: day.adding(days: -5), status: .done),
        followUp("Dropped", due: day, status: .dropped),
      ], today: day)
    #expect(agenda.overdue.map(\.title) == ["Thank Coach Key"])
    #expect(agenda.dueToday.map(\.title) == ["Call back"])
    #expect(agenda.later.map(\.title) == ["Send video"])
    #expect(agenda.needsAttention.map(\.title) == ["Thank Coach Key", "Call back"])
    #expect(agenda.headline == "2 follow-ups due · 1 overdue")
    #expect(FollowUpAgenda([], today: day).headline == nil)
    let texts = [0, 1, 5, -1, -3].map {
      FollowUpAgenda.dueText(followUp("x", due: day.adding(days: $0)), today: day)
    }
    #expect(
      texts == ["Due today", "Due tomorrow", "Due in 5 days", "1 day overdue", "3 days overdue"])
  }

  @Test func snoozingCountsFromTodaySoAnOverdueFollowUpMovesAhead() {
    #expect(FollowUpSnooze.tomorrow.dueDate(today: day) == day.adding(days: 1))
    #expect(FollowUpSnooze.threeDays.dueDate(today: day) == day.adding(days: 3))
    #expect(FollowUpSnooze.nextWeek.dueDate(today: day) == day.adding(days: 7))
  }

  @Test func theLastContactLineCountsDaysInThePersonsTimeZone() throws {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = try #require(TimeZone(identifier: "America/Los_Angeles"))
    let tech = school("Georgia Tech")
    let key = coach("Key", at: tech)
    // 2026-05-29 05:00 UTC is the evening of May 28 in Los Angeles: 13 days before June 10.
    let call = Interaction(
      id: Interaction.ID(UUID()), userID: athlete, schoolID: tech.id, coachID: key.id,
      type: .phoneCall, direction: .inbound, sentiment: .positive,
      occurredAt: Date(timeIntervalSince1970: 1_780_030_800))
    let older = Interaction(
      id: Interaction.ID(UUID()), userID: athlete, type: .email, direction: .outbound,
      occurredAt: Date(timeIntervalSince1970: 1_770_000_000))
    #expect(LastContact.newest([older, call]) == call)
    #expect(
      LastContact.line(call, coach: key, today: day, calendar: calendar)
        == "Last contact 13 days ago · Coach Key · Phone Call · Positive")
    let today = Interaction(
      id: Interaction.ID(UUID()), userID: athlete, type: .text, direction: .outbound,
      occurredAt: day.instant(in: calendar))
    #expect(
      LastContact.line(today, coach: nil, today: day, calendar: calendar)
        == "Last contact today · Text Message")
  }

  @Test func theBoardPutsEachSchoolUnderItsStatusNewestContactFirst() {
    let (tech, uga, vandy, emory) = (
      school("Georgia Tech"), school("UGA"), school("Vanderbilt"), school("Emory")
    )
    let standings = [
      SchoolStatus(
        id: SchoolStatus.ID(UUID()), userID: athlete, schoolID: tech.id, status: .talking),
      SchoolStatus(
        id: SchoolStatus.ID(UUID()), userID: athlete, schoolID: uga.id, status: .talking),
      SchoolStatus(
        id: SchoolStatus.ID(UUID()), userID: athlete, schoolID: vandy.id, status: .offered,
        interest: .high),
    ]
    let contact = { (school: School, seconds: TimeInterval) in
      Interaction(
        id: Interaction.ID(UUID()), userID: athlete, schoolID: school.id, type: .email,
        direction: .inbound, occurredAt: Date(timeIntervalSince1970: seconds))
    }
    let board = SchoolBoard(
      schools: [emory, tech, uga, vandy], standings: standings,
      interactions: [contact(tech, 1_000), contact(uga, 2_000), contact(tech, 500)])
    #expect(board.columns.map(\.status) == RecruitingStatus.allCases)
    let talking = board.columns.first { $0.status == .talking }
    #expect(talking?.cards.map(\.school.name) == ["UGA", "Georgia Tech"])
    #expect(talking?.cards.last?.lastContact?.occurredAt == Date(timeIntervalSince1970: 1_000))
    #expect(board.columns.first?.cards.map(\.school.name) == ["Emory"], "no status: researching")
    let counts = Dictionary(uniqueKeysWithValues: board.counts.map { ($0.0, $0.1) })
    #expect(counts[.talking] == 2 && counts[.offered] == 1 && counts[.committed] == 0)
  }
}
