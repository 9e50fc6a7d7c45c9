import Foundation
import SQLKit
import Testing

@testable import CompassServer
@testable import CompassStore

/// `delete_account(password)` of `supabase/migrations` on PostgreSQL: the password checked, the
/// files removed through Storage first, then every row of an athlete (or a parent's links) gone.
@Suite(
  "Hosted Supabase: deleting an account",
  .enabled(
    if: TestDatabase.postgresURL != nil,
    "COMPASS_TEST_POSTGRES_URL is not set: the Supabase migrations were not applied")
)
struct HostedAccountDeletionTests {
  private let families = HostedFamilyTests()

  /// Gives `user` the password "correct horse battery", as sign-up stores it.
  private func setPassword(_ hosted: HostedSupabase, _ user: String) async throws {
    _ = try await hosted.asOwner(
      "UPDATE auth.users SET encrypted_password = extensions.crypt('correct horse battery', extensions.gen_salt('bf', 4)) WHERE id = '\(user)' RETURNING id"
    )
  }

  /// How many values of every column of the public, private and auth tables mention `text`.
  private func mentions(of text: String, in hosted: HostedSupabase) async throws -> [String] {
    let columns = try await hosted.database.withConnection { connection in
      try await connection.raw(
        "SELECT table_schema || '.' || table_name AS t, column_name AS c FROM information_schema.columns WHERE table_schema IN ('public', 'private', 'auth', 'storage') AND table_name IN (SELECT table_name FROM information_schema.tables WHERE table_type = 'BASE TABLE')"
      ).all().map {
        (try $0.decode(column: "t", as: String.self), try $0.decode(column: "c", as: String.self))
      }
    }
    let probes = columns.map { table, column in
      let parts = table.split(separator: ".").map { #""\#($0)""# }.joined(separator: ".")
      return
        "SELECT '\(table).\(column)' AS value FROM \(parts) WHERE CAST(\"\(column)\" AS TEXT) LIKE '%\(text)%'"
    }
    return try await hosted.asOwner(probes.joined(separator: " UNION ALL "))
  }

  /// What `delete_account(password)` did as `user`: "deleted", or the SQLSTATE it refused with
  /// (through a helper that catches it in the database).
  private func attempt(_ hosted: HostedSupabase, _ user: String, _ password: String)
    async throws -> String?
  {
    _ = try await hosted.asOwner(
      """
      CREATE OR REPLACE FUNCTION public.test_delete_account(password text) RETURNS TABLE (value text) \
      LANGUAGE plpgsql AS $$ BEGIN PERFORM public.delete_account(password); \
      RETURN QUERY SELECT 'deleted'; EXCEPTION WHEN OTHERS THEN RETURN QUERY SELECT SQLSTATE::text; \
      END $$
      """)
    _ = try await hosted.asOwner(
      "GRANT EXECUTE ON FUNCTION public.test_delete_account(text) TO authenticated")
    return try await hosted.asUser(
      user, "SELECT value FROM public.test_delete_account('\(password)')"
    ).first
  }

  @Test func anAthleteGoesOnceTheirFilesAreRemoved() async throws {
    try await HostedSupabase.run { hosted in
      let f = try await families.family(hosted)
      try await setPassword(hosted, f.a)
      _ = try await hosted.asUser(
        f.a, "INSERT INTO public.schools (name) VALUES ('Georgia') RETURNING id")
      _ = try await hosted.asUser(
        f.a,
        "INSERT INTO public.events (name, type, start_date) VALUES ('Camp', 'camp', '2026-06-01') RETURNING id"
      )
      _ = try await hosted.asUser(
        f.p,
        "INSERT INTO public.interactions (user_id, type, direction, occurred_at, logged_by) VALUES ('\(f.a)', 'phone', 'inbound', now(), '\(f.p)') RETURNING id"
      )
      let file = try await hosted.asUser(
        f.p,
        "INSERT INTO storage.objects (bucket_id, name) VALUES ('documents', '\(f.a)/g/letter.pdf') RETURNING id"
      )
      #expect(try await mentions(of: f.a, in: hosted).count > 5)

      #expect(try await attempt(hosted, f.a, "not it") == "28P01")
      #expect(
        try await attempt(hosted, f.a, "correct horse battery") == "P0001",
        "a file in the folder stops the deletion")
      #expect(
        try await hosted.asUser(
          f.a, "DELETE FROM storage.objects WHERE id = '\(file[0])' RETURNING id"
        ).count == 1)
      #expect(try await attempt(hosted, f.a, "correct horse battery") == "deleted")
      #expect(try await mentions(of: f.a, in: hosted) == [])
      #expect(try await hosted.asUser(f.p, "SELECT id FROM public.interactions").isEmpty)
    }
  }

  @Test func aParentGoesAndTheAthletesDataStays() async throws {
    try await HostedSupabase.run { hosted in
      let f = try await families.family(hosted)
      try await setPassword(hosted, f.p)
      let logged = try await hosted.asUser(
        f.p,
        "INSERT INTO public.interactions (user_id, type, direction, occurred_at, logged_by) VALUES ('\(f.a)', 'phone', 'inbound', now(), '\(f.p)') RETURNING id"
      )
      #expect(try await attempt(hosted, f.p, "correct horse battery") == "deleted")
      #expect(try await mentions(of: f.p, in: hosted) == [])
      #expect(try await hosted.asUser(f.a, "SELECT id FROM public.interactions") == logged)
    }
  }

  @Test func eachPersonListsAndEndsOnlyTheirOwnDevices() async throws {
    try await HostedSupabase.run { hosted in
      let f = try await families.family(hosted)
      let sessions = [
        (f.a, "Mozilla/5.0 (iPhone) Safari/604.1"), (f.a, "Compass/1 CFNetwork"), (f.b, "curl/8"),
      ]
      var ids: [String] = []
      for (user, agent) in sessions {
        ids += try await hosted.asOwner(
          "INSERT INTO auth.sessions (id, user_id, created_at, updated_at, user_agent) VALUES (gen_random_uuid(), '\(user)', now(), now(), '\(agent)') RETURNING id"
        )
      }
      #expect(
        Set(try await hosted.asUser(f.a, "SELECT id FROM public.account_sessions()"))
          == Set(ids.prefix(2)))
      #expect(try await hosted.asUser(f.b, "SELECT id FROM public.account_sessions()") == [ids[2]])
      _ = try await hosted.asUser(
        f.a, "SELECT coalesce(public.end_account_session('\(ids[2])')::text, 'done') AS value")
      #expect(try await hosted.asUser(f.b, "SELECT id FROM public.account_sessions()") == [ids[2]])
      _ = try await hosted.asUser(
        f.a, "SELECT coalesce(public.end_account_session('\(ids[0])')::text, 'done') AS value")
      #expect(try await hosted.asUser(f.a, "SELECT id FROM public.account_sessions()") == [ids[1]])
    }
  }
}
