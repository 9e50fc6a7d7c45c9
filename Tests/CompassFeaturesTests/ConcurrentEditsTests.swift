import CompassDomain
import CompassFeatures
import CompassLiveServer
import CompassModels
import Foundation
import SupabaseKit
import Testing

/// Two people editing one row on two phones (the athlete and an edit parent): a save sends only
/// what its person changed, a change saved meanwhile is kept, and the same field changed by both
/// is asked about: keep mine, keep theirs, or see both.
@Suite("Two phones editing one event, metric or document")
@MainActor
struct ConcurrentEditsTests {
  /// An event another app stored with values the form shows differently: a full state name,
  /// a time with seconds, a cost with cents, a description with spaces around it.
  private func storedEvent(_ harness: FeatureHarness) async throws -> Event {
    try await harness.session.client.from("events").insert(
      [
        "name": AnyJSON.string("Nashville Clinic"), "type": .string("camp"),
        "start_date": .string("2026-04-18"), "start_time": .string("09:00:30"),
        "state": .string("Georgia"), "cost": .number(150.55),
        "description": .string("  Bring cleats  "),
      ], returning: .representation
    ).single().execute().value
  }

  private func opened(_ harness: FeatureHarness, _ id: Event.ID) async -> EventDetailModel {
    let model = harness.eventDetailModel(id)
    await model.onAppear()
    model.editTapped()
    return model
  }

  @Test func anOlderFormSavesItsChangeAndKeepsTheOneMadeMeanwhile() async throws {
    try await FeatureHarness.run { athlete in
      let event = try await storedEvent(athlete)
      let parent = try await athlete.parent(.edit)
      let jordan = await opened(athlete, event.id)
      let dana = await opened(parent, event.id)
      dana.editor?.form.checkinTime = LocalTime("08:15")
      dana.editor?.form.location = "Field 4, park by the gym"
      athlete.clock.advance(by: 5)
      await dana.saveEditTapped()
      #expect(dana.editor == nil && dana.actionError == nil)
      jordan.editor?.form.name = "Nashville Skills Clinic"
      athlete.clock.advance(by: 5)
      await jordan.saveEditTapped()
      #expect(jordan.editConflict == nil && jordan.editor == nil)
      let saved = try #require(jordan.event)
      #expect(saved.name == "Nashville Skills Clinic")
      #expect(
        saved.checkinTime == LocalTime("08:15") && saved.location == "Field 4, park by the gym")
      #expect(saved.state == "Georgia" && saved.startTime == LocalTime("09:00:30"))
      #expect(saved.cost == 150.55 && saved.description == "  Bring cleats  ")
    }
  }

  @Test func theSameFieldChangedByBothIsAskedAboutWithBothValues() async throws {
    try await FeatureHarness.run { athlete in
      let event = try await storedEvent(athlete)
      let parent = try await athlete.parent(.edit, name: "Dana Avery")
      let jordan = await opened(athlete, event.id)
      let dana = await opened(parent, event.id)
      dana.editor?.form.location = "Field 3"
      athlete.clock.advance(by: 5)
      await dana.saveEditTapped()
      jordan.editor?.form.location = "Field 2"
      jordan.editor?.form.name = "Renamed"
      athlete.clock.advance(by: 5)
      await jordan.saveEditTapped()
      let prompt = try #require(jordan.editConflict)
      #expect(
        prompt.headline == "Dana Avery saved changes to this event while you were editing it.")
      #expect(prompt.lines == ["Venue — yours: Field 2 · theirs: Field 3"])
      #expect(jordan.editor != nil, "nothing is lost while the question is open")
      let stored: Event = try await athlete.session.client.from("events").select()
        .eq("id", value: event.id.description).single().execute().value
      #expect(stored.location == "Field 3" && stored.name == "Nashville Clinic")

      jordan.seeBothTapped()
      #expect(jordan.editConflict == nil)
      #expect(jordan.editConflictNotes == ["Venue: Dana Avery saved: Field 3"])
      #expect(jordan.editor?.form.location == "Field 2" && jordan.editor?.form.name == "Renamed")
      jordan.editor?.form.location = "Field 3 (north end)"
      await jordan.saveEditTapped()
      #expect(jordan.editor == nil)
      #expect(jordan.event?.location == "Field 3 (north end)" && jordan.event?.name == "Renamed")
    }
  }

  @Test func keepMineAndKeepTheirsResolveAClash() async throws {
    try await FeatureHarness.run { athlete in
      let event = try await storedEvent(athlete)
      let parent = try await athlete.parent(.edit)
      for keepMine in [true, false] {
        let jordan = await opened(athlete, event.id)
        let dana = await opened(parent, event.id)
        dana.editor?.form.city = "Dana's \(keepMine)"
        athlete.clock.advance(by: 5)
        await dana.saveEditTapped()
        jordan.editor?.form.city = "Jordan's \(keepMine)"
        jordan.editor?.form.description = "Changed \(keepMine)"
        athlete.clock.advance(by: 5)
        await jordan.saveEditTapped()
        #expect(jordan.editConflict?.fields.map(\.column) == ["city"])
        if keepMine { await jordan.keepMineTapped() } else { await jordan.keepTheirsTapped() }
        #expect(jordan.editConflict == nil && jordan.editor == nil)
        #expect(jordan.event?.city == (keepMine ? "Jordan's true" : "Dana's false"))
        #expect(jordan.event?.description == "Changed \(keepMine)", "the rest of mine is saved")
      }
    }
  }

  @Test func anUntouchedSaveWritesNothing() async throws {
    try await FeatureHarness.run { athlete in
      let event = try await storedEvent(athlete)
      let jordan = await opened(athlete, event.id)
      athlete.clock.advance(by: 5)
      await jordan.saveEditTapped()
      #expect(jordan.editor == nil)
      #expect(jordan.event?.updatedAt == event.updatedAt, "nothing was sent")
    }
  }

  @Test func aMetricEditedOnTwoPhonesKeepsBothChangesOrAsks() async throws {
    try await FeatureHarness.run { athlete in
      let parent = try await athlete.parent(.edit)
      let log = athlete.performanceModel()
      await log.onAppear()
      log.addTapped()
      log.formTypeChanged(.velocity)
      log.form?.valueText = "88"
      await log.saveTapped()
      let metric = try #require(log.metrics.first)
      let dana = parent.performanceModel()
      await dana.onAppear()
      dana.editTapped(try #require(dana.metrics.first))
      log.editTapped(metric)
      dana.form?.notes = "Radar gun, 3rd inning"
      athlete.clock.advance(by: 5)
      await dana.saveTapped()
      log.form?.valueText = "88.5"
      athlete.clock.advance(by: 5)
      await log.saveTapped()
      #expect(log.form == nil)
      #expect(
        log.metrics.first?.value == 88.5 && log.metrics.first?.notes == "Radar gun, 3rd inning")

      dana.editTapped(try #require(log.metrics.first))
      log.editTapped(try #require(log.metrics.first))
      dana.form?.valueText = "89"
      athlete.clock.advance(by: 5)
      await dana.saveTapped()
      log.form?.valueText = "90"
      athlete.clock.advance(by: 5)
      await log.saveTapped()
      #expect(log.editConflict?.lines == ["Value — yours: 90 · theirs: 89"])
      await log.keepTheirsTapped()
      #expect(log.form == nil && log.metrics.first?.value == 89)
    }
  }

  @Test func aDocumentEditedOnTwoPhonesAsksAboutTheSameField() async throws {
    try await FeatureHarness.run { athlete in
      let parent = try await athlete.parent(.edit)
      let list = athlete.documentsModel()
      await list.onAppear()
      list.uploadTapped(type: .transcript)
      list.draft?.title = "Transcript"
      await list.filePicked(
        try .file(Data("%PDF-1.4\n%%EOF\n".utf8), name: "t.pdf", mimeType: "application/pdf"))
      let id = try #require(list.uploadedDocumentID)
      let jordan = athlete.documentModel(id)
      let dana = parent.documentModel(id)
      await jordan.onAppear()
      await dana.onAppear()
      jordan.editTapped()
      dana.editTapped()
      dana.editForm?.title = "Transcript (fall)"
      athlete.clock.advance(by: 5)
      await dana.saveEditTapped()
      jordan.editForm?.title = "Transcript 2026"
      jordan.editForm?.description = "Unofficial"
      athlete.clock.advance(by: 5)
      await jordan.saveEditTapped()
      #expect(
        jordan.editConflict?.lines == ["Title — yours: Transcript 2026 · theirs: Transcript (fall)"]
      )
      await jordan.keepMineTapped()
      #expect(jordan.editForm == nil)
      #expect(
        jordan.document?.title == "Transcript 2026" && jordan.document?.description == "Unofficial")
    }
  }
}
