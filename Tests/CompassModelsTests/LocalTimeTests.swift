import CompassModels
import Testing

@Suite("LocalTime: reads HH:MM and HH:MM:SS, writes HH:MM:SS")
struct LocalTimeTests {
  @Test func readsBothFormsAndWritesSeconds() throws {
    #expect(try #require(LocalTime("09:00")).description == "09:00:00")
    #expect(try #require(LocalTime("17:30:15")).description == "17:30:15")
    #expect(try #require(LocalTime("08:30:00.123456")).description == "08:30:00")
    #expect(try Fixture.json(try #require(LocalTime("09:00"))) == .string("09:00:00"))
    #expect(try #require(LocalTime("14:05")).hourMinute == "14:05")
  }

  @Test(arguments: ["24:00", "12:60", "9:00", "09-00", "09:00:", "09:00:00.", "noon", ""])
  func rejectsMalformedTimes(_ text: String) {
    #expect(LocalTime(text) == nil)
  }

  @Test func addingWrapsPastMidnight() throws {
    #expect(try #require(LocalTime("23:30")).adding(minutes: 60).description == "00:30:00")
    #expect(try #require(LocalTime("00:15")).adding(minutes: -30).description == "23:45:00")
    #expect(try #require(LocalTime("09:00")).adding(minutes: 60).description == "10:00:00")
  }
}
