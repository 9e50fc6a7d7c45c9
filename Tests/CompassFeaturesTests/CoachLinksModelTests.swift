import CompassDomain
import CompassFeatures
import CompassLiveServer
import CompassModels
import CompassTestSupport
import Foundation
import SupabaseKit
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

@Suite("Coaches' links on the phone against the real server")
@MainActor
struct CoachLinksModelTests {
  private func model(_ harness: FeatureHarness) -> CoachLinksModel {
    CoachLinksModel(
      session: harness.session, repository: ShareLinkRepository(client: harness.session.client),
      clock: harness.appClock, calendar: FeatureHarness.calendar,
      locale: Locale(identifier: "en_US"))
  }

  /// Georgia Tech and Emory; a transcript shared with Georgia Tech only.
  private func seeded(_ harness: FeatureHarness) async throws -> (Document, [School]) {
    let client = harness.session.client
    let schools: [School] = try await client.from("schools").insert(
      [["name": "Georgia Tech"], ["name": "Emory"]], returning: .representation
    ).execute().value
    let tech = try #require(schools.first { $0.name == "Georgia Tech" })
    _ = try await client.storage.from("documents").upload(
      "\(harness.user)/transcript.pdf", data: Data(SampleFiles.pdf("transcript")),
      options: FileOptions(contentType: "application/pdf"))
    let document: Document = try await client.from("documents").insert(
      [
        "type": AnyJSON.string("transcript"), "title": .string("Junior Transcript"),
        "file_url": .string("\(harness.user)/transcript.pdf"),
        "shared_with_schools": .array([.string(tech.id.description)]),
      ], returning: .representation
    ).single().execute().value
    return (document, schools)
  }

  @Test func aLinkIsMadeOnceSharedWatchedAndRevoked() async throws {
    try await FeatureHarness.run { harness in
      let (document, schools) = try await seeded(harness)
      let links = model(harness)
      await links.documentShown(document, versions: [document], schools: schools)
      #expect(links.phase == .loaded)
      #expect(
        links.sections.map(\.school.name) == ["Georgia Tech"], "only schools it is shared with")
      #expect(links.sections.first?.links.isEmpty == true)

      let tech = try #require(links.sections.first?.school)
      links.makeLinkTapped(for: tech)
      links.draftDays = 400
      await links.makeLinkConfirmed()
      #expect(links.error == "Choose how long the link lasts: 1 to 365 days.")
      #expect(links.draftSchool == tech, "the form stays open with what was chosen")
      links.draftDays = 30
      links.draftLabel = "Coach Key"
      await links.makeLinkConfirmed()
      let created = try #require(links.created)
      #expect(created.url.path.hasPrefix("/s/") && created.school == "Georgia Tech")
      #expect(links.sections.first?.links.map(\.name) == ["Coach Key (Georgia Tech)"])
      #expect(
        links.sections.first?.links.first?.status.hasPrefix("Open until Apr 14, 2026") == true)
      links.createdDismissed()
      #expect(links.created == nil)

      var request = URLRequest(
        url: created.url.appendingPathComponent("documents/\(document.id.description)"))
      request.setValue(
        "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) Safari/604.1",
        forHTTPHeaderField: "User-Agent")
      let (_, reply) = try await URLSession.shared.data(for: request)
      #expect((reply as? HTTPURLResponse)?.statusCode == 200)
      await links.documentShown(document, versions: [document], schools: schools)
      #expect(
        links.sections.first?.activity.first?.hasPrefix(
          "Viewed through the Georgia Tech link · once · last on") == true)

      let line = try #require(links.sections.first?.links.first)
      links.revokeTapped(line)
      #expect(links.pendingRevoke == line)
      links.revokeCancelled()
      links.revokeTapped(line)
      await links.revokeConfirmed()
      #expect(links.sections.first?.links.first?.status == "Revoked")
      let (_, gone) = try await URLSession.shared.data(from: created.url)
      #expect((gone as? HTTPURLResponse)?.statusCode == 404)
    }
  }

  @Test func aViewParentSeesLinksButMakesNone() async throws {
    try await FeatureHarness.run { athlete in
      let (document, schools) = try await seeded(athlete)
      let parent = try await athlete.parent(.view)
      let links = model(parent)
      await links.documentShown(document, versions: [document], schools: schools)
      #expect(links.phase == .loaded)
      links.makeLinkTapped(for: try #require(schools.first { $0.name == "Georgia Tech" }))
      await links.makeLinkConfirmed()
      #expect(links.error == FeatureError.forbidden.message)
      #expect(links.created == nil)
    }
  }
}
