import CompassDomain
import CompassFeatures
import CompassModels
import Foundation
import SupabaseKit
import Testing

/// The phone's outbox against the live server: writes made without signal show at once, outlive
/// the app being killed, and land exactly once and in order when the network comes back;
/// a queued edit that clashes is offered, a refused write is kept with its reason.
@Suite("Phone: writes made offline")
@MainActor
struct OutboxTests {
  private func logMetric(_ model: PerformanceDashboardModel, _ value: String) async {
    model.addTapped()
    model.formTypeChanged(.velocity)
    model.form?.valueText = value
    await model.saveTapped()
  }

  /// The metrics on the server, read by a client of its own.
  private func serverValues(_ harness: FeatureHarness) async throws -> [Double] {
    let rows: [PerformanceMetric] = try await harness.session.client.from("performance_metrics")
      .select().order("value").execute().value
    return rows.map(\.value)
  }

  @Test func writesMadeOfflineShowAtOnceOutliveARelaunchAndLandOnceInOrder() async throws {
    try await FeatureHarness.run { harness in
      let model = harness.performanceModel()
      await model.onAppear()
      harness.transport.inject { _ in .error(.offline) }
      await logMetric(model, "88")
      await logMetric(model, "91")
      #expect(model.saveError == nil && model.form == nil, "nothing typed is refused offline")
      #expect(model.metrics.map(\.value) == [91, 88])
      let first = try #require(model.metrics.last)
      #expect(model.syncNote(for: first) == "Waiting to sync")
      model.deleteTapped(first)
      await model.deleteConfirmed()
      #expect(model.metrics.map(\.value) == [91])
      #expect(model.syncHeader == "3 changes waiting to sync")

      let relaunched = await harness.relaunched()
      let again = relaunched.performanceModel()
      await again.onAppear()
      #expect(again.metrics.map(\.value) == [91], "the queued writes still show after a relaunch")
      #expect(relaunched.session.outbox.waitingCount == 3)
      harness.transport.inject { _ in nil }
      await relaunched.session.outbox.sync()
      #expect(relaunched.session.outbox.writes.isEmpty && again.syncHeader == nil)
      let values = try await serverValues(harness)
      #expect(values == [91], "logged twice, one deleted, in order")
    }
  }

  @Test func aPauseThenATryAgainSendsOnceTheNetworkIsBack() async throws {
    try await FeatureHarness.run { harness in
      let model = harness.performanceModel()
      await model.onAppear()
      harness.transport.inject { _ in .error(.timeout) }
      await logMetric(model, "87")
      #expect(harness.session.outbox.waitingCount == 1)
      harness.transport.inject { _ in nil }
      harness.retryGate.open()
      for _ in 0..<3_000 where !harness.session.outbox.writes.isEmpty {
        try await Task.sleep(for: .milliseconds(10))
      }
      #expect(harness.session.outbox.writes.isEmpty, "the retry sent it without being asked")
      let values = try await serverValues(harness)
      #expect(values == [87])
    }
  }

  @Test func aMetricEditedWithoutSignalShowsAtOnceAndLandsLater() async throws {
    try await FeatureHarness.run { harness in
      let model = harness.performanceModel()
      await model.onAppear()
      await logMetric(model, "84")
      harness.transport.inject { _ in .error(.offline) }
      model.editTapped(try #require(model.metrics.first))
      model.form?.valueText = "86"
      await model.saveTapped()
      #expect(model.form == nil && model.saveError == nil)
      let edited = try #require(model.metrics.first)
      #expect(edited.value == 86 && model.syncNote(for: edited) == "Waiting to sync")
      harness.transport.inject { _ in nil }
      await harness.session.outbox.sync()
      let values = try await serverValues(harness)
      #expect(values == [86])
    }
  }

  @Test func aWriteWhoseAnswerWasLostIsNotMadeTwice() async throws {
    try await FeatureHarness.run { harness in
      let model = harness.performanceModel()
      await model.onAppear()
      harness.transport.inject { request in request.method == "POST" ? .lost : nil }
      await logMetric(model, "90")
      #expect(harness.session.outbox.waitingCount == 1)
      harness.transport.inject { _ in nil }
      await harness.session.outbox.sync()
      await harness.session.outbox.sync()
      let values = try await serverValues(harness)
      #expect(values == [90])
    }
  }

  @Test func aQueuedEditThatClashesIsOfferedAndKeepMineSavesIt() async throws {
    try await FeatureHarness.run { harness in
      let parent = try await harness.parent(.edit)
      let model = harness.performanceModel()
      await model.onAppear()
      await logMetric(model, "85")
      let metric = try #require(model.metrics.first)
      let outbox = harness.session.outbox
      harness.transport.inject { _ in .error(.offline) }
      let opened = MetricEdit.columns(of: metric)
      var mine = opened
      mine["notes"] = .string("Radar gun at the Georgia camp")
      await outbox.add(
        PendingWrite(
          made: harness.clock.now, label: "Edit Fastball Velocity",
          operation: .update(
            table: "performance_metrics", id: metric.id.description, owner: harness.user,
            opened: opened, mine: EditMerge(opened: opened, edited: mine).mine,
            version: metric.updatedAt)))
      try await parent.session.client.from("performance_metrics")
        .update(["notes": AnyJSON.string("Stalker gun")]).eq("id", value: metric.id.description)
        .execute()
      harness.transport.inject { _ in nil }
      await outbox.sync()
      let clashed = try #require(outbox.needingAttention.first)
      guard case .conflict(let current, let clashes) = clashed.state else {
        Issue.record("expected a conflict, got \(clashed.state)")
        return
      }
      #expect(clashes == ["notes"] && current["notes"] == .string("Stalker gun"))
      #expect(clashed.note == "Changed by someone else too")
      #expect(
        PendingChangeText.lines(of: clashed) == [
          "Notes: theirs Stalker gun, yours Radar gun at the Georgia camp"
        ])
      await outbox.resolve(clashed.id, keepingMine: true)
      #expect(outbox.writes.isEmpty)
      let saved: [PerformanceMetric] = try await harness.session.client
        .from("performance_metrics").select().execute().value
      #expect(saved.first?.notes == "Radar gun at the Georgia camp")
    }
  }

  @Test func aWriteTheServerWillNeverTakeStaysWithItsReasonUntilDiscarded() async throws {
    try await FeatureHarness.run { harness in
      let parent = try await harness.parent(.edit)
      let model = parent.performanceModel()
      await model.onAppear()
      parent.transport.inject { _ in .error(.offline) }
      await logMetric(model, "93")
      try await harness.session.client.from("family_links")
        .update(["access": AnyJSON.string("view")])
        .eq("parent_id", value: parent.user.description).execute()
      parent.transport.inject { _ in nil }
      await parent.session.outbox.sync()
      let refused = try #require(parent.session.outbox.needingAttention.first)
      #expect(refused.note == "Not saved: You can no longer change this athlete's data.")
      #expect(refused.label == "Log Fastball Velocity 93 mph")
      #expect(PendingChangeText.lines(of: refused).contains("Value: 93"), "the typed data is kept")
      #expect(model.metrics.first.map(model.syncNote(for:)) == refused.note, "still shown")
      parent.session.outbox.discard(refused.id)
      #expect(parent.session.outbox.writes.isEmpty)
      let values = try await serverValues(harness)
      #expect(values.isEmpty)
    }
  }

  @Test func atTheFieldWithoutSignalAttendedAQuickLogAndAMetricLandOnce() async throws {
    try await FeatureHarness.run { harness in
      let client = harness.session.client
      let event = try #require(
        try await harness.seed([("Tech Camp", .camp, "2026-03-14", nil, "registered")]).first)
      let model = harness.eventDetailModel(event.id)
      await model.onAppear()
      harness.transport.inject { _ in .error(.offline) }
      await model.markAttendedTapped()
      #expect(model.actionError == nil && model.event?.attended == true)
      #expect(model.syncNote == "Waiting to sync")
      model.quickLog?.content = "Coach Hall watched my bullpen"
      await model.logInteractionTapped()
      #expect(model.quickLog == nil && model.actionError == nil)
      model.metricForm.setMetricType(.velocity)
      model.metricForm.valueText = "89"
      await model.logMetricTapped()
      #expect(model.metrics.map(\.value) == [89])

      let relaunched = await harness.relaunched()
      harness.transport.inject { _ in nil }
      await relaunched.session.outbox.sync()
      await relaunched.session.outbox.sync()
      let stored: Event = try await client.from("events").select().eq(
        "id", value: event.id.description
      )
      .single().execute().value
      #expect(stored.attended)
      let logged: [Interaction] = try await client.from("interactions").select().execute().value
      #expect(logged.map(\.content) == ["Coach Hall watched my bullpen"])
      let values = try await serverValues(harness)
      #expect(values == [89])
    }
  }

  @Test func anEventCreatedWithoutSignalOpensWaitsAndLandsWithItsNewSchoolFirst() async throws {
    try await FeatureHarness.run { harness in
      let list = harness.eventsModel()
      await list.onAppear()
      harness.transport.inject { _ in .error(.offline) }
      let create = harness.createEventModel()
      create.editor.form.type = .camp
      create.editor.form.name = "Kennesaw Prospect Camp"
      create.editor.startDateChanged(LocalDate("2026-04-18"))
      create.editor.schoolChosen(.other(name: "Kennesaw State"))
      await create.createTapped()
      #expect(create.submitError == nil)
      let id = try #require(create.createdEventID)
      let detail = harness.eventDetailModel(id)
      await detail.onAppear()
      #expect(detail.phase == .loaded && detail.event?.name == "Kennesaw Prospect Camp")
      #expect(detail.syncNote == "Waiting to sync")
      await list.refresh()
      let shown = try #require(list.results.first { $0.id == id })
      #expect(list.syncNote(for: shown) == "Waiting to sync")

      let relaunched = await harness.relaunched()
      harness.transport.inject { _ in nil }
      await relaunched.session.outbox.sync()
      let client = harness.session.client
      let schools: [School] = try await client.from("schools").select().execute().value
      let events: [Event] = try await client.from("events").select().execute().value
      #expect(schools.map(\.name) == ["Kennesaw State"])
      #expect(events.map(\.id) == [id] && events.first?.schoolID == schools.first?.id)
    }
  }
}
