import Foundation
import SQLKit
import Testing

@testable import CompassServer
@testable import CompassStore

/// `supabase/migrations` on a real PostgreSQL 15 with stand-ins for what Supabase provides: users
/// A and B, as role `authenticated`, can each do all of their own CRUD on every table and
/// nothing on the other's rows or files.
@Suite(
  "Hosted Supabase: migrations, row-level security and storage policies",
  .enabled(
    if: TestDatabase.postgresURL != nil,
    "COMPASS_TEST_POSTGRES_URL is not set: the Supabase migrations were not applied")
)
struct HostedSupabaseTests {
  /// A user's school, coach and event, made past row-level security, for rows to point at.
  struct Parents {
    let user: String
    let school: String
    let coach: String
    let event: String

    static func make(_ hosted: HostedSupabase, _ email: String) async throws -> Parents {
      try await make(hosted, owner: try await hosted.addUser(email))
    }

    static func make(_ hosted: HostedSupabase, owner user: String) async throws -> Parents {
      let school = try await hosted.asOwner(
        "INSERT INTO public.schools (user_id, name) VALUES ('\(user)', 'School') RETURNING id")[0]
      let coach = try await hosted.asOwner(
        "INSERT INTO public.coaches (user_id, school_id, first_name, last_name) VALUES ('\(user)', '\(school)', 'Ann', 'Lee') RETURNING id"
      )[0]
      let event = try await hosted.asOwner(
        "INSERT INTO public.events (user_id, school_id, type, name, start_date) VALUES ('\(user)', '\(school)', 'camp', 'Camp', '2026-05-01') RETURNING id"
      )[0]
      _ = try await hosted.storedFile(user, "r.pdf")
      return Parents(user: user, school: school, coach: coach, event: event)
    }
  }

  /// How to insert a row into a table pointing at `parents`, and one column to change.
  struct TableCase: Sendable, CustomStringConvertible {
    let table: String
    let insert: @Sendable (Parents) -> String
    let change: String
    var description: String { table }
  }

  static let cases = [
    TableCase(
      table: "schools", insert: { _ in "(name) VALUES ('Georgia Tech')" }, change: "name = 'GT'"),
    TableCase(
      table: "coaches",
      insert: { "(school_id, first_name, last_name) VALUES ('\($0.school)', 'Bo', 'Ray')" },
      change: "first_name = 'Bob'"),
    TableCase(
      table: "events",
      insert: {
        "(school_id, type, name, start_date, coaches_present) VALUES ('\($0.school)', 'showcase', 'Showcase', '2026-04-15', ARRAY['\($0.coach)']::uuid[])"
      }, change: "name = 'Spring Showcase'"),
    TableCase(
      table: "performance_metrics",
      insert: {
        "(event_id, metric_type, value, recorded_date) VALUES ('\($0.event)', 'velocity', 88, '2026-04-15')"
      }, change: "value = 89"),
    TableCase(
      table: "interactions",
      insert: {
        "(school_id, coach_id, event_id, type, direction) VALUES ('\($0.school)', '\($0.coach)', '\($0.event)', 'email', 'outbound')"
      }, change: "content = 'Sent video'"),
    TableCase(
      table: "documents",
      insert: {
        "(type, title, file_url, school_id, shared_with_schools) VALUES ('resume', 'Resume', '\($0.user)/r.pdf', '\($0.school)', ARRAY['\($0.school)']::uuid[])"
      }, change: "title = 'Athletic Resume'"),
    TableCase(
      table: "follow_ups",
      insert: {
        "(title, due_date, school_id, coach_id, event_id) VALUES ('Thank Coach Ray', '2026-04-17', '\($0.school)', '\($0.coach)', '\($0.event)')"
      }, change: "status = 'done'"),
    TableCase(
      table: "school_statuses",
      insert: { "(school_id, status) VALUES ('\($0.school)', 'contacted')" },
      change: "interest = 'high'"),
  ]

  @Test func theSeedGivesTheDemoAccountItsSeason() async throws {
    try await HostedSupabase.run { hosted in
      let demo = try await hosted.asOwner(
        "SELECT id FROM auth.users WHERE email = 'demo@recruitingcompass.app'")
      #expect(demo.count == 1)
      let events = try await hosted.asUser(demo[0], "SELECT id FROM public.events")
      #expect(events.count == 8)
      let metrics = try await hosted.asUser(demo[0], "SELECT id FROM public.performance_metrics")
      #expect(metrics.count == 26)
      let password = try await hosted.asOwner(
        "SELECT (encrypted_password = extensions.crypt('compass-demo', encrypted_password))::text AS value FROM auth.users WHERE email = 'demo@recruitingcompass.app'"
      )
      #expect(password == ["true"])
    }
  }

  @Test(arguments: cases)
  func eachUserDoesAllTheirOwnCRUDAndNothingOnTheOthers(_ table: TableCase) async throws {
    try await HostedSupabase.run { hosted in
      let a = try await Parents.make(hosted, "a@example.com")
      let b = try await Parents.make(hosted, "b@example.com")
      let name = "public.\(table.table)"
      let row = try await hosted.asUser(
        a.user, "INSERT INTO \(name) \(table.insert(a)) RETURNING id")
      #expect(row.count == 1)
      let id = row[0]
      #expect(try await hosted.asUser(a.user, "SELECT id FROM \(name) WHERE id = '\(id)'") == [id])
      let owner = try await hosted.asOwner(
        "SELECT user_id::text AS value FROM \(name) WHERE id = '\(id)'")
      #expect(owner == [a.user], "user_id defaults to the caller")
      #expect(
        try await hosted.asUser(
          a.user, "UPDATE \(name) SET \(table.change) WHERE id = '\(id)' RETURNING id")
          == [id])

      #expect(try await hosted.asUser(b.user, "SELECT id FROM \(name) WHERE id = '\(id)'").isEmpty)
      #expect(
        try await hosted.asUser(
          b.user, "UPDATE \(name) SET user_id = '\(b.user)' WHERE id = '\(id)' RETURNING id"
        ).isEmpty)
      #expect(
        try await hosted.asUser(b.user, "DELETE FROM \(name) WHERE id = '\(id)' RETURNING id")
          .isEmpty)
      try await expectRefused("A gives the row away") {
        try await hosted.asUser(
          a.user, "UPDATE \(name) SET user_id = '\(b.user)' WHERE id = '\(id)' RETURNING id")
      }
      try await expectRefused("B inserts a row owned by A") {
        try await hosted.asUser(
          b.user,
          "INSERT INTO \(name) " + Self.withOwner(a.user, table.insert(b)))
      }
      if table.table != "schools" {
        try await expectRefused("B points at A's school, coach or event") {
          try await hosted.asUser(b.user, "INSERT INTO \(name) \(table.insert(a))")
        }
      }

      #expect(
        try await hosted.asUser(a.user, "DELETE FROM \(name) WHERE id = '\(id)' RETURNING id") == [
          id
        ])
      #expect(try await hosted.asOwner("SELECT id FROM \(name) WHERE id = '\(id)'").isEmpty)
    }
  }

  @Test func theAnonKeyReachesNoTable() async throws {
    try await HostedSupabase.run { hosted in
      for table in TableRegistry.tables.keys.sorted() {
        try await expectRefused("anon reads \(table)") {
          try await hosted.asAnon("SELECT id FROM public.\(table)")
        }
      }
    }
  }

  @Test func storageFoldersBelongToTheirUserWhateverTheCase() async throws {
    try await HostedSupabase.run { hosted in
      let a = try await hosted.addUser("a@example.com")
      let b = try await hosted.addUser("b@example.com")
      let insert = { (folder: String, file: String) in
        "INSERT INTO storage.objects (bucket_id, name) VALUES ('documents', '\(folder)/g/\(file)') RETURNING id"
      }
      let lower = try await hosted.asUser(a, insert(a, "resume.pdf"))
      let upper = try await hosted.asUser(a, insert(a.uppercased(), "video.mp4"))
      #expect(lower.count == 1 && upper.count == 1)
      #expect(try await hosted.asUser(a, "SELECT id FROM storage.objects").count == 2)
      #expect(
        try await hosted.asUser(
          a, "UPDATE storage.objects SET metadata = '{}' WHERE id = '\(upper[0])' RETURNING id")
          == upper)

      #expect(try await hosted.asUser(b, "SELECT id FROM storage.objects").isEmpty)
      #expect(
        try await hosted.asUser(
          b, "UPDATE storage.objects SET metadata = '{}' WHERE id = '\(lower[0])' RETURNING id"
        ).isEmpty)
      #expect(
        try await hosted.asUser(
          b, "DELETE FROM storage.objects WHERE id = '\(lower[0])' RETURNING id"
        )
        .isEmpty)
      try await expectRefused("B uploads into A's folder") {
        try await hosted.asUser(
          b, "INSERT INTO storage.objects (bucket_id, name) VALUES ('documents', '\(a)/g/x.pdf')")
      }
      try await expectRefused("B moves a file of theirs into A's folder") {
        let own = try await hosted.asUser(b, insert(b, "mine.pdf"))
        return try await hosted.asUser(
          b, "UPDATE storage.objects SET name = '\(a)/g/mine.pdf' WHERE id = '\(own[0])'")
      }
      try await expectRefused("A uploads into another bucket") {
        try await hosted.asUser(
          a, "INSERT INTO storage.objects (bucket_id, name) VALUES ('avatars', '\(a)/x.png')")
      }
      #expect(
        try await hosted.asUser(
          a, "DELETE FROM storage.objects WHERE id = '\(lower[0])' RETURNING id")
          == lower)
      let bucket = try await hosted.asOwner(
        "SELECT public::text AS value FROM storage.buckets WHERE id = 'documents'")
      #expect(bucket == ["false"], "the documents bucket is private")
    }
  }

  @Test func versionsKeepOneCurrentAndUpdatesAreStamped() async throws {
    try await HostedSupabase.run { hosted in
      let a = try await hosted.addUser("a@example.com")
      let file = try await hosted.storedFile(a, "t.pdf")
      let first = try await hosted.asUser(
        a,
        "INSERT INTO public.documents (type, title, file_url) VALUES ('transcript', 'T', '\(file)') RETURNING id"
      )[0]
      let group = try await hosted.asOwner(
        "SELECT version_group_id::text AS value FROM public.documents WHERE id = '\(first)'")
      #expect(group == [first], "the first version starts its group")
      let second = try await hosted.asUser(
        a,
        "INSERT INTO public.documents (type, title, file_url, version, version_group_id) VALUES ('transcript', 'T', '\(file)', 2, '\(first)') RETURNING id"
      )[0]
      let current = "SELECT id FROM public.documents WHERE is_current"
      #expect(try await hosted.asUser(a, current) == [second])
      _ = try await hosted.asUser(
        a, "UPDATE public.documents SET is_current = true WHERE id = '\(first)' RETURNING id")
      #expect(try await hosted.asUser(a, current) == [first])
      let stamped = try await hosted.asOwner(
        "SELECT (updated_at > created_at)::text AS value FROM public.documents WHERE id = '\(first)'"
      )
      #expect(stamped == ["true"])
      let b = try await hosted.addUser("b@example.com")
      let bFile = try await hosted.storedFile(b, "t.pdf")
      try await expectRefused("B adds a version to A's document") {
        try await hosted.asUser(
          b,
          "INSERT INTO public.documents (type, title, file_url, version, version_group_id) VALUES ('transcript', 'T', '\(bFile)', 3, '\(first)')"
        )
      }
    }
  }

  /// B naming A's group id, as B's own row id after A deleted that row, starts a group of B's
  /// own and leaves A's current version current; joining A's group is refused.
  @Test func anotherUserCannotJoinOrArchiveAVersionGroup() async throws {
    try await HostedSupabase.run { hosted in
      let a = try await hosted.addUser("a@example.com")
      let b = try await hosted.addUser("b@example.com")
      let file = try await hosted.storedFile(a, "t.pdf")
      let bFile = try await hosted.storedFile(b, "t.pdf")
      let v1 = try await hosted.asUser(
        a,
        "INSERT INTO public.documents (type, title, file_url) VALUES ('transcript', 'T', '\(file)') RETURNING id"
      )[0]
      let v2 = try await hosted.asUser(
        a,
        "INSERT INTO public.documents (type, title, file_url, version, version_group_id) VALUES ('transcript', 'T', '\(file)', 2, '\(v1)') RETURNING id"
      )[0]
      _ = try await hosted.asUser(a, "DELETE FROM public.documents WHERE id = '\(v1)' RETURNING id")
      try await expectRefused("B joins A's group") {
        try await hosted.asUser(
          b,
          "INSERT INTO public.documents (type, title, file_url, version, version_group_id) VALUES ('resume', 'X', '\(bFile)', 3, '\(v1)')"
        )
      }
      let own = try await hosted.asUser(
        b,
        "INSERT INTO public.documents (id, type, title, file_url, version) VALUES ('\(v1)', 'resume', 'Mine', '\(bFile)', 2) RETURNING id"
      )
      #expect(own == [v1], "a group of B's own, numbered freely")
      #expect(
        try await hosted.asUser(a, "SELECT id FROM public.documents WHERE is_current") == [v2])
      let next = try await hosted.asUser(
        a,
        "INSERT INTO public.documents (type, title, file_url, version, version_group_id) VALUES ('transcript', 'T', '\(file)', 3, '\(v1)') RETURNING id"
      )
      #expect(next.count == 1, "A still adds to the group A owns")
    }
  }

  /// A metric's value must be plausible for its type, as on `compass serve`.
  @Test func anImplausibleMetricIsRefused() async throws {
    try await HostedSupabase.run { hosted in
      let user = try await hosted.addUser("plausible@example.com")
      for (type, value) in [("sixty_time", "-5"), ("pop_time", "9"), ("batting_avg", "1.5")] {
        do {
          _ = try await hosted.asUser(
            user,
            "INSERT INTO public.performance_metrics (metric_type, value, recorded_date) VALUES ('\(type)', \(value), current_date) RETURNING id"
          )
          Issue.record("\(type) \(value) was stored")
        } catch {
          #expect(isSQLState(error, "23514"), "\(String(reflecting: error))")
        }
      }
      let stored = try await hosted.asUser(
        user,
        "INSERT INTO public.performance_metrics (metric_type, value, recorded_date) VALUES ('other', -12, current_date) RETURNING id"
      )
      #expect(stored.count == 1)
    }
  }

  /// Every limit the server's registry keeps is a CHECK constraint of the same name, and holds.
  /// An event's time zone is one PostgreSQL knows, or none (the athlete's), as on
  /// `compass serve`; an athlete's profile is one per athlete and changed by the family.
  @Test func anEventsZoneIsARealOneAndTheProfileIsOnePerAthlete() async throws {
    try await HostedSupabase.run { hosted in
      let user = try await hosted.addUser("zone@example.com")
      let insert = { (zone: String) in
        "INSERT INTO public.events (type, name, start_date, time_zone) VALUES ('camp', 'Clinic', current_date, \(zone)) RETURNING id"
      }
      for zone in ["'Mars/Olympus_Mons'", "'America/Chicago; drop table x'"] {
        do {
          _ = try await hosted.asUser(user, insert(zone))
          Issue.record("\(zone) was stored")
        } catch {
          #expect(isSQLState(error, "23514"), "\(String(reflecting: error))")
        }
      }
      #expect(try await hosted.asUser(user, insert("'America/Chicago'")).count == 1)
      #expect(try await hosted.asUser(user, insert("NULL")).count == 1)
      let profile = "INSERT INTO public.athlete_profiles (gpa) VALUES (3.8) RETURNING id"
      #expect(try await hosted.asUser(user, profile).count == 1)
      do {
        _ = try await hosted.asUser(user, profile)
        Issue.record("a second profile was stored")
      } catch {
        #expect(isSQLState(error, "23505"), "\(String(reflecting: error))")
      }
    }
  }

  @Test func theRegistrysLimitsAreCheckConstraints() async throws {
    try await HostedSupabase.run { hosted in
      let constraints = Set(
        try await hosted.asOwner(
          "SELECT conname::text AS value FROM pg_constraint WHERE contype = 'c' AND connamespace = 'public'::regnamespace"
        ))
      for table in TableRegistry.tables.values {
        for column in table.columns where column.maxLength != nil || column.range != nil {
          #expect(
            constraints.contains("\(table.name)_\(column.name)_check"),
            "\(table.name).\(column.name) has no CHECK constraint")
        }
      }
      let a = try await hosted.addUser("a@example.com")
      do {
        _ = try await hosted.asUser(
          a, "INSERT INTO public.schools (name) VALUES (repeat('x', 501)) RETURNING id")
        Issue.record("a 501-character school name was stored")
      } catch {
        #expect(isSQLState(error, "23514"), "\(String(reflecting: error))")
      }
    }
  }

  @Test func theMigrationHasExactlyTheRegistrysTablesAndColumns() async throws {
    try await HostedSupabase.run { hosted in
      let tables = try await hosted.asOwner(
        "SELECT table_name::text AS value FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'"
      )
      #expect(tables.sorted() == TableRegistry.tables.keys.sorted())
      let parity = SchemaParityTests()
      for table in TableRegistry.tables.values {
        let live = try await hosted.database.withConnection {
          try await parity.liveColumns(table.name, $0, .postgres)
        }
        #expect(live.map(\.name).sorted() == table.columnNames.sorted(), "\(table.name)")
        for column in table.columns {
          let found = try #require(
            live.first { $0.name == column.name }, "\(table.name).\(column.name)")
          #expect(found.nullable == column.nullable, "\(table.name).\(column.name) nullability")
          #expect(
            found.type == parity.expectedType(column.type, .postgres),
            "\(table.name).\(column.name) type")
        }
      }
    }
  }

  /// Every table the app reads is in Realtime's publication, as on `compass serve`, where
  /// every table the API serves records its changes.
  @Test func everyTableIsPublishedForRealtime() async throws {
    try await HostedSupabase.run { hosted in
      let published = try await hosted.asOwner(
        "SELECT tablename::text AS value FROM pg_publication_tables WHERE pubname = 'supabase_realtime' AND schemaname = 'public'"
      )
      #expect(published.sorted() == TableRegistry.tables.keys.sorted())
    }
  }

  /// `(cols) VALUES (vals)` with `user_id` first.
  static func withOwner(_ user: String, _ insert: String) -> String {
    insert.replacingOccurrences(of: "(", with: "(user_id, ", options: .anchored)
      .replacingOccurrences(of: " VALUES (", with: " VALUES ('\(user)', ")
  }

  /// Expects `statement` to be refused with SQLSTATE 42501 (row-level security).
  func expectRefused(
    _ what: String, sourceLocation: SourceLocation = #_sourceLocation,
    _ statement: () async throws -> [String]
  ) async throws {
    do {
      let rows = try await statement()
      Issue.record("\(what): allowed, \(rows.count) rows", sourceLocation: sourceLocation)
    } catch {
      #expect(
        isSQLState(error, "42501"), "\(what): \(String(reflecting: error))",
        sourceLocation: sourceLocation)
    }
  }
}
