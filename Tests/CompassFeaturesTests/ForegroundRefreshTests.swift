import CompassDomain
import CompassFeatures
import CompassLiveServer
import CompassModels
import Foundation
import SupabaseKit
import Testing

@Suite("Lists reload on return to the foreground once their data is stale")
@MainActor
struct ForegroundRefreshTests {
  @Test func theEventsListReloadsOnlyAfterItsLifetime() async throws {
    try await FeatureHarness.run { harness in
      let model = harness.eventsModel()
      await model.onAppear()
      let loads = harness.transport.count("/rest/v1/events")
      await model.becameActive()
      #expect(harness.transport.count("/rest/v1/events") == loads)
      try await addEvent(harness, named: "Fall Camp")
      let afterInsert = harness.transport.count("/rest/v1/events")
      harness.clock.advance(by: AppCache.eventsLifetime + 1)
      await model.becameActive()
      #expect(harness.transport.count("/rest/v1/events") == afterInsert + 1)
      #expect(model.results.map(\.name) == ["Fall Camp"])
    }
  }

  @Test func theDashboardAndTheDocumentsListDoTheSame() async throws {
    try await FeatureHarness.run { harness in
      let performance = harness.performanceModel()
      let documents = harness.documentsModel()
      await performance.onAppear()
      await documents.onAppear()
      let metricLoads = harness.transport.count("/rest/v1/performance_metrics")
      let documentLoads = harness.transport.count("/rest/v1/documents")
      await performance.becameActive()
      await documents.becameActive()
      #expect(harness.transport.count("/rest/v1/performance_metrics") == metricLoads)
      #expect(harness.transport.count("/rest/v1/documents") == documentLoads)
      try await harness.session.client.from("performance_metrics").insert(
        [
          "metric_type": AnyJSON.string("velocity"), "value": .number(88),
          "unit": .string("mph"), "recorded_date": .string("2026-03-01"),
        ]
      ).execute()
      let metricsAfterInsert = harness.transport.count("/rest/v1/performance_metrics")
      harness.clock.advance(by: max(AppCache.metricsLifetime, AppCache.documentLifetime) + 1)
      await performance.becameActive()
      await documents.becameActive()
      #expect(harness.transport.count("/rest/v1/performance_metrics") == metricsAfterInsert + 1)
      #expect(harness.transport.count("/rest/v1/documents") == documentLoads + 1)
      #expect(performance.metrics.map(\.value) == [88])
    }
  }

  @Test func aPageThatNeverLoadedWaitsForItsOwnFirstLoad() async throws {
    try await FeatureHarness.run { harness in
      let model = harness.eventsModel()
      await model.becameActive()
      #expect(harness.transport.count("/rest/v1/events") == 0)
      #expect(model.phase == .idle)
    }
  }

  private func addEvent(_ harness: FeatureHarness, named name: String) async throws {
    var form = EventForm()
    form.type = .camp
    form.name = name
    form.setStartDate(LocalDate("2026-09-12"))
    let payload = try #require(form.payload(userID: harness.user))
    try await harness.session.client.from("events").insert(payload).execute()
  }
}
