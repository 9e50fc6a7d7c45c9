import Foundation
import Testing

@testable import CompassServer
@testable import CompassStore

/// The family rules of `supabase/migrations` on PostgreSQL, through the two functions and
/// row-level security: athlete A, edit parent P and view parent V of A, athlete B with parent
/// Q, and an unlinked parent U.
@Suite(
  "Hosted Supabase: family accounts",
  .enabled(
    if: TestDatabase.postgresURL != nil,
    "COMPASS_TEST_POSTGRES_URL is not set: the Supabase migrations were not applied")
)
struct HostedFamilyTests {
  struct Family {
    let a, p, v, b, q, u: String
  }

  func family(_ hosted: HostedSupabase) async throws -> Family {
    func account(_ name: String, _ role: String) async throws -> String {
      try await hosted.addUser(
        "\(name)@family.test", metadata: #"{"display_name":"\#(name)","role":"\#(role)"}"#)
    }
    let f = Family(
      a: try await account("a", "athlete"), p: try await account("p", "parent"),
      v: try await account("v", "parent"), b: try await account("b", "athlete"),
      q: try await account("q", "parent"), u: try await account("u", "parent"))
    try await link(hosted, f.a, f.p, "edit")
    try await link(hosted, f.a, f.v, "view", email: "v@family.test")
    try await link(hosted, f.b, f.q, "edit")
    return f
  }

  func invite(
    _ hosted: HostedSupabase, by user: String, _ access: String, email: String? = nil
  ) async throws -> String {
    let bound = email.map { "'\($0)'" } ?? "null"
    return try await hosted.asUser(
      user, "SELECT public.create_family_invite('\(access)', \(bound)) ->> 'code' AS value")[0]
  }

  /// What accepting `code` answered: the new link's access, or the refusal's status.
  func accept(_ hosted: HostedSupabase, _ code: String, as user: String) async throws
    -> String
  {
    try await hosted.asUser(
      user,
      "WITH r AS MATERIALIZED (SELECT public.accept_family_invite('\(code)') AS j) SELECT coalesce(j ->> 'access', current_setting('response.status', true)) AS value FROM r"
    )[0]
  }

  func link(
    _ hosted: HostedSupabase, _ inviter: String, _ invitee: String, _ access: String,
    email: String? = nil
  ) async throws {
    let code = try await invite(hosted, by: inviter, access, email: email)
    let answer = try await accept(hosted, code.lowercased(), as: invitee)
    guard answer == access else { throw TestFailure("accept answered \(answer)") }
  }

  @Test(arguments: HostedSupabaseTests.cases)
  func parentsReachTheirAthleteAsTheirAccessAllows(_ table: HostedSupabaseTests.TableCase)
    async throws
  {
    try await HostedSupabase.run { hosted in
      let f = try await family(hosted)
      let parents = try await HostedSupabaseTests.Parents.make(hosted, owner: f.a)
      let name = "public.\(table.table)"
      let insert =
        "INSERT INTO \(name) " + HostedSupabaseTests.withOwner(f.a, table.insert(parents))
      let id = try await hosted.asUser(f.p, "\(insert) RETURNING id")[0]
      #expect(
        try await hosted.asOwner(
          "SELECT created_by::text AS value FROM \(name) WHERE id = '\(id)'")
          == [f.p])
      for reader in [f.a, f.p, f.v] {
        #expect(
          try await hosted.asUser(reader, "SELECT id FROM \(name) WHERE id = '\(id)'") == [id])
      }
      for outsider in [f.b, f.q, f.u] {
        #expect(
          try await hosted.asUser(outsider, "SELECT id FROM \(name) WHERE id = '\(id)'").isEmpty)
      }
      for refused in [f.v, f.b, f.q, f.u] {
        #expect(
          try await hosted.asUser(
            refused, "UPDATE \(name) SET \(table.change) WHERE id = '\(id)' RETURNING id"
          ).isEmpty)
        #expect(
          try await hosted.asUser(refused, "DELETE FROM \(name) WHERE id = '\(id)' RETURNING id")
            .isEmpty)
        try await HostedSupabaseTests().expectRefused("\(table.table) insert for A") {
          try await hosted.asUser(refused, "\(insert) RETURNING id")
        }
      }
      #expect(
        try await hosted.asUser(
          f.p, "UPDATE \(name) SET \(table.change) WHERE id = '\(id)' RETURNING id") == [id])
      #expect(
        try await hosted.asOwner(
          "SELECT updated_by::text AS value FROM \(name) WHERE id = '\(id)'")
          == [f.p])
      #expect(
        try await hosted.asUser(f.p, "DELETE FROM \(name) WHERE id = '\(id)' RETURNING id") == [
          id
        ])
    }
  }

  @Test func coachLinksAreReadByTheFamilyAndWrittenOnlyAsAllowed() async throws {
    try await HostedSupabase.run { hosted in
      let f = try await family(hosted)
      let school = try await hosted.asOwner(
        "INSERT INTO public.schools (user_id, name) VALUES ('\(f.a)', 'Georgia Tech') RETURNING id")[
          0]
      let link = try await hosted.asOwner(
        "INSERT INTO public.share_links (user_id, school_id, expires_at) VALUES ('\(f.a)', '\(school)', now() + interval '90 days') RETURNING id"
      )[0]
      _ = try await hosted.asOwner(
        "INSERT INTO public.share_link_views (user_id, link_id, kind, agent) VALUES ('\(f.a)', '\(link)', 'page', 'Safari on iPhone') RETURNING id"
      )
      for reader in [f.a, f.p, f.v] {
        #expect(try await hosted.asUser(reader, "SELECT id FROM public.share_links") == [link])
        #expect(
          try await hosted.asUser(reader, "SELECT kind AS value FROM public.share_link_views") == [
            "page"
          ])
      }
      for outsider in [f.b, f.q, f.u] {
        #expect(try await hosted.asUser(outsider, "SELECT id FROM public.share_links").isEmpty)
        #expect(try await hosted.asUser(outsider, "SELECT id FROM public.share_link_views").isEmpty)
      }
      let revoke =
        "UPDATE public.share_links SET revoked_at = now() WHERE id = '\(link)' RETURNING id"
      #expect(try await hosted.asUser(f.v, revoke).isEmpty, "a view parent cannot revoke")
      #expect(try await hosted.asUser(f.q, revoke).isEmpty)
      #expect(try await hosted.asUser(f.p, revoke) == [link])
      for (person, statement) in [
        (
          f.a, "UPDATE public.share_links SET expires_at = now() + interval '10 years' RETURNING id"
        ),
        (
          f.a,
          "INSERT INTO public.share_links (school_id, expires_at) VALUES ('\(school)', now()) RETURNING id"
        ),
        (
          f.a,
          "INSERT INTO public.share_link_views (user_id, link_id, kind) VALUES ('\(f.a)', '\(link)', 'view') RETURNING id"
        ),
        (f.a, "DELETE FROM public.share_link_views RETURNING id"),
        (f.a, "SELECT token_hash AS value FROM private.share_link_tokens"),
      ] {
        do {
          _ = try await hosted.asUser(person, statement)
          Issue.record("allowed: \(statement)")
        } catch {
          #expect(isSQLState(error, "42501"), "\(statement): \(String(reflecting: error))")
        }
      }
    }
  }

  @Test func nobodyJoinsWithoutAValidInviteMeantForThem() async throws {
    try await HostedSupabase.run { hosted in
      let f = try await family(hosted)
      try await HostedSupabaseTests().expectRefused("a link inserted directly") {
        try await hosted.asUser(
          f.u,
          "INSERT INTO public.family_links (athlete_id, parent_id) VALUES ('\(f.a)', '\(f.u)') RETURNING id"
        )
      }
      let bound = try await invite(hosted, by: f.a, "edit", email: "someone@else.test")
      #expect(try await accept(hosted, bound, as: f.u) == "403")
      let code = try await invite(hosted, by: f.a, "view")
      #expect(
        try await accept(hosted, code, as: f.b) == "403", "an athlete's invite is for a parent")
      #expect(try await accept(hosted, code, as: f.u) == "view")
      #expect(try await accept(hosted, code, as: f.q) == "400", "used once")
      let revoked = try await invite(hosted, by: f.a, "edit")
      _ = try await hosted.asUser(
        f.a,
        "UPDATE public.family_invites SET revoked_at = now() WHERE used_at IS NULL RETURNING id")
      #expect(try await accept(hosted, revoked, as: f.q) == "400")
      let expired = try await invite(hosted, by: f.b, "edit")
      _ = try await hosted.asOwner(
        "UPDATE public.family_invites SET expires_at = now() - interval '1 second' WHERE used_at IS NULL AND revoked_at IS NULL RETURNING id"
      )
      #expect(try await accept(hosted, expired, as: f.u) == "400")
      #expect(
        try await hosted.asUser(
          f.p,
          "UPDATE public.family_links SET access = 'edit' WHERE parent_id = '\(f.v)' RETURNING id"
        ).isEmpty, "only the athlete changes a parent's access")
      let hashes = try await hosted.asUser(
        f.a, "SELECT id FROM public.family_invites WHERE created_by = '\(f.a)'")
      #expect(hashes.count >= 3, "the inviter sees their invites")
      #expect(
        try await hosted.asUser(f.p, "SELECT id FROM public.family_invites").isEmpty,
        "and nobody else")
      let guesser = try await hosted.addUser("guesser@family.test", metadata: #"{"role":"parent"}"#)
      for _ in 0..<10 { #expect(try await accept(hosted, "WRONG-CODE", as: guesser) == "400") }
      let late = try await invite(hosted, by: f.b, "view")
      #expect(
        try await accept(hosted, late, as: guesser) == "429", "even a right code, for an hour")
    }
  }

  @Test func aRemovedParentLosesAccessAtOnceAndFilesFollowTheFolder() async throws {
    try await HostedSupabase.run { hosted in
      let f = try await family(hosted)
      let upload = { (user: String, file: String) in
        try await hosted.asUser(
          user,
          "INSERT INTO storage.objects (bucket_id, name) VALUES ('documents', '\(f.a.uppercased())/g/\(file)') RETURNING id"
        )
      }
      let byParent = try await upload(f.p, "by-parent.pdf")
      #expect(byParent.count == 1)
      for reader in [f.a, f.p, f.v] {
        #expect(try await hosted.asUser(reader, "SELECT id FROM storage.objects") == byParent)
      }
      for outsider in [f.b, f.q, f.u] {
        #expect(try await hosted.asUser(outsider, "SELECT id FROM storage.objects").isEmpty)
      }
      for refused in [f.v, f.q, f.u] {
        try await HostedSupabaseTests().expectRefused("upload into A's folder") {
          try await upload(refused, "x.pdf")
        }
        #expect(
          try await hosted.asUser(
            refused, "DELETE FROM storage.objects WHERE id = '\(byParent[0])' RETURNING id"
          ).isEmpty)
      }
      let profiles = try await hosted.asUser(
        f.p, "SELECT display_name AS value FROM public.profiles ORDER BY display_name")
      #expect(profiles == ["a", "p"])
      #expect(
        try await hosted.asUser(
          f.a, "DELETE FROM public.family_links WHERE parent_id = '\(f.v)' RETURNING id"
        ).count == 1)
      #expect(try await hosted.asUser(f.v, "SELECT id FROM storage.objects").isEmpty)
      #expect(try await hosted.asUser(f.v, "SELECT id FROM public.schools").isEmpty)
      #expect(
        try await hosted.asUser(
          f.p, "DELETE FROM public.family_links WHERE athlete_id = '\(f.a)' RETURNING id"
        ).count == 1,
        "a parent may leave")
      #expect(try await hosted.asUser(f.p, "SELECT id FROM storage.objects").isEmpty)
    }
  }
}
