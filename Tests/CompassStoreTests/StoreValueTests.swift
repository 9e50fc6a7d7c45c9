import CompassModels
import Foundation
import Testing

@testable import CompassStore

/// The store's typed core: a model's columns go to their binds as the typed values they are
/// (no text to parse again), nil optionals are left out as JSON leaves them out, and a value
/// of another kind than its column's is refused as PostgreSQL refuses it.
@Suite("Store: typed values from a model to its binds")
struct StoreValueTests {
  private struct Written: Encodable {
    let id: Event.ID
    let startDate: LocalDate
    let startTime: LocalTime?
    let endTime: LocalTime?
    let checkedIn: Date
    let title: String
    let attended: Bool
    let count: Int
    let score: Double
    let type: EventType
    let coaches: [Coach.ID]
    let notes: [String]
    let details: Detail

    struct Detail: Encodable {
      let label: String
    }
  }

  private static func written() throws -> Written {
    Written(
      id: Event.ID(UUID(uuid: (1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16))),
      startDate: try #require(LocalDate("2026-11-27")), startTime: try #require(LocalTime("09:30")),
      endTime: nil, checkedIn: Date(timeIntervalSince1970: 1_800_000_000), title: "Fall Showcase",
      attended: true, count: 3, score: 87.5, type: .showcase,
      coaches: [Coach.ID(UUID(uuid: (9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9)))],
      notes: ["a", "b"], details: Written.Detail(label: "x"))
  }

  @Test func aModelsColumnsAreItsTypedValues() throws {
    let written = try Self.written()
    let columns = try StoreValueEncoder.columns(of: written)
    #expect(columns["id"] == .uuid(written.id.uuid))
    #expect(columns["startDate"] == .date(written.startDate))
    #expect(columns["startTime"] == .time(try #require(LocalTime("09:30"))))
    #expect(columns["endTime"] == nil, "a nil optional is left out, as JSON leaves it out")
    #expect(columns["checkedIn"] == .instant(written.checkedIn))
    #expect(columns["title"] == .text("Fall Showcase"))
    #expect(columns["attended"] == .flag(true))
    #expect(columns["count"] == .integer(3))
    #expect(columns["score"] == .number(87.5))
    #expect(columns["type"] == .text("showcase"))
    #expect(columns["coaches"] == .uuids(written.coaches.map(\.uuid)))
    #expect(columns["notes"] == .json(.array([.string("a"), .string("b")])))
    #expect(columns["details"] == .json(.object(["label": .string("x")])))
  }

  @Test(arguments: [SQLDialectKind.sqlite, .postgres])
  func typedValuesBindInTheirColumnsStoredForm(_ dialect: SQLDialectKind) throws {
    let date = try BoundValue.typed(
      .date(try #require(LocalDate("2026-03-07"))), type: .date, dialect: dialect)
    #expect(date.value as? String == "2026-03-07")
    let id = UUID(uuid: (0xAB, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16))
    let bound = try BoundValue.typed(.uuid(id), type: .uuid, dialect: dialect)
    #expect(bound.value as? String == UUIDText.lowercase(id))
    let instant = try BoundValue.typed(
      .instant(Date(timeIntervalSince1970: 0)), type: .timestamp, dialect: dialect)
    #expect(instant.value as? String == Timestamp.format(Date(timeIntervalSince1970: 0)))
    let ids = try BoundValue.typed(.uuids([id]), type: .uuidArray, dialect: dialect)
    #expect(ids.referencedIDs == [UUIDText.lowercase(id)])
  }

  @Test func aValueOfAnotherKindIsRefusedAsPostgreSQLRefusesIt() throws {
    let refusals: [(StoreValue, ColumnType)] = [
      (.date(try #require(LocalDate("2026-01-01"))), .uuid),
      (.uuid(UUID()), .date),
      (.flag(true), .integer),
      (.instant(Date()), .date),
    ]
    for (value, type) in refusals {
      #expect(throws: PostgrestError.self) {
        try BoundValue.typed(value, type: type, dialect: .postgres)
      }
    }
    #expect(throws: PostgrestError.self, "a 32-bit column keeps its range") {
      try BoundValue.typed(.integer(1 << 40), type: .integer, dialect: .sqlite)
    }
    #expect(throws: PostgrestError.self, "text is checked as text from a body is") {
      try BoundValue.typed(.text("a\u{0}b"), type: .text, dialect: .sqlite)
    }
  }
}
