import CompassDomain
import CompassFeatures
import CompassModels
import CompassTestSupport
import Foundation
import SupabaseKit
import Testing

/// The phone's screens follow Realtime while on screen: the other parent's changes show at
/// once with who made them, a socket cut at the field catches up when it comes back, and a
/// screen that leaves leaves its channel.
@Suite("Live changes on the phone's screens against the real server")
@MainActor
struct LiveChangesTests {
  /// Waits until `condition` holds, up to `seconds` (long: a loaded machine starting every
  /// suite at once is slow to join).
  private func eventually(
    _ what: String, within seconds: Int = 60, _ condition: @MainActor () async -> Bool
  ) async throws {
    let deadline = ContinuousClock.now + .seconds(seconds)
    while !(await condition()) {
      guard ContinuousClock.now < deadline else { throw HarnessFailure("never: \(what)") }
      try await Task.sleep(for: .milliseconds(20))
    }
  }

  /// Waits until the screen says `text`.
  private func says(_ text: String, _ notice: @MainActor () -> String?) async throws {
    try await eventually("said: \(text)") { notice() == text }
  }

  /// Every subscription of `app` is joined.
  private func joined(_ app: FeatureHarness, _ count: Int) async throws {
    try await eventually("\(count) channels joined") {
      await app.session.client.realtime.subscriptionCount == (count, count)
    }
  }

  private func event(_ name: String, of athlete: UserID, on day: String = "2026-04-18") -> Event {
    Event(
      id: Event.ID(UUID()), userID: athlete, type: .showcase, name: name,
      startDate: LocalDate(day)!)
  }

  @Test func theOtherParentsEventAppearsChangesAndLeavesTheOpenList() async throws {
    try await FeatureHarness.run { app in
      let dana = try await app.parent(.edit, email: "dana@example.com", name: "Dana")
      let list = app.eventsModel()
      await list.onAppear()
      let following = Task { await list.followChanges() }
      defer { following.cancel() }
      try await joined(app, 1)

      let showcase: Event = try await dana.session.client.from("events")
        .insert(event("Fall Showcase", of: app.user), returning: .representation).single()
        .execute().value
      try await eventually("the new event shows") { list.results.count == 1 }
      try await says("Dana (parent) added “Fall Showcase”") { list.liveNotice }

      try await dana.session.client.from("events").update(["name": "Fall Showcase at Coolray"])
        .eq("id", value: showcase.id.description).execute()
      try await eventually("the new name shows") {
        list.results.first?.name == "Fall Showcase at Coolray"
      }
      try await says("Dana (parent) changed “Fall Showcase at Coolray”") { list.liveNotice }

      try await dana.session.client.from("events").delete()
        .eq("id", value: showcase.id.description).execute()
      try await eventually("the event leaves") { list.results.isEmpty }
      try await says("“Fall Showcase at Coolray” was removed") { list.liveNotice }
    }
  }

  @Test func anOpenEventFollowsTheOtherParentsEditsAndTheMetricsLoggedAtIt() async throws {
    try await FeatureHarness.run { app in
      let dana = try await app.parent(.edit, email: "dana@example.com", name: "Dana")
      let (showcase, _) = try await app.seedShowcase()
      let detail = app.eventDetailModel(showcase.id)
      await detail.onAppear()
      let following = Task { await detail.followChanges() }
      defer { following.cancel() }
      try await joined(app, 2)

      let client = dana.session.client
      try await client.from("performance_metrics").insert(
        [
          "user_id": AnyJSON.string(app.user.description),
          "event_id": .string(showcase.id.description), "metric_type": "exit_velo",
          "value": 88, "unit": "mph", "recorded_date": "2026-03-10",
        ]
      ).execute()
      try await eventually("the metric shows") { detail.metrics.count == 1 }
      try await says("Dana (parent) added Exit Velocity 88 mph") { detail.liveNotice }
      try await client.from("performance_metrics").insert(
        [
          "user_id": AnyJSON.string(app.user.description), "metric_type": "sixty_time",
          "value": 6.9, "unit": "sec", "recorded_date": "2026-03-11",
        ]
      ).execute()

      try await client.from("events").update(["attended": true])
        .eq("id", value: showcase.id.description).execute()
      try await eventually("attended shows") { detail.event?.attended == true }
      try await says("Dana (parent) changed “UGA Elite Showcase”") { detail.liveNotice }
      #expect(detail.metrics.count == 1, "a metric logged at no event stays off this page")

      try await client.from("events").delete().eq("id", value: showcase.id.description)
        .execute()
      try await eventually("the page goes back") { detail.isDeleted }
    }
  }

  @Test func theDashboardAndTheDocumentsFollowChangesMadeElsewhere() async throws {
    try await FeatureHarness.run { app in
      let dana = try await app.parent(.edit, email: "dana@example.com", name: "Dana")
      let client = app.session.client
      _ = try await client.storage.from("documents").upload(
        "\(app.user)/transcript.pdf", data: Data(SampleFiles.pdf("transcript")),
        options: FileOptions(contentType: "application/pdf"))
      let transcript: Document = try await client.from("documents").insert(
        [
          "type": AnyJSON.string("transcript"), "title": .string("Junior Transcript"),
          "file_url": .string("\(app.user)/transcript.pdf"),
        ], returning: .representation
      ).single().execute().value
      let dashboard = app.performanceModel()
      let documents = app.documentsModel()
      await dashboard.onAppear()
      await documents.onAppear()
      let following = [
        Task { await dashboard.followChanges() }, Task { await documents.followChanges() },
      ]
      defer { for task in following { task.cancel() } }
      try await joined(app, 2)

      let metric: PerformanceMetric = try await dana.session.client.from("performance_metrics")
        .insert(
          [
            "user_id": AnyJSON.string(app.user.description), "metric_type": "velocity",
            "value": 84, "unit": "mph", "recorded_date": "2026-03-12",
          ], returning: .representation
        ).single().execute().value
      try await eventually("the metric shows") { dashboard.metrics.map(\.id) == [metric.id] }
      try await says("Dana (parent) added Fastball Velocity 84 mph") { dashboard.liveNotice }
      try await dana.session.client.from("performance_metrics").delete()
        .eq("id", value: metric.id.description).execute()
      try await eventually("the metric leaves") { dashboard.metrics.isEmpty }

      try await dana.session.client.from("documents").update(["title": "Transcript (fall)"])
        .eq("id", value: transcript.id.description).execute()
      try await eventually("the new title shows") {
        documents.documents.map(\.title) == ["Transcript (fall)"]
      }
      try await says("Dana (parent) changed “Transcript (fall)”") { documents.liveNotice }
    }
  }

  @Test func aParentJoiningShowsOnTheOpenFamilyPage() async throws {
    try await FeatureHarness.run { app in
      let family = app.familyModel()
      await family.onAppear()
      let following = Task { await family.followChanges() }
      defer { following.cancel() }
      try await joined(app, 2)

      _ = try await app.parent(.view, email: "dana@example.com", name: "Dana")
      try await eventually("Dana shows") { family.overview?.members.map(\.name) == ["Dana"] }
      try await eventually("and is named") { family.liveNotice == "Dana joined the family" }
    }
  }

  @Test func aViewParentsOpenListFollowsTheAthletesChanges() async throws {
    try await FeatureHarness.run { app in
      let pat = try await app.parent(.view)
      let list = pat.eventsModel()
      await list.onAppear()
      let following = Task { await list.followChanges() }
      defer { following.cancel() }
      try await joined(pat, 1)

      try await app.session.client.from("events").insert(event("Perfect Game WWBA", of: app.user))
        .execute()
      try await eventually("the athlete's event shows") { list.results.count == 1 }
      try await eventually("the athlete's change is said") {
        list.liveNotice?.hasSuffix("added “Perfect Game WWBA”") == true
      }
      #expect(list.liveNotice?.hasPrefix("Someone") == false, "the athlete is named")
    }
  }

  @Test func whatChangedWhileTheSocketWasCutShowsWhenItComesBack() async throws {
    try await FeatureHarness.run { app in
      let dana = try await app.parent(.edit, email: "dana@example.com", name: "Dana")
      let list = app.eventsModel()
      await list.onAppear()
      let following = Task { await list.followChanges() }
      defer { following.cancel() }
      try await joined(app, 1)

      await app.webSocket.cut()
      try await eventually("the channel knows it dropped") {
        await app.session.client.realtime.subscriptionCount == (1, 0)
      }
      try await dana.session.client.from("events").insert(event("Missed Camp", of: app.user))
        .execute()
      try await Task.sleep(for: .milliseconds(300))
      #expect(list.results.isEmpty, "nothing arrives without a socket")

      app.webSocket.restore()
      try await eventually("read again once joined") {
        list.results.map(\.name) == ["Missed Camp"]
      }
    }
  }

  @Test func mineAreNotAnnouncedAndALeftScreenLeavesItsChannel() async throws {
    try await FeatureHarness.run { app in
      let list = app.eventsModel()
      await list.onAppear()
      let following = Task { await list.followChanges() }
      try await joined(app, 1)

      try await app.session.client.from("events").insert(event("My Own Camp", of: app.user))
        .execute()
      try await eventually("my event shows") { list.results.count == 1 }
      #expect(list.liveNotice == nil, "the person who made it is not told")

      following.cancel()
      try await eventually("the channel is left and the socket closed") {
        await app.session.client.realtime.subscriptionCount == (0, 0)
          && app.webSocket.openCount == 0
      }
    }
  }
}
