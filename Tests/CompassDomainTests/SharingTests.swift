import CompassDomain
import CompassModels
import Foundation
import Testing

@Suite("Sharing with coaches: link terms, browsers, and what was opened in words")
struct SharingTests {
  private let chicago = TimeZone(identifier: "America/Chicago") ?? .gmt
  private let locale = Locale(identifier: "en_US")

  @Test func termsTakeOneDayToAYearAndAShortLabel() throws {
    #expect(
      try ShareLinkTerms.chosen(days: 90, includesMetrics: true, label: "  ").get().label == nil)
    #expect(try ShareLinkTerms.chosen(days: 1, includesMetrics: false, label: nil).get().days == 1)
    for days in [nil, 0, -3, 366, Int.max] {
      #expect(throws: ShareLinkTerms.Problem.self) {
        try ShareLinkTerms.chosen(days: days, includesMetrics: false, label: nil).get()
      }
    }
    #expect(throws: ShareLinkTerms.Problem.self) {
      try ShareLinkTerms.chosen(
        days: 30, includesMetrics: false, label: String(repeating: "x", count: 101)
      ).get()
    }
    #expect(ShareLinkTerms(days: 10_000).days == ShareLinkTerms.longestDays)
  }

  @Test func browsersAreNamedByFamilyOnlyAndPreviewsAreAutomated() {
    let cases = [
      (
        "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1",
        "Safari on iPhone"
      ),
      (
        "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36 Edg/124.0",
        "Edge on Windows"
      ),
      (
        "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36",
        "Chrome on Mac"
      ),
      (
        "Mozilla/5.0 (Android 14; Mobile; rv:125.0) Gecko/125.0 Firefox/125.0", "Firefox on Android"
      ),
      ("Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)", "bot (automated)"),
      ("facebookexternalhit/1.1", "facebookexternalhit (automated)"),
      ("", BrowserFamily.unknown),
    ]
    for (agent, family) in cases {
      #expect(BrowserFamily.of(userAgent: agent) == family, "\(agent)")
    }
    #expect(BrowserFamily.of(userAgent: nil) == BrowserFamily.unknown)
    #expect(
      BrowserFamily.of(userAgent: String(repeating: "é", count: 100_000)) == BrowserFamily.unknown)
  }

  @Test func activityIsCountedPerSchoolInThePersonsZoneWithoutPreviews() throws {
    let late = try #require(Timestamp.parse("2026-04-13T03:30:00Z"))
    let d1 = Document.ID(UUID())
    let d2 = Document.ID(UUID())
    let views = [
      ShareActivity.View(
        school: "Georgia Tech", kind: .page, document: nil, at: late, agent: "Safari on iPhone"),
      ShareActivity.View(
        school: "Georgia Tech", kind: .view, document: d1, at: late, agent: "Safari on iPhone"),
      ShareActivity.View(
        school: "Georgia Tech", kind: .view, document: d1, at: late.addingTimeInterval(-86_400),
        agent: "Chrome on Mac"),
      ShareActivity.View(
        school: "Georgia Tech", kind: .download, document: d1, at: late, agent: "Safari on iPhone"
      ),
      ShareActivity.View(
        school: "UGA", kind: .view, document: d2, at: late, agent: "Chrome on Mac"),
      ShareActivity.View(
        school: "Georgia Tech", kind: .view, document: d1, at: late,
        agent: "bot" + BrowserFamily.automatedSuffix),
    ]
    let activity = ShareActivity(views, timeZone: chicago, locale: locale)
    #expect(
      activity.lines(forDocument: [d1, Document.ID(UUID())]) == [
        "Viewed through the Georgia Tech link · 2 times · downloaded once · last on Apr 12, 2026"
      ])
    #expect(activity.lines(forDocument: [Document.ID(UUID())]).isEmpty)
    #expect(
      activity.line(forSchool: "Georgia Tech")
        == "Page opened once · documents viewed 2 times · 1 download · last on Apr 12, 2026 from Safari on iPhone"
    )
    #expect(activity.line(forSchool: "Emory") == nil)
  }

  @Test func aLinkSaysWhetherItStillOpens() throws {
    let now = try #require(Timestamp.parse("2026-04-10T12:00:00Z"))
    let text = ShareLinkText(timeZone: chicago, locale: locale)
    func link(expires: String, revoked: String? = nil, metrics: Bool = false, label: String? = nil)
      throws -> ShareLinkRecord
    {
      ShareLinkRecord(
        id: .init(UUID()), schoolID: .init(UUID()), label: label, includesMetrics: metrics,
        expiresAt: try #require(Timestamp.parse(expires)),
        revokedAt: revoked.flatMap(Timestamp.parse), createdAt: now)
    }
    let open = try link(expires: "2026-07-09T12:00:00Z", metrics: true, label: "Coach Key")
    #expect(open.isOpen(at: now))
    #expect(text.status(open, now: now) == "Open until Jul 9, 2026 · shows verified numbers")
    #expect(text.name(open, school: "Georgia Tech") == "Coach Key (Georgia Tech)")
    let expired = try link(expires: "2026-04-01T00:00:00Z")
    #expect(!expired.isOpen(at: now) && text.status(expired, now: now) == "Expired on Mar 31, 2026")
    let revoked = try link(expires: "2026-07-09T12:00:00Z", revoked: "2026-04-02T00:00:00Z")
    #expect(!revoked.isOpen(at: now) && text.status(revoked, now: now) == "Revoked")
    #expect(text.name(revoked, school: "UGA") == "Link for UGA")
  }

  @Test func verificationReadsAsWhoVouches() {
    var metric = PerformanceMetric(
      id: .init(UUID()), userID: UserID(UUID()), metricType: .velocity, value: 88, unit: "mph",
      recordedDate: LocalDate(dayNumber: 0))
    #expect(VerificationText.label(metric) == "Not verified")
    metric.verified = true
    #expect(VerificationText.label(metric) == "Verified")
    metric.verifiedBy = .device
    #expect(VerificationText.label(metric) == "Verified by a device")
    #expect(
      VerificationSource.allCases.map(VerificationText.badge) == [
        "Event", "Coach", "Device", "Self",
      ])
  }
}
