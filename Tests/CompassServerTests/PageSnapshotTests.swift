import CompassTestSupport
import Foundation
import NIOCore
import Testing

@testable import CompassServer
@testable import CompassStore
@testable import CompassWeb

/// Every page's HTML with fixed data on a fixed day (April 10, 2026), compared with the copies in
/// `Tests/Snapshots/Pages`: a change to a page shows up as a reviewed diff.
@Suite(
  "Web pages: HTML snapshots with fixed data",
  .enabled(
    if: TimeZone.current.secondsFromGMT() == 0,
    "the snapshots show times on a UTC clock: run with TZ=UTC")
)
struct PageSnapshotTests {
  private typealias Browser = WebAuthTests.Browser

  private static let today = Date(timeIntervalSince1970: 1_775_833_200)
  private static let school = "5c000000-0000-4000-8000-000000000001"
  private static let coach = "c0000000-0000-4000-8000-000000000001"
  private static let camp = "e0000000-0000-4000-8000-000000000001"
  private static let showcase = "e0000000-0000-4000-8000-000000000002"
  private static let visit = "e0000000-0000-4000-8000-000000000003"
  private static let call = "1c000000-0000-4000-8000-000000000001"
  private static let firstVersion = "d0000000-0000-4000-8000-000000000001"
  private static let secondVersion = "d0000000-0000-4000-8000-000000000002"

  /// A signed-in browser for `email`, the user's token and id.
  private func user(_ api: TestAPI, _ email: String) async throws -> (Browser, String, String) {
    let user = try await api.signUp(email)
    let browser = Browser(api)
    _ = try await browser.post(
      "/login",
      [
        ("_csrf", try await browser.csrf(on: "/login")), ("email", email),
        ("password", "correct horse battery"),
      ])
    return (browser, user.token, user.id)
  }

  /// A season: a school and its coach, three events, five metrics, two contacts, three
  /// follow-ups (overdue, due today, later), a document in two versions.
  private func season(_ api: TestAPI, token: String, user: String) async throws {
    let school = Self.school
    try await api.insert(
      "schools",
      #"{"id":"\#(school)","name":"University of Georgia","city":"Athens","state":"GA"}"#,
      as: token)
    try await api.insert(
      "coaches",
      #"{"id":"\#(Self.coach)","school_id":"\#(school)","first_name":"Scott","last_name":"Stricklin","role":"head","email":"coach@uga.edu"}"#,
      as: token)
    try await api.insert(
      "events",
      #"[{"id":"\#(Self.camp)","name":"Georgia Elite Camp","type":"camp","start_date":"2026-04-18","end_date":"2026-04-19","start_time":"09:00:00","school_id":"\#(school)","location":"Foley Field","address":"1 Foley Dr","city":"Athens","state":"GA","cost":250,"registered":true,"coaches_present":["\#(Self.coach)"],"description":"Two-day camp with live BP."},{"id":"\#(Self.showcase)","name":"Perfect Game Showcase","type":"showcase","start_date":"2026-03-02","attended":true,"location":"LakePoint"},{"id":"\#(Self.visit)","name":"Official Visit","type":"official_visit","start_date":"2026-05-09","school_id":"\#(school)"}]"#,
      as: token)
    try await api.insert(
      "performance_metrics",
      #"[{"id":"a0000000-0000-4000-8000-000000000001","metric_type":"velocity","value":86,"unit":"mph","recorded_date":"2026-01-15"},{"id":"a0000000-0000-4000-8000-000000000002","metric_type":"velocity","value":88,"unit":"mph","recorded_date":"2026-03-02","event_id":"\#(Self.showcase)","verified":true},{"id":"a0000000-0000-4000-8000-000000000003","metric_type":"velocity","value":90,"unit":"mph","recorded_date":"2026-04-01","notes":"Bullpen"},{"id":"a0000000-0000-4000-8000-000000000004","metric_type":"sixty_time","value":7.0,"unit":"sec","recorded_date":"2026-01-20"},{"id":"a0000000-0000-4000-8000-000000000005","metric_type":"sixty_time","value":6.8,"unit":"sec","recorded_date":"2026-03-30"}]"#,
      as: token)
    try await api.insert(
      "interactions",
      #"[{"id":"\#(Self.call)","school_id":"\#(school)","coach_id":"\#(Self.coach)","type":"phone_call","direction":"inbound","subject":"Summer plans","content":"Coach Stricklin asked about my summer schedule.","sentiment":"positive","occurred_at":"2026-04-08T21:30:00Z"},{"id":"1c000000-0000-4000-8000-000000000002","school_id":"\#(school)","event_id":"\#(Self.showcase)","type":"email","direction":"outbound","content":"Sent my video.","occurred_at":"2026-03-03T15:00:00Z"}]"#,
      as: token)
    try await api.insert(
      "follow_ups",
      #"[{"id":"f0000000-0000-4000-8000-000000000001","title":"Send Coach Stricklin my schedule","due_date":"2026-04-08","school_id":"\#(school)","coach_id":"\#(Self.coach)"},{"id":"f0000000-0000-4000-8000-000000000002","title":"Call Coach Stricklin back","due_date":"2026-04-10","school_id":"\#(school)"},{"id":"f0000000-0000-4000-8000-000000000003","title":"Ask about the visit","due_date":"2026-04-20"}]"#,
      as: token)
    for (id, version) in [(Self.firstVersion, 1), (Self.secondVersion, 2)] {
      let path = "\(user)/\(Self.firstVersion)/\(id)-transcript.pdf"
      _ = try await api.send(
        .post, "/storage/v1/object/documents/\(path)", token: token,
        body: ByteBuffer(bytes: SampleFiles.pdf("version \(version)")),
        headers: ["Content-Type": "application/pdf"])
      try await api.insert(
        "documents",
        #"{"id":"\#(id)","type":"transcript","title":"Junior Transcript","file_url":"\#(path)","file_type":"application/pdf","version":\#(version),"version_group_id":"\#(Self.firstVersion)","is_current":\#(version == 2),"school_id":"\#(school)","shared_with_schools":["\#(school)"]}"#,
        as: token)
    }
  }

  @Test func everyPageMatchesItsSnapshot() async throws {
    try await TestServer.run(.sqlite, clock: TestClock(Self.today)) { api in
      let (newcomer, _, newcomerID) = try await user(api, "new@example.com")
      let (athlete, token, athleteID) = try await user(api, "athlete@example.com")
      try await season(api, token: token, user: athleteID)
      let snapshot = PageSnapshot(variables: [(athleteID, "{user-id}"), (newcomerID, "{user-id}")])
      try snapshot.check(try await Browser(api).get("/login").text, as: "sign-in")
      for (path, name) in [
        ("/password/forgot", "forgot-password"), ("/password/reset?token=T0KEN", "reset-password"),
        ("/password/reset", "reset-password-expired"),
        ("/mail/confirm?token=T0KEN&type=email_change", "mail-link-email-change"),
      ] {
        try snapshot.check(try await Browser(api).get(path).text, as: name)
      }
      for (path, name) in [
        ("/events", "events-empty"), ("/performance", "performance-empty"),
        ("/documents", "documents-empty"), ("/schools", "schools-empty"),
        ("/profile", "profile-empty"), ("/contacts", "contacts-empty"),
      ] {
        try snapshot.check(try await newcomer.get(path).text, as: name)
      }
      for (path, name) in [
        ("/events", "events"), ("/events?q=nothing&sort=name", "events-filtered-empty"),
        ("/events/new", "create-event"), ("/events/\(Self.camp)", "event-detail"),
        ("/events/\(Self.camp)?edit=1", "event-detail-edit"),
        ("/events/\(Self.showcase)?log=1", "event-detail-quick-log"),
        ("/events/\(Self.visit)/delete", "event-delete-confirm"),
        ("/events/e0000000-0000-4000-8000-0000000000ff", "event-not-found"),
        ("/performance", "performance"),
        ("/performance?type=sixty_time", "performance-sixty"), ("/documents", "documents"),
        ("/documents/\(Self.secondVersion)", "document-detail"),
        ("/documents/\(Self.firstVersion)?share=1", "document-detail-archived-share"),
        ("/schools", "schools"), ("/schools/\(Self.school)", "school"), ("/contacts", "contacts"),
        ("/contacts?edit=\(Self.call)", "contacts-edit"),
        ("/contacts?type=email", "contacts-filtered"),
      ] {
        try snapshot.check(try await athlete.get(path).text, as: name)
      }
      let refused = try await athlete.submit(
        "/events/new", from: "/events/new", [("description", "Bring cleats"), ("city", "Athens")])
      try snapshot.check(refused.text, as: "create-event-errors")
    }
  }
}
