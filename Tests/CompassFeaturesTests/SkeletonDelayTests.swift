import CompassFeatures
import CompassLiveServer
import CompassModels
import CompassTestSupport
import Foundation
import Testing

@Suite("Skeleton delays of the pages' first loads")
@MainActor
struct SkeletonDelayTests {
  /// Slows the data requests so the first load is still running when the delay passes.
  private func slowed(_ harness: FeatureHarness) {
    harness.transport.inject { request in
      request.url.path.hasPrefix("/rest/") ? .delay(.milliseconds(200)) : nil
    }
  }

  private func waitForSkeleton(_ phase: @MainActor () -> LoadPhase) async {
    while phase() != .loading(showsSkeleton: true), phase() != .loaded { await Task.yield() }
  }

  @Test func thePerformanceDashboardWaitsHalfASecond() async throws {
    try await FeatureHarness.run { harness in
      slowed(harness)
      let model = harness.performanceModel()
      let loading = Task { await model.onAppear() }
      await waitForSkeleton { model.phase }
      #expect(model.phase == .loading(showsSkeleton: true))
      await loading.value
      #expect(harness.sleeps.all == [.milliseconds(500)])
    }
  }

  @Test func documentDetailWaitsThreeHundredMilliseconds() async throws {
    try await FeatureHarness.run { harness in
      let list = harness.documentsModel()
      await list.onAppear()
      list.uploadTapped(type: .transcript)
      list.draft?.title = "Transcript"
      await list.filePicked(
        try .file(Data(SampleFiles.pdf()), name: "t.pdf", mimeType: "application/pdf"))
      let id = try #require(list.uploadedDocumentID)
      harness.clock.advance(by: 11 * 60)
      slowed(harness)
      let model = harness.documentModel(id)
      let loading = Task { await model.onAppear() }
      await waitForSkeleton { model.phase }
      #expect(model.phase == .loading(showsSkeleton: true))
      await loading.value
      #expect(harness.sleeps.all == [.milliseconds(300)])
    }
  }

  @Test func eventDetailShowsItsSkeletonAtOnce() async throws {
    try await FeatureHarness.run { harness in
      let events = try await harness.seed([("Camp", .camp, "2026-03-01", nil, "none")])
      slowed(harness)
      let model = harness.eventDetailModel(events[0].id)
      let loading = Task { await model.onAppear() }
      await waitForSkeleton { model.phase }
      #expect(model.phase == .loading(showsSkeleton: true))
      await loading.value
      #expect(harness.sleeps.all.isEmpty)
    }
  }
}
