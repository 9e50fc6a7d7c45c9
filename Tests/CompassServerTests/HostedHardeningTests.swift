import Foundation
import Testing

/// `supabase/migrations` hold what `compass serve` holds since its second hardening: a
/// document's file is its own athlete's, one version is current however many restores arrive
/// at once, guesses at once meet the limit, and a removed parent's coaches' links end.
@Suite(
  "Hosted Supabase: files, races and people who leave",
  .enabled(
    if: TestDatabase.postgresURL != nil,
    "COMPASS_TEST_POSTGRES_URL is not set: the Supabase migrations were not applied")
)
struct HostedHardeningTests {
  private let family = HostedFamilyTests()

  @Test func aDocumentNamesOnlyAnExistingFileInItsOwnAthletesFolder() async throws {
    try await HostedSupabase.run { hosted in
      let f = try await family.family(hosted)
      let stranger = try await hosted.addUser("stranger@example.com")
      let athletes = try await hosted.storedFile(f.a, "transcript.pdf")
      let parents = try await hosted.storedFile(f.p, "mine.pdf")
      let strangers = try await hosted.storedFile(stranger, "own.pdf")
      let insert = { (owner: String, file: String) in
        "INSERT INTO public.documents (user_id, type, title, file_url) VALUES ('\(owner)', 'transcript', 'T', '\(file)') RETURNING id"
      }
      for (person, owner, file) in [
        (stranger, stranger, athletes), (stranger, stranger, "\(stranger)/missing.pdf"),
        (f.p, f.a, parents),
        (stranger, stranger, strangers.uppercased()),
      ] {
        do {
          _ = try await hosted.asUser(person, insert(owner, file))
          Issue.record("allowed \(file) for \(owner)")
        } catch {
          #expect(isSQLState(error, "23503"), "\(String(reflecting: error))")
        }
      }
      #expect(try await hosted.asUser(f.p, insert(f.a, athletes)).count == 1)
      do {
        _ = try await hosted.asUser(f.u, insert(f.u, try await hosted.storedFile(f.u, "u.pdf")))
        Issue.record("a parent's own account took athlete data")
      } catch {
        #expect(isSQLState(error, "42501"), "a parent holds no athlete data of their own")
      }
      let own = try await hosted.asUser(stranger, insert(stranger, strangers))[0]
      do {
        _ = try await hosted.asUser(
          stranger,
          "UPDATE public.documents SET file_url = '\(athletes)' WHERE id = '\(own)' RETURNING id")
        Issue.record("a stranger pointed a row at the athlete's file")
      } catch {
        #expect(isSQLState(error, "23503"))
      }
    }
  }

  @Test func restoresAtOnceLeaveOneCurrentVersion() async throws {
    try await HostedSupabase.run { hosted in
      let f = try await family.family(hosted)
      let file = try await hosted.storedFile(f.a, "t.pdf")
      let first = try await hosted.asUser(
        f.a,
        "INSERT INTO public.documents (type, title, file_url) VALUES ('transcript', 'T', '\(file)') RETURNING id"
      )[0]
      var versions = [first]
      for number in 2...5 {
        versions += try await hosted.asUser(
          f.a,
          "INSERT INTO public.documents (type, title, file_url, version, version_group_id) VALUES ('transcript', 'T', '\(file)', \(number), '\(first)') RETURNING id"
        )
      }
      let group = versions
      for attempt in 0..<10 {
        try await withThrowingTaskGroup(of: [String].self) { tasks in
          for (index, version) in group.enumerated() {
            let person = (index + attempt).isMultiple(of: 2) ? f.a : f.p
            tasks.addTask {
              try await hosted.asUser(
                person,
                "UPDATE public.documents SET is_current = true WHERE id = '\(version)' RETURNING id"
              )
            }
          }
          try await tasks.waitForAll()
        }
        let current = try await hosted.asOwner(
          "SELECT id FROM public.documents WHERE is_current AND version_group_id = '\(first)'")
        #expect(current.count == 1, "attempt \(attempt)")
      }
    }
  }

  @Test func guessesAtOnceMeetTheLimitAndAPairIsLinkedOnce() async throws {
    try await HostedSupabase.run { hosted in
      let f = try await family.family(hosted)
      let answers = try await withThrowingTaskGroup(of: String.self) { tasks in
        for index in 0..<40 {
          tasks.addTask {
            try await family.accept(hosted, "ZZZZ-\(String(format: "%04d", index))", as: f.u)
          }
        }
        return try await tasks.reduce(into: [String]()) { $0.append($1) }
      }
      #expect(answers.filter { $0 == "400" }.count == 10)
      #expect(answers.filter { $0 == "429" }.count == 30)
      let parent = try await hosted.addUser(
        "pair@family.test", metadata: #"{"display_name":"W","role":"parent"}"#)
      let codes = [
        try await family.invite(hosted, by: f.b, "edit"),
        try await family.invite(hosted, by: f.b, "view"),
      ]
      let pair = try await withThrowingTaskGroup(of: String.self) { tasks in
        for code in codes { tasks.addTask { try await family.accept(hosted, code, as: parent) } }
        return try await tasks.reduce(into: [String]()) { $0.append($1) }
      }
      #expect(pair.filter { $0 == "409" }.count == 1, "\(pair)")
      let links = try await hosted.asOwner(
        "SELECT id FROM public.family_links WHERE athlete_id = '\(f.b)' AND parent_id = '\(parent)'"
      )
      #expect(links.count == 1)
    }
  }

  @Test func aRemovedOrLoweredParentsCoachLinksAreRevoked() async throws {
    try await HostedSupabase.run { hosted in
      let f = try await family.family(hosted)
      let school = try await hosted.asOwner(
        "INSERT INTO public.schools (user_id, name) VALUES ('\(f.a)', 'Georgia Tech') RETURNING id")[
          0]
      func link(by maker: String) async throws -> String {
        try await hosted.asOwner(
          "INSERT INTO public.share_links (user_id, school_id, expires_at, created_by) VALUES ('\(f.a)', '\(school)', now() + interval '90 days', '\(maker)') RETURNING id"
        )[0]
      }
      let parents = try await link(by: f.p)
      let athletes = try await link(by: f.a)
      let revoked = { (id: String) in
        try await hosted.asOwner(
          "SELECT (revoked_at IS NOT NULL)::text AS value FROM public.share_links WHERE id = '\(id)'"
        )
      }
      _ = try await hosted.asUser(
        f.a,
        "UPDATE public.family_links SET access = 'view' WHERE parent_id = '\(f.p)' RETURNING id")
      #expect(try await revoked(parents) == ["true"])
      #expect(try await revoked(athletes) == ["false"])
      _ = try await hosted.asUser(
        f.a,
        "UPDATE public.family_links SET access = 'edit' WHERE parent_id = '\(f.p)' RETURNING id")
      let again = try await link(by: f.p)
      _ = try await hosted.asUser(
        f.a, "DELETE FROM public.family_links WHERE parent_id = '\(f.p)' RETURNING id")
      #expect(try await revoked(again) == ["true"])
      #expect(try await revoked(athletes) == ["false"])
    }
  }
}
