import CompassModels
import Foundation
import Testing

@Suite("One bad row never fails a whole list")
struct DefensiveDecodingTests {
  let owner = "0b7e9f6a-1111-4c2d-8e3f-aa00bb11cc22"

  func metric(id: String, value: String, unit: String = "\"mph\"", type: String = "\"velocity\"")
    -> String
  {
    """
    {"id":"\(id)","user_id":"\(owner)","event_id":null,"metric_type":\(type),"value":\(value),
     "unit":\(unit),"recorded_date":"2026-04-15","notes":null,"verified":null,
     "created_at":"2026-04-15T20:01:02Z","updated_at":null}
    """
  }

  @Test func nullUnitReadsAsEmptyAndNullValueSkipsOnlyThatRow() throws {
    let json =
      "["
      + [
        metric(id: "e2c3d4e5-f607-4182-9394-a5b6c7d8e9f0", value: "88.5", unit: "null"),
        metric(id: "f3d4e5f6-0718-4293-a4b5-c6d7e8f90a1b", value: "null"),
        metric(id: "a3d4e5f6-0718-4293-a4b5-c6d7e8f90a1b", value: "\"91.25\""),
      ].joined(separator: ",") + "]"
    let decoded = try Fixture.decode(DecodedRows<PerformanceMetric>.self, from: json)
    #expect(decoded.rows.map(\.value) == [88.5, 91.25])
    #expect(decoded.rows[0].unit == "")
    #expect(decoded.rows[0].verified == false)
    #expect(decoded.failures.map(\.index) == [1])
    #expect(decoded.failures[0].reason.contains("value"))
  }

  @Test func unknownMetricTypeSurvivesARoundTrip() throws {
    let json =
      "[" + metric(id: "e2c3d4e5-f607-4182-9394-a5b6c7d8e9f0", value: "12", type: "\"spin_rate\"")
      + "]"
    let rows = try Fixture.decode([PerformanceMetric].self, from: json)
    #expect(rows[0].metricType.rawValue == "spin_rate")
    #expect(rows[0].metricType.isKnown == false)
    guard case .array(let encoded) = try Fixture.json(rows), case .object(let row) = encoded[0]
    else {
      Issue.record("metrics must encode as an array of objects")
      return
    }
    #expect(row["metric_type"] == .string("spin_rate"))
  }

  @Test func eventWithInvalidStartDateIsSkippedAndOthersFallBack() throws {
    let json = """
      [{"id":"6f1c2b8e-3d4a-4e5f-9a0b-1c2d3e4f5a6b","user_id":"\(owner)","type":"game",
        "name":null,"start_date":"04/15/2026","registered":null,"attended":null},
       {"id":"7a2d3c9f-4e5b-4f60-8b1c-2d3e4f5a6b7c","user_id":"\(owner)","type":"tournament",
        "name":null,"start_date":"2026-04-15","end_date":"not a date","start_time":"9am",
        "cost":"150.00","coaches_present":null,"registered":null,"attended":null}]
      """
    let decoded = try Fixture.decode(DecodedRows<Event>.self, from: json)
    #expect(decoded.failures.map(\.index) == [0])
    let event = try #require(decoded.rows.first)
    #expect(event.type.rawValue == "tournament")
    #expect(event.name == "")
    #expect(event.endDate == nil)
    #expect(event.startTime == nil)
    #expect(event.cost == 150)
    #expect(event.coachesPresent.isEmpty)
    #expect(event.registered == false && event.attended == false)
    #expect(event.createdAt == nil)
  }

  @Test func uppercaseUUIDsAreReadAndWrittenLowercase() throws {
    let json = """
      {"id":"6F1C2B8E-3D4A-4E5F-9A0B-1C2D3E4F5A6B","user_id":"\(owner.uppercased())","name":"X"}
      """
    let school = try Fixture.decode(School.self, from: json)
    #expect(school.id.description == "6f1c2b8e-3d4a-4e5f-9a0b-1c2d3e4f5a6b")
    guard case .object(let row) = try Fixture.json(school) else {
      Issue.record("a school must encode as an object")
      return
    }
    #expect(row["user_id"] == .string(owner))
  }

  @Test func documentWithoutVersionGroupIsItsOwnGroup() throws {
    let json = """
      {"id":"d7182930-4b5c-46d7-a8f9-0a1b2c3d4e5f","user_id":"\(owner)","type":"transcript",
       "title":"Transcript","file_url":"a/b.pdf","version":"3","is_current":true,
       "shared_with_schools":["9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d","not-a-uuid"]}
      """
    let document = try Fixture.decode(Document.self, from: json)
    #expect(document.versionGroupID == document.id)
    #expect(document.version == 3)
    #expect(document.sharedWithSchools.count == 1)
  }

  @Test func malformedIdentifierFailsTheRow() {
    #expect(throws: DecodingError.self) {
      try Fixture.decode(School.self, from: #"{"id":"42","user_id":"x","name":"X"}"#)
    }
  }

  @Test func typedIdentifiersCompareInStringOrder() throws {
    let low = try #require(School.ID("0a000000-0000-4000-8000-000000000000"))
    let high = try #require(School.ID("F0000000-0000-4000-8000-000000000000"))
    #expect(low < high)
    #expect(School.ID("nope") == nil)
  }
}
