import CompassDomain
import CompassFeatures
import CompassLiveServer
import CompassModels
import CompassTestSupport
import Foundation
import Testing

@Suite("Offline: the last loaded data shows with the offline flag")
@MainActor
struct OfflineTests {
  /// A second launch of the app over the same saved snapshots, with the network gone.
  private func relaunchedOffline(_ harness: FeatureHarness) async -> AppSession {
    let session = AppSession(
      client: harness.session.client, cache: AppCache(snapshots: harness.snapshots))
    await session.start()
    harness.transport.inject { _ in .error(.offline) }
    return session
  }

  @Test func thePerformanceDashboardShowsItsLastMetrics() async throws {
    try await FeatureHarness.run { harness in
      let model = harness.performanceModel()
      await model.onAppear()
      model.addTapped()
      model.formTypeChanged(.velocity)
      model.form?.valueText = "86"
      await model.saveTapped()
      await model.refresh()
      let session = await relaunchedOffline(harness)
      let offline = PerformanceDashboardModel(
        session: session, metrics: MetricsRepository(client: session.client),
        events: EventsRepository(client: session.client), clock: harness.appClock,
        calendar: FeatureHarness.calendar, locale: Locale(identifier: "en_US"))
      await offline.onAppear()
      #expect(offline.phase == .loaded)
      #expect(offline.isOffline)
      #expect(offline.offlineNote == "Offline: showing the last metrics loaded", "said on screen")
      #expect(offline.metrics.map(\.value) == [86])
      #expect(model.offlineNote == nil)
    }
  }

  @Test func theDocumentsListShowsItsLastDocuments() async throws {
    try await FeatureHarness.run { harness in
      let list = harness.documentsModel()
      await list.onAppear()
      list.uploadTapped(type: .resume)
      list.draft?.title = "Athletic Resume"
      await list.filePicked(
        try .file(Data(SampleFiles.pdf()), name: "r.pdf", mimeType: "application/pdf"))
      await list.refresh()
      let session = await relaunchedOffline(harness)
      let offline = DocumentsListModel(
        session: session, documents: DocumentsRepository(client: session.client),
        clock: harness.appClock)
      await offline.onAppear()
      #expect(offline.phase == .loaded)
      #expect(offline.isOffline)
      #expect(offline.offlineNote == "Offline: showing the last documents loaded")
      #expect(offline.documents.map(\.title) == ["Athletic Resume"])
    }
  }

  @Test func signingOutForgetsTheSnapshots() async throws {
    try await FeatureHarness.run { harness in
      await harness.eventsModel().onAppear()
      #expect(harness.snapshots.load("events.json") != nil)
      await AuthModel(session: harness.session).signOutTapped()
      #expect(harness.snapshots.load("events.json") == nil)
    }
  }
}
