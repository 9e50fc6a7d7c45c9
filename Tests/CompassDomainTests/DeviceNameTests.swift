import CompassDomain
import CompassModels
import Foundation
import Testing

@Suite("Accounts: naming signed-in devices")
struct DeviceNameTests {
  @Test func browsersAppsAndProgramsAreNamedAsTheirOwnerKnowsThem() {
    let safari =
      "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1"
    #expect(DeviceName.of(userAgent: safari, clientInfo: nil) == "Safari on iPhone")
    #expect(
      DeviceName.of(
        userAgent: "Compass/1 CFNetwork/1568 Darwin/24.0.0", clientInfo: "compass-supabasekit/1")
        == "The Recruiting Compass app on iPhone")
    #expect(
      DeviceName.of(userAgent: "python-httpx/0.27", clientInfo: "supabase-py/2.10.0")
        == "A program (Python)")
    #expect(DeviceName.of(userAgent: "curl/8.0", clientInfo: nil) == "A program")
    #expect(DeviceName.of(userAgent: nil, clientInfo: nil) == BrowserFamily.unknown)
  }

  @Test func lastUseIsSaidOnThePersonsCalendar() throws {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = try #require(TimeZone(identifier: "America/Los_Angeles"))
    let locale = Locale(identifier: "en_US")
    // 2026-11-27 09:00 in Los Angeles.
    let now = Date(timeIntervalSince1970: 1_795_798_800)
    func said(_ secondsAgo: TimeInterval) -> String {
      LastUse.text(
        now.addingTimeInterval(-secondsAgo), now: now, calendar: calendar, locale: locale)
    }
    #expect(said(60) == "Active now")
    #expect(said(20 * 60) == "20 minutes ago")
    #expect(said(3 * 3_600) == "3 hours ago")
    #expect(said(10 * 3_600) == "Yesterday", "11 pm the evening before, in Los Angeles")
    #expect(said(3 * 86_400) == "Nov 24")
    #expect(said(400 * 86_400) == "Oct 23, 2025")
  }
}
