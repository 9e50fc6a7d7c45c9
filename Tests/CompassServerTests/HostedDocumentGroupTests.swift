import Foundation
import Testing

/// `supabase/migrations` keep what describes and shares a document the same on every version,
/// as `compass serve` does: a new version takes the group's values, a change to one version is
/// made to all, restore leaves them, and the migration brings existing versions in step.
@Suite(
  "Hosted Supabase: a document's values belong to every version",
  .enabled(
    if: TestDatabase.postgresURL != nil,
    "COMPASS_TEST_POSTGRES_URL is not set: the Supabase migrations were not applied")
)
struct HostedDocumentGroupTests {
  static let migration = "20261125000000_document_values_per_group.sql"

  /// Each version's title and shares, by version number.
  static func values(_ hosted: HostedSupabase, _ user: String, group: String) async throws
    -> [String]
  {
    try await hosted.asUser(
      user,
      "SELECT title || '|' || array_to_string(shared_with_schools, '+') AS value FROM public.documents WHERE version_group_id = '\(group)' ORDER BY version"
    )
  }

  static func school(_ hosted: HostedSupabase, _ user: String, _ name: String) async throws
    -> String
  {
    try await hosted.asOwner(
      "INSERT INTO public.schools (user_id, name) VALUES ('\(user)', '\(name)') RETURNING id")[0]
  }

  @Test func restoringAVersionNeverChangesWhoCanSeeTheDocument() async throws {
    try await HostedSupabase.run { hosted in
      let user = try await hosted.addUser("versions@example.com")
      let georgiaTech = try await Self.school(hosted, user, "Georgia Tech")
      let clemson = try await Self.school(hosted, user, "Clemson")
      let file = try await hosted.storedFile(user, "t.pdf")
      let group = try await hosted.asUser(
        user,
        "INSERT INTO public.documents (type, title, file_url, shared_with_schools) VALUES ('transcript', 'Transcript', '\(file)', ARRAY['\(georgiaTech)']::uuid[]) RETURNING id"
      )[0]
      let second = try await hosted.asUser(
        user,
        "INSERT INTO public.documents (type, title, file_url, version, version_group_id) VALUES ('resume', 'Other', '\(file)', 2, '\(group)') RETURNING id"
      )[0]
      #expect(
        try await Self.values(hosted, user, group: group) == [
          "Transcript|\(georgiaTech)", "Transcript|\(georgiaTech)",
        ], "the new version took the document's title and shares")
      _ = try await hosted.asUser(
        user,
        "UPDATE public.documents SET title = 'Final', shared_with_schools = ARRAY['\(georgiaTech)', '\(clemson)']::uuid[] WHERE id = '\(second)' RETURNING id"
      )
      _ = try await hosted.asUser(
        user, "UPDATE public.documents SET is_current = true WHERE id = '\(group)' RETURNING id")
      let both = "Final|\(georgiaTech)+\(clemson)"
      #expect(try await Self.values(hosted, user, group: group) == [both, both])
      _ = try await hosted.asUser(
        user,
        "UPDATE public.documents SET shared_with_schools = ARRAY['\(clemson)']::uuid[] WHERE id = '\(group)' RETURNING id"
      )
      _ = try await hosted.asUser(
        user, "UPDATE public.documents SET is_current = true WHERE id = '\(second)' RETURNING id")
      #expect(
        try await Self.values(hosted, user, group: group) == [
          "Final|\(clemson)", "Final|\(clemson)",
        ])
    }
  }

  @Test func theMigrationBringsExistingVersionsInStepWithTheCurrentOne() async throws {
    var written: (user: String, group: String, school: String)?
    try await HostedSupabase.run(before: Self.migration) { hosted in
      let user = try await hosted.addUser("before@example.com")
      let school = try await Self.school(hosted, user, "Emory")
      let group = try await hosted.asOwner(
        "INSERT INTO public.documents (user_id, type, title, file_url, is_current) VALUES ('\(user)', 'resume', 'Old', '\(user)/1.pdf', false) RETURNING id"
      )[0]
      _ = try await hosted.asOwner(
        "INSERT INTO public.documents (user_id, type, title, file_url, version, version_group_id, shared_with_schools) VALUES ('\(user)', 'resume', 'Resume 2026', '\(user)/2.pdf', 2, '\(group)', ARRAY['\(school)']::uuid[]) RETURNING id"
      )
      written = (user, group, school)
    } _: { hosted in
      let (user, group, school) = try #require(written)
      #expect(
        try await Self.values(hosted, user, group: group) == [
          "Resume 2026|\(school)", "Resume 2026|\(school)",
        ])
    }
  }
}
