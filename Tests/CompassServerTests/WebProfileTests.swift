import CompassModels
import CompassTestSupport
import Foundation
import Testing

@Suite("Web pages: the athlete's profile for coaches")
struct WebProfileTests {
  private static let filled: [(String, String)] = [
    ("graduation_year", "2028"), ("sport", "Baseball"), ("positions", "RHP / OF"),
    ("bats", "right"), ("throws", "right"), ("height_feet", "6"), ("height_inches", "1"),
    ("weight_pounds", "185"), ("high_school", "Sope Creek High School"),
    ("club_team", "East Cobb Astros"), ("gpa", "3.8"), ("contact_email", "family@example.com"),
    ("contact_phone", "770 555 0142"), ("shows_upcoming_events", "1"),
  ]

  /// The hidden fields the form was drawn with: where an edit started.
  private func carried(_ page: TestReply) -> [(String, String)] {
    page.formFields(action: "/profile").filter { ["opened", "opened_at"].contains($0.0) }
  }

  @Test(arguments: TestDatabase.available)
  func theAthleteAndAnEditParentFillItInAndAViewParentOnlyReadsIt(_ database: TestDatabase)
    async throws
  {
    try await TestServer.run(database) { api in
      let family = try await TestFamily.make(api)
      let athlete = try await WebAuthTests.Browser.familyMember(api, "a")
      let empty = try await athlete.get("/profile")
      #expect(empty.status == 200 && empty.text.contains("Nothing yet"))
      #expect(empty.text.contains(#"aria-current="page">Profile"#))
      let saved = try await athlete.followed(
        try await athlete.submit(
          "/profile", from: "/profile",
          carried(empty) + [("display_name", "Jordan Avery")] + Self.filled))
      #expect(saved.text.contains("Profile saved."))
      #expect(saved.text.contains("Class of 2028 · RHP / OF · Baseball"))
      #expect(saved.text.contains("Jordan Avery"))
      let stored = try await api.rest(.get, "athlete_profiles", as: family.a.token).rows
      #expect(stored.count == 1 && stored.first?["height_inches"]?.numberValue == 73)

      let parent = try await WebAuthTests.Browser.familyMember(api, "p")
      let shown = try await parent.get("/profile")
      #expect(shown.text.contains("JORDAN AVERY") || shown.text.contains("Jordan Avery"))
      #expect(!shown.text.contains(#"name="display_name""#), "only the athlete renames")
      let changed = try await parent.followed(
        try await parent.submit(
          "/profile", from: "/profile",
          carried(shown)
            + Self.filled.map {
              $0.0 == "club_team" ? ($0.0, "Georgia Jackets") : $0
            }))
      #expect(changed.text.contains("Club: Georgia Jackets"))

      let viewer = try await WebAuthTests.Browser.familyMember(api, "v")
      let read = try await viewer.get("/profile")
      #expect(read.text.contains("Club: Georgia Jackets") && read.text.contains(" disabled"))
      #expect(!read.text.contains("Save profile"))
      let refused = try await viewer.submit(
        "/profile", from: "/profile", carried(read) + [("gpa", "2.0")])
      #expect(refused.status == 403)
      let after = try await api.rest(.get, "athlete_profiles", as: family.a.token).rows
      #expect(after.first?["gpa"]?.numberValue == 3.8)
    }
  }

  @Test(arguments: TestDatabase.available)
  func aRefusedFormKeepsWhatWasTypedAndAStaleOneAsksWhichToKeep(_ database: TestDatabase)
    async throws
  {
    try await TestServer.run(database) { api in
      let family = try await TestFamily.make(api)
      let athlete = try await WebAuthTests.Browser.familyMember(api, "a")
      let first = try await athlete.get("/profile")
      _ = try await athlete.submit("/profile", from: "/profile", carried(first) + Self.filled)

      let typed = Self.filled.map { $0.0 == "gpa" ? ($0.0, "9.1") : $0 }
      let bad = try await athlete.submit(
        "/profile", from: "/profile", carried(try await athlete.get("/profile")) + typed)
      #expect(bad.status == 400)
      #expect(bad.text.contains("Enter a GPA from 0 to 5") && bad.text.contains(#"value="9.1""#))

      let stale = try await athlete.get("/profile")
      let meanwhile = try await api.rest(
        .patch, "athlete_profiles?user_id=eq.\(family.a.id)", as: family.p.token,
        json: #"{"positions":"C / 1B","weight_pounds":190}"#, prefer: "return=representation")
      #expect(meanwhile.rows.count == 1, "\(meanwhile.text)")
      let mine = Self.filled.map { $0.0 == "positions" ? ($0.0, "SS") : $0 }
      let clash = try await athlete.submit("/profile", from: "/profile", carried(stale) + mine)
      #expect(clash.status == 409)
      #expect(clash.text.contains("C / 1B") && clash.text.contains("SS"))
      #expect(clash.text.contains(#"name="clashes" value="positions""#))
      let row = try await api.rest(.get, "athlete_profiles", as: family.a.token).rows.first
      #expect(row?["positions"]?.stringValue == "C / 1B", "nothing written on a clash")

      let theirs = try await athlete.followed(
        try await athlete.post(
          "/profile", clash.formFields(action: "/profile") + [("resolve", "theirs")]))
      #expect(theirs.text.contains("C / 1B"))
      let kept = try await api.rest(.get, "athlete_profiles", as: family.a.token).rows.first
      #expect(kept?["positions"]?.stringValue == "C / 1B")
      #expect(kept?["weight_pounds"]?.numberValue == 190, "their untouched change stays")
    }
  }
}
