import CompassDomain
import CompassFeatures
import CompassModels
import CompassTestSupport
import Foundation
import SupabaseKit
import Testing

/// Edits made at a field without signal, against the live server: an event opened before (or
/// only listed) opens from what the phone kept, and its edit, a document's edit and its
/// sharing show at once, outlive the app being killed and land once the network is back.
@Suite("Phone: edits made offline")
@MainActor
struct OfflineEditsTests {
  private static let video = Data(SampleFiles.mp4(Array(repeating: 7, count: 40_000)))

  @Test func anEventOpenedBeforeOpensWithoutSignalAfterARelaunchAndTakesAnEdit() async throws {
    try await FeatureHarness.run { harness in
      let (event, coaches) = try await harness.seedShowcase()
      let online = harness.eventDetailModel(event.id)
      await online.onAppear()
      #expect(online.offlineNote == nil && online.schoolCoaches.count == 2)

      harness.transport.inject { _ in .error(.offline) }
      let relaunched = await harness.relaunched()
      let model = relaunched.eventDetailModel(event.id)
      await model.onAppear()
      #expect(model.phase == .loaded && model.offlineNote != nil)
      #expect(model.schoolName == "University of Georgia")
      #expect(Set(model.schoolCoaches.map(\.id)) == Set(coaches.map(\.id)))
      model.editTapped()
      model.editor?.form.name = "UGA Elite Showcase (Day 1)"
      await model.saveEditTapped()
      #expect(model.actionError == nil && model.editor == nil, "the edit is taken offline")
      #expect(model.event?.name == "UGA Elite Showcase (Day 1)")
      #expect(model.syncNote == "Waiting to sync")
      await model.markAttendedTapped()
      #expect(model.event?.attended == true)

      harness.transport.inject { _ in nil }
      await relaunched.session.outbox.sync()
      #expect(relaunched.session.outbox.writes.isEmpty)
      let stored: Event = try await harness.session.client.from("events").select()
        .eq("id", value: event.id.description).single().execute().value
      #expect(stored.name == "UGA Elite Showcase (Day 1)" && stored.attended)
    }
  }

  @Test func anEventOnlyListedBeforeOpensWithoutSignalFromTheList() async throws {
    try await FeatureHarness.run { harness in
      let event = try #require(
        try await harness.seed([("Perfect Game Showcase", .showcase, "2026-06-02", nil, "none")])
          .first)
      await harness.eventsModel().onAppear()
      harness.transport.inject { _ in .error(.offline) }
      let model = harness.eventDetailModel(event.id)
      await model.onAppear()
      #expect(model.phase == .loaded && model.event?.name == "Perfect Game Showcase")
      #expect(model.offlineNote != nil && model.schoolCoaches.isEmpty)

      let never = harness.eventDetailModel(Event.ID(UUID()))
      await never.onAppear()
      #expect(never.phase == .failed(.offline), "an event the phone never had says so")
    }
  }

  @Test func aDocumentEditedAndSharedWithoutSignalShowsAtOnceAndLandsLater() async throws {
    try await FeatureHarness.run { harness in
      let school = try await harness.seedSchool("Georgia Tech")
      let list = harness.documentsModel()
      await list.onAppear()
      list.uploadTapped(type: .highlightVideo)
      list.draft?.title = "Junior Highlights"
      await list.filePicked(try .file(Self.video, name: "junior.mp4", mimeType: "video/mp4"))
      let id = try #require(list.uploadedDocumentID)
      await list.refresh()
      let model = harness.documentModel(id)
      await model.onAppear()

      harness.transport.inject { _ in .error(.offline) }
      model.editTapped()
      model.editForm?.title = "Junior Season Highlights"
      await model.saveEditTapped()
      #expect(model.actionError == nil && model.editForm == nil)
      #expect(model.document?.title == "Junior Season Highlights")
      model.shareTapped()
      model.shareToggled(school.id)
      await model.addSharesTapped()
      #expect(model.actionError == nil && model.sharedSchools.map(\.id) == [school.id])
      #expect(model.syncNote == "Waiting to sync")
      #expect(
        model.outbox.writes.map(\.label) == [
          "Edit Junior Highlights", "Share with Georgia Tech: Junior Season Highlights",
        ])

      let relaunched = await harness.relaunched()
      let listed = relaunched.documentsModel()
      await listed.onAppear()
      let shown = try #require(listed.documents.first)
      #expect(shown.title == "Junior Season Highlights" && shown.sharedWithSchools == [school.id])
      #expect(listed.syncNote(for: shown) == "Waiting to sync")
      harness.transport.inject { _ in nil }
      await relaunched.session.outbox.sync()
      let stored: Document = try await harness.session.client.from("documents").select()
        .eq("id", value: id.description).single().execute().value
      #expect(stored.title == "Junior Season Highlights" && stored.sharedWithSchools == [school.id])
    }
  }
}
