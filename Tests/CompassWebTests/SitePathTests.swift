import CompassModels
import Foundation
import Testing

@testable import CompassWeb

/// Links and redirects are built from the same patterns the router registers, and written
/// for the athlete a page is about.
@Suite("Site paths")
struct SitePathTests {
  private static let athlete = UserID(UUID())
  private static let event = Event.ID(UUID())
  private static let document = Document.ID(UUID())

  /// One path of every route that takes values, built by its typed constructor.
  private static let samples: [SitePath] = [
    .join(code: "ab-12"), .accountSessionEnd(UUID().uuidString),
    .familyLinkAccess(FamilyLinkRecord.ID(UUID())),
    .familyLinkRemoval(FamilyLinkRecord.ID(UUID())),
    .familyInviteRevocation(FamilyInviteRecord.ID(UUID())), .calendarFeed(file: "t.ics"),
    .event(event), .event(.edit, event), .event(.attendance, event), .event(.interactions, event),
    .event(.coaches, event), .event(.metrics, event), .event(.metricsCSV, event),
    .event(.metricsPDF, event), .event(.calendar, event), .event(.deletion, event),
    .eventCoachRemoval(event, coach: Coach.ID(UUID())),
    .performanceMetric(PerformanceMetric.ID(UUID())), .metricDeletion(PerformanceMetric.ID(UUID())),
    .document(document), .document(.edit, document), .document(.shares, document),
    .document(.links, document), .document(.restore, document), .document(.versions, document),
    .document(.resumableVersion, document), .document(.resumableVersionFinish, document),
    .document(.deletion, document), .document(.versionDeletion, document),
    .documentShareRemoval(document, school: School.ID(UUID())),
    .documentLinkRevocation(document, link: ShareLinkRecord.ID(UUID())),
    .schoolCoaches(School.ID(UUID())), .school(School.ID(UUID())),
    .schoolStanding(School.ID(UUID())), .contact(.page, Interaction.ID(UUID())),
    .contact(.deletion, Interaction.ID(UUID())), .followUp(.page, FollowUp.ID(UUID())),
    .followUp(.done, FollowUp.ID(UUID())), .followUp(.snooze, FollowUp.ID(UUID())),
    .followUp(.drop, FollowUp.ID(UUID())), .shared(.page, token: "tok"),
    .shared(.summary, token: "tok"), .shared(.reply, token: "tok"),
    .sharedDocument(token: "tok", document), .sharedDocument(token: "tok", document, file: true),
  ]

  @Test func everyRouteWithValuesHasATypedPathThatItsPatternMatches() {
    let withValues = SiteRoute.allCases.filter { !$0.parameters.isEmpty }
    var matched: [SiteRoute] = []
    for sample in Self.samples {
      let routes = SiteRoute.allCases.filter { $0.matches(sample.path) && !$0.parameters.isEmpty }
      #expect(routes.count == 1, "\(sample.path) matches \(routes)")
      matched += routes
    }
    #expect(Set(matched) == Set(withValues))
    #expect(matched.count == withValues.count, "each route is built once")
  }

  @Test func everyFixedRouteIsItsOwnPath() {
    for (name, route) in SiteRoute.named {
      #expect(route.matches(SitePath(route).path), "\(name)")
    }
    #expect(SitePath(.home).path == "/")
    #expect(SitePath(.eventsCalendar).path == "/events.ics")
  }

  @Test func anAthletesPagesAreWrittenInTheirPartOfTheSite() {
    let base = "/for/\(Self.athlete)"
    #expect(SitePath(.home).written(for: Self.athlete) == base + "/")
    #expect(SitePath.event(Self.event).written(for: Self.athlete) == "\(base)/events/\(Self.event)")
    #expect(
      SitePath(.performance).query("type", "era").fragment("chart").written(for: Self.athlete)
        == base + "/performance?type=era#chart")
    #expect(SitePath(.eventsCalendar).written(for: Self.athlete) == base + "/events.ics")
    for notTheAthletes in [SiteRoute.family, .account, .signIn, .signOut] {
      #expect(SitePath(notTheAthletes).written(for: Self.athlete) == SitePath(notTheAthletes).text)
    }
    #expect(SitePath.shared(.page, token: "t").written(for: Self.athlete) == "/s/t")
    #expect(SitePath.event(Self.event).written(for: nil) == "/events/\(Self.event)")
  }

  @Test func aWrittenPathIsAddressedBackToItsAthlete() throws {
    for sample in Self.samples + SiteRoute.named.map({ SitePath($0.route) })
    where sample.isAthletePage {
      let written = sample.query("back", "/events?q=a b").written(for: Self.athlete)
      let (athlete, rest) = try #require(SitePath.addressed(written))
      #expect(athlete == Self.athlete)
      #expect(rest == sample.query("back", "/events?q=a b").text)
    }
    #expect(SitePath.addressed("/for/not-an-id/events") == nil)
    #expect(SitePath.addressed("/for/\(Self.athlete)x") == nil)
    #expect(SitePath.addressed("/for/\(Self.athlete)")?.rest == "/")
  }

  @Test func valuesAndQueriesAreEncoded() {
    #expect(SitePath.join(code: "a/b c").path == "/join/a%2Fb%20c")
    #expect(
      SitePath(.events).query([("q", "a&b"), ("sort", "date")]).text
        == "/events?q=a%26b&sort=date")
  }

  @Test func aLocalPathKeepsItsQueryAndFragment() {
    let back = SitePath.local("/events?month=2026-04&page=2#results")
    #expect(back.path == "/events")
    #expect(back.text == "/events?month=2026-04&page=2#results")
    #expect(
      back.written(for: Self.athlete) == "/for/\(Self.athlete)/events?month=2026-04&page=2#results")
    #expect(SitePath.local("/family#x").written(for: Self.athlete) == "/family#x")
  }
}
