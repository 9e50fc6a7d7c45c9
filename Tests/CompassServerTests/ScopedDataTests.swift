import CompassModels
import Foundation
import Testing

@testable import CompassAPI
@testable import CompassHTTP
@testable import CompassServer
@testable import CompassServices
@testable import CompassStore
@testable import CompassWeb

/// The typed data API the pages and `/api` use: every model decoded from its columns equals
/// the same row decoded from PostgREST's JSON, typed conditions and orders select what their
/// grammar would, and the scoping is the REST engine's, on both databases.
@Suite("Store: typed, scoped reads and writes")
struct ScopedDataTests {
  @Test func everyModelsCodingKeysAreItsTablesColumns() {
    func check<Row: StoredRow>(_ type: Row.Type, _ keys: [some CodingKey]) {
      let columns = Set(Row.table.columnNames)
      let fields = Set(keys.map(\.stringValue))
      #expect(fields == columns, "\(Row.table.name): \(fields.symmetricDifference(columns))")
    }
    check(Event.self, Event.CodingKeys.allCases)
    check(School.self, School.CodingKeys.allCases)
    check(Coach.self, Coach.CodingKeys.allCases)
    check(PerformanceMetric.self, PerformanceMetric.CodingKeys.allCases)
    check(Interaction.self, Interaction.CodingKeys.allCases)
    check(Document.self, Document.CodingKeys.allCases)
  }

  @Test(arguments: TestDatabase.available)
  func modelsReadFromColumnsEqualModelsReadFromJSON(_ database: TestDatabase) async throws {
    try await TestServer.run(database) { api in
      let owner = try await api.signUp("owner@example.com")
      try await Self.seed(api, as: owner.token)
      let data = ScopedData(engine: api.services.rest, user: try #require(UserID(owner.id)))
      try await Self.compare(data.schools, api, owner.token, order: .ascending(.name))
      try await Self.compare(data.coaches, api, owner.token, order: .ascending(.lastName))
      try await Self.compare(data.events, api, owner.token, order: .ascending(.startDate))
      try await Self.compare(data.metrics, api, owner.token, order: .descending(.recordedDate))
      try await Self.compare(data.interactions, api, owner.token, order: .ascending(.content))
      try await Self.compare(data.documents, api, owner.token, order: .descending(.createdAt))
    }
  }

  @Test(arguments: TestDatabase.available)
  func conditionsAndOrdersSelectWhatTheyName(_ database: TestDatabase) async throws {
    try await TestServer.run(database) { api in
      let owner = try await api.signUp("owner@example.com")
      let event = try await Self.seed(api, as: owner.token)
      let data = ScopedData(engine: api.services.rest, user: try #require(UserID(owner.id)))
      let atEvent = try await data.metrics.list(
        where: [.equals(.eventID, event)], order: [.descending(.recordedDate)])
      #expect(atEvent.map(\.recordedDate.description) == ["2026-04-16", "2026-04-15"])
      let april16 = try #require(LocalDate("2026-04-16"))
      let fromThe16th = try await data.metrics.list(
        where: [.atLeast(.recordedDate, april16)], order: [.ascending(.recordedDate)])
      #expect(fromThe16th.map(\.recordedDate.description) == ["2026-04-16", "2026-05-01"])
      let untilThe16th = try await data.metrics.list(
        where: [.atMost(.recordedDate, april16), .equals(.metricType, "velocity")],
        order: [.ascending(.value)])
      #expect(untilThe16th.map(\.value) == [88.5, 91])
      #expect(try await data.events.find(event)?.name == "Showcase")
      #expect(try await data.events.find(id: Event.ID("not-an-id")) == nil)
    }
  }

  @Test(arguments: TestDatabase.available)
  func writesGoThroughTheScopeAndItsChecks(_ database: TestDatabase) async throws {
    try await TestServer.run(database) { api in
      let owner = try await api.signUp("owner@example.com")
      let intruder = try await api.signUp("intruder@example.com")
      let event = try await Self.seed(api, as: owner.token)
      let mine = ScopedData(engine: api.services.rest, user: try #require(UserID(owner.id)))
      let theirs = ScopedData(engine: api.services.rest, user: try #require(UserID(intruder.id)))
      let school = try #require(try await mine.schools.list(order: [.ascending(.name)]).first)

      #expect(try await theirs.events.list(order: []).isEmpty)
      #expect(try await theirs.events.find(event) == nil)
      var rename = RowValues<Event>()
      rename[.name] = .text("Taken")
      #expect(try await theirs.events.update(event, rename) == false)
      #expect(try await theirs.events.delete(event) == false)
      var borrowed = RowValues<Coach>()
      borrowed[.firstName] = .text("A")
      borrowed[.lastName] = .text("B")
      borrowed[.schoolID] = school.id.storeValue
      await #expect(throws: PostgrestError.self) { try await theirs.coaches.insert(borrowed) }
      #expect(try await mine.events.find(event)?.name == "Showcase")

      #expect(try await mine.events.update(event, rename))
      #expect(try await mine.events.find(event)?.name == "Taken")
      let id = Event.ID(UUID())
      var repeated = RowValues<Event>()
      repeated[.name] = .text("Camp")
      repeated[.type] = EventType.camp.storeValue
      repeated[.startDate] = .date(try #require(LocalDate("2026-06-01")))
      #expect(try await mine.events.insert(repeated, id: id)?.id == id)
      #expect(try await mine.events.insert(repeated, id: id) == nil)
      #expect(try await mine.events.list(where: [.equals(.name, "Camp")], order: []).count == 1)
      #expect(try await mine.events.delete(id))
      #expect(try await mine.events.find(id) == nil)
    }
  }

  /// A school with a coach, an event with every kind of column filled, three metrics, an
  /// interaction and a shared document; returns the event's id.
  @discardableResult
  private static func seed(_ api: TestAPI, as token: String) async throws -> Event.ID {
    let school = try #require(
      try await api.insert(
        "schools", #"{"name":"Georgia Tech","city":"Atlanta","state":"GA","division":"D1"}"#,
        as: token)["id"]?.stringValue)
    let coach = try #require(
      try await api.insert(
        "coaches",
        #"{"first_name":"Sam","last_name":"Lee","school_id":"\#(school)","role":"head","email":"s@gt.edu"}"#,
        as: token)["id"]?.stringValue)
    let event = try #require(
      try await api.insert(
        "events",
        #"{"name":"Showcase","type":"showcase","start_date":"2026-04-15","end_date":"2026-04-16","start_time":"08:00:00","end_time":"17:30:00","checkin_time":"07:15:00","school_id":"\#(school)","coaches_present":["\#(coach)"],"stats_recorded":{"velo":[91,92],"note":"é \"q\""},"cost":125.5,"registered":true,"attended":false,"state":"GA","description":"Line 1\nLine 2"}"#,
        as: token)["id"]?.stringValue)
    for (value, date, eventID) in [
      ("91", "2026-04-15", event), ("88.5", "2026-04-16", event), ("93.25", "2026-05-01", nil),
    ] {
      let link = eventID.map { #","event_id":"\#($0)""# } ?? ""
      _ = try await api.insert(
        "performance_metrics",
        #"{"metric_type":"velocity","value":\#(value),"unit":"mph","recorded_date":"\#(date)","verified":true\#(link)}"#,
        as: token)
    }
    _ = try await api.insert(
      "interactions",
      #"{"type":"email","direction":"inbound","event_id":"\#(event)","coach_id":"\#(coach)","content":"Great arm","sentiment":"positive"}"#,
      as: token)
    let file = try await api.storedFile("t.pdf", as: token)
    _ = try await api.insert(
      "documents",
      #"{"type":"transcript","title":"Transcript","file_url":"\#(file)","shared_with_schools":["\#(school)"]}"#,
      as: token)
    return try #require(Event.ID(event))
  }

  private static func compare<Row: StoredRow & Equatable>(
    _ table: ScopedTable<Row>, _ api: TestAPI, _ token: String, order: RowOrder<Row>
  ) async throws {
    let fromColumns = try await table.list(order: [order])
    let reply = try await api.rest(
      .get, "\(Row.table.name)?order=\(order.term.column)\(order.term.descending ? ".desc" : "")",
      as: token)
    let fromJSON = try JSONDecoder().decode(DecodedRows<Row>.self, from: Data(reply.text.utf8))
    #expect(fromJSON.failures.isEmpty)
    #expect(!fromColumns.isEmpty)
    #expect(fromColumns == fromJSON.rows, "\(Row.table.name)")
  }
}
