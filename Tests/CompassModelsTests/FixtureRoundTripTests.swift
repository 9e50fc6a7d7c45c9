import CompassModels
import Foundation
import Testing

@Suite("Rows exactly as PostgREST emits them survive decode and encode")
struct FixtureRoundTripTests {
  func roundTrip<Row: Codable>(_ type: Row.Type, fixture: String) throws -> [Row] {
    let original = try Fixture.data(fixture)
    let rows = try JSONDecoder().decode([Row].self, from: original)
    let expected = try JSONDecoder().decode(JSONValue.self, from: original)
    #expect(try Fixture.json(rows) == expected)
    return rows
  }

  @Test func eventsRoundTrip() throws {
    let events = try roundTrip(Event.self, fixture: "events")
    #expect(events.count == 2)
    let showcase = events[0]
    #expect(showcase.type == .showcase)
    #expect(showcase.timeZone == "America/Chicago" && events[1].timeZone == nil)
    #expect(showcase.startDate == LocalDate(year: 2026, month: 4, day: 15))
    #expect(showcase.endDate == LocalDate(year: 2026, month: 4, day: 16))
    #expect(showcase.checkinTime == LocalTime(hour: 8, minute: 30))
    #expect(showcase.cost == 150.5)
    #expect(showcase.coachesPresent.count == 2)
    #expect(showcase.eventSource == .email)
    #expect(
      showcase.statsRecorded
        == .object([
          "innings": .number(2), "pitches": .number(31),
          "velo": .array([.number(88), .number(89.5), .number(90)]), "note": .null,
        ]))
    #expect(events[1].cost == 0)
    #expect(events[1].schoolID == nil)
  }

  @Test func schoolsRoundTrip() throws {
    let schools = try roundTrip(School.self, fixture: "schools")
    #expect(schools[0].division == .d1)
    #expect(schools[1].division == nil)
  }

  @Test func coachesRoundTrip() throws {
    let coaches = try roundTrip(Coach.self, fixture: "coaches")
    #expect(coaches[0].fullName == "John Smith")
    #expect(coaches[1].role == .recruiting)
    #expect(coaches[1].lastName == "Núñez")
  }

  @Test func metricsRoundTrip() throws {
    let metrics = try roundTrip(PerformanceMetric.self, fixture: "performance_metrics")
    #expect(metrics[0].value == 88.5)
    #expect(metrics[0].eventID != nil)
    #expect(metrics[1].metricType == .sixtyTime)
  }

  @Test func interactionsRoundTrip() throws {
    let interactions = try roundTrip(Interaction.self, fixture: "interactions")
    #expect(interactions[0].sentiment == .veryPositive)
    #expect(interactions[1].type == .dm)
    #expect(interactions[1].sentiment == nil)
  }

  @Test func documentsRoundTrip() throws {
    let documents = try roundTrip(Document.self, fixture: "documents")
    #expect(documents[0].versionGroupID == documents[1].id)
    #expect(documents[0].sharedWithSchools.count == 2)
    #expect(documents[1].isCurrent == false)
  }

  @Test func everyColumnIsEmitted() throws {
    let events = try JSONDecoder().decode([Event].self, from: Fixture.data("events"))
    guard case .object(let row) = try Fixture.json(events[1]) else {
      Issue.record("an event must encode as an object")
      return
    }
    #expect(Set(row.keys) == Set(Event.CodingKeys.allCases.map(\.rawValue)))
    #expect(row["end_date"] == .null)
  }

  @Test func followUpsRoundTrip() throws {
    let followUps = try roundTrip(FollowUp.self, fixture: "follow_ups")
    #expect(followUps.map(\.status) == [.open, .done])
    #expect(followUps[0].dueDate == LocalDate(year: 2026, month: 4, day: 17))
    #expect(followUps[1].doneInteractionID != nil && followUps[1].doneAt != nil)
  }

  @Test func schoolStatusesRoundTrip() throws {
    let standings = try roundTrip(SchoolStatus.self, fixture: "school_statuses")
    #expect(standings.first?.status == .notAFit && standings.first?.interest == .low)
  }
}
