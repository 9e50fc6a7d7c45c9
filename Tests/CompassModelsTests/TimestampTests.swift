import CompassModels
import Foundation
import Testing

@Suite("Timestamps: any offset in, UTC with fractional seconds out")
struct TimestampTests {
  @Test(arguments: [
    ("2026-02-10T12:00:00Z", "2026-02-10T12:00:00.000000+00:00"),
    ("2026-02-10T12:00:00+00:00", "2026-02-10T12:00:00.000000+00:00"),
    ("2026-02-10T12:00:00.5+00:00", "2026-02-10T12:00:00.500000+00:00"),
    ("2026-02-10T12:00:00.123456789Z", "2026-02-10T12:00:00.123457+00:00"),
    ("2026-02-10T07:00:00-05:00", "2026-02-10T12:00:00.000000+00:00"),
    ("2026-02-10T17:30:00+0530", "2026-02-10T12:00:00.000000+00:00"),
    ("2026-02-10 14:00:00+02", "2026-02-10T12:00:00.000000+00:00"),
    ("2026-02-10T12:00:00", "2026-02-10T12:00:00.000000+00:00"),
    ("2026-02-10T12:00", "2026-02-10T12:00:00.000000+00:00"),
    ("2026-12-31T23:30:00-01:00", "2027-01-01T00:30:00.000000+00:00"),
    ("1969-12-31T23:59:59.5Z", "1969-12-31T23:59:59.500000+00:00"),
  ])
  func normalisesToUTC(_ input: String, _ expected: String) throws {
    let instant = try #require(Timestamp.parse(input))
    #expect(Timestamp.format(instant) == expected)
  }

  @Test(arguments: [
    "2026-02-10", "2026-02-10T12", "2026-02-30T12:00:00Z", "2026-02-10T12:00:00+25:00",
    "2026-02-10T12:00:00.Z", "2026-02-10T12:00:00Zjunk", "yesterday",
  ])
  func rejectsMalformedTimestamps(_ input: String) {
    #expect(Timestamp.parse(input) == nil)
  }

  @Test func agreesWithFoundationsISO8601Parser() throws {
    let formatter = ISO8601DateFormatter()
    formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
    let text = "2026-07-04T18:45:12.250Z"
    #expect(Timestamp.parse(text) == formatter.date(from: text))
  }

  @Test func microsecondsSurviveARoundTrip() throws {
    for text in ["2026-02-10T14:03:12.481516+00:00", "2026-02-11T09:15:00.000001+00:00"] {
      #expect(Timestamp.format(try #require(Timestamp.parse(text))) == text)
    }
  }
}
