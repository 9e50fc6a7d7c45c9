import CompassDomain
import CompassFeatures
import CompassLiveServer
import CompassModels
import Foundation
import SupabaseKit
import Testing

@Suite("Performance Dashboard model against the real server")
@MainActor
struct PerformanceDashboardModelTests {
  private func log(
    _ model: PerformanceDashboardModel, _ type: MetricType, _ value: String, on day: String
  ) async {
    model.addTapped()
    model.formTypeChanged(type)
    model.form?.valueText = value
    model.form?.recordedDate = LocalDate(day)
    await model.saveTapped()
  }

  @Test func aVerifiedNumberKeepsItsSourceAndTheFilterShowsOnlyThose() async throws {
    try await FeatureHarness.run { harness in
      let model = harness.performanceModel()
      await model.onAppear()
      model.addTapped()
      model.formTypeChanged(.velocity)
      model.form?.valueText = "91"
      model.form?.verified = true
      model.form?.verifiedBy = .coach
      await model.saveTapped()
      model.addTapped()
      model.formTypeChanged(.exitVelo)
      model.form?.valueText = "80"
      model.form?.verifiedBy = .device
      await model.saveTapped()
      let again = harness.performanceModel()
      await again.onAppear()
      #expect(
        Set(again.metrics.map { VerificationText.label($0) })
          == ["Verified by a coach", "Not verified"])
      #expect(again.metrics.first { !$0.verified }?.verifiedBy == nil)
      again.verifiedFilterChanged(.verified)
      #expect(again.analysis.latest.map(\.metricType) == [.velocity])
      #expect(again.filteredEmpty == nil)
      again.verifiedFilterChanged(.all)
      #expect(again.analysis.latest.count == 2)
    }
  }

  @Test func anEmptyHistoryShowsTheEmptyState() async throws {
    try await FeatureHarness.run { harness in
      let model = harness.performanceModel()
      await model.onAppear()
      #expect(model.isEmpty)
      #expect(model.chartMessage == nil)
      #expect(PerformanceText.emptyTitle == "No metrics logged yet")
    }
  }

  @Test func loggedMetricsShowAtOnceWithTrendsLatestAndChart() async throws {
    try await FeatureHarness.run { harness in
      let model = harness.performanceModel()
      await model.onAppear()
      await log(model, .velocity, "84", on: "2026-01-10")
      #expect(model.metrics.count == 1)
      #expect(model.chartSeries == nil)
      #expect(model.chartMessage == "Not enough data to display chart (need at least 2 records)")
      #expect(model.analysis.latest.map(\.value) == [84])
      await log(model, .velocity, "87", on: "2026-02-10")
      await log(model, .velocity, "89.5", on: "2026-03-10")
      await log(model, .popTime, "1.98", on: "2026-03-01")
      #expect(model.chartTypes.contains(.velocity))
      model.chartTypeTapped(.velocity)
      #expect(model.chartSeries?.points.map(\.value) == [84, 87, 89.5])
      let trend = try #require(model.analysis.trends.first { $0.type == .velocity })
      #expect(trend.min == 84)
      #expect(trend.max == 89.5)
      model.chartTypeTapped(.popTime)
      #expect(model.chartSeries == nil)
      let reloaded = harness.performanceModel()
      await reloaded.onAppear()
      #expect(reloaded.metrics.count == 4)
    }
  }

  @Test func theFormValidatesAndOneTapSavesOnce() async throws {
    try await FeatureHarness.run { harness in
      let model = harness.performanceModel()
      await model.onAppear()
      model.addTapped()
      await model.saveTapped()
      #expect(model.formError(for: .metricType) == "Please select a metric type")
      #expect(model.formError(for: .value) == "Please enter a value")
      model.formTypeChanged(.other)
      model.form?.customName = "Bench Press Total"
      model.form?.valueText = "1,000,000"
      async let first: Void = model.saveTapped()
      async let second: Void = model.saveTapped()
      _ = await (first, second)
      #expect(model.metrics.map(\.value) == [1_000_000])
      let stored: [PerformanceMetric] = try await harness.session.client.from("performance_metrics")
        .select().execute().value
      #expect(stored.count == 1)
    }
  }

  @Test func editsPersistAndDeletesAskFirst() async throws {
    try await FeatureHarness.run { harness in
      let model = harness.performanceModel()
      await model.onAppear()
      await log(model, .sixtyTime, "7.1", on: "2026-02-01")
      let metric = try #require(model.metrics.first)
      model.editTapped(metric)
      #expect(model.form?.valueText == "7.1")
      model.form?.valueText = "6.95"
      model.form?.notes = String(repeating: "Ran on turf. ", count: 200)
      await model.saveTapped()
      #expect(model.metrics.first?.value == 6.95)
      let stored: PerformanceMetric = try await harness.session.client.from("performance_metrics")
        .select().single().execute().value
      #expect(stored.value == 6.95)
      model.deleteTapped(metric)
      #expect(model.pendingDeletion == metric)
      model.deleteCancelled()
      #expect(model.metrics.count == 1)
      model.deleteTapped(metric)
      await model.deleteConfirmed()
      #expect(model.metrics.isEmpty)
    }
  }

  @Test func exportsFollowTheChartFilter() async throws {
    try await FeatureHarness.run { harness in
      let model = harness.performanceModel()
      await model.onAppear()
      await log(model, .velocity, "88", on: "2026-03-01")
      await log(model, .popTime, "2.01", on: "2026-03-02")
      model.chartTypeTapped(.popTime)
      let csv = model.exportFiles[0]
      let text = String(decoding: csv.data, as: UTF8.self)
      #expect(text.contains("2.01"))
      #expect(!text.contains("88"))
      #expect(csv.fileName.hasSuffix("2026-03-15.csv"))
      let pdf = model.exportFiles[1]
      #expect(pdf.data.starts(with: Data("%PDF-".utf8)))
      #expect(model.exportScope == "Pop Time (the chart's type) first, then all metric types")
      let files = model.exportFiles
      #expect(files.count == 4)
      let all = String(decoding: files[2].data, as: UTF8.self)
      #expect(all.contains("2.01") && all.contains("88"))
      #expect(files.map(\.fileName)[2] == "athlete-performance-2026-03-15.csv")
    }
  }

  @Test func theExportReportNamesThePersonNotTheirEmail() async throws {
    #expect(
      ReportName.of(fullName: " Jordan Avery ", name: "J", email: "j@example.com") == "Jordan Avery"
    )
    #expect(ReportName.of(fullName: nil, name: "Jordan", email: "j@example.com") == "Jordan")
    #expect(ReportName.of(fullName: "  ", name: nil, email: "j@example.com") == "j@example.com")
    #expect(ReportName.of(fullName: nil, name: nil, email: nil) == "Athlete")
    #expect(
      ReportName.of(displayName: "Jordan Avery", fullName: "J. A.", name: nil, email: "j@x.com")
        == "Jordan Avery")
  }

  @Test func aParentsExportIsOfTheAthleteAndKeepsVerifiedOnly() async throws {
    try await FeatureHarness.run { harness in
      let jordan = try await harness.member(
        email: "jordan@example.com", name: "Jordan Avery", role: .athlete)
      let own = jordan.performanceModel()
      await own.onAppear()
      await log(own, .velocity, "88", on: "2026-03-01")
      own.addTapped()
      own.formTypeChanged(.velocity)
      own.form?.valueText = "91"
      own.form?.verified = true
      await own.saveTapped()
      #expect(own.exportFiles[0].fileName == "jordan-avery-performance-2026-03-15.csv")
      let parent = try await jordan.parent(.view, email: "pat.avery@example.com", name: "Pat")
      let model = parent.performanceModel()
      await model.onAppear()
      #expect(model.metrics.count == 2)
      model.verifiedFilterChanged(.verified)
      #expect(model.exportScope.contains(PerformanceText.verifiedOnlyScope))
      let files = model.exportFiles
      #expect(
        files.map(\.fileName) == [
          "jordan-avery-performance-verified-2026-03-15.csv",
          "jordan-avery-performance-verified-2026-03-15.pdf",
        ])
      let csv = String(decoding: files[0].data, as: UTF8.self)
      #expect(csv.contains("91") && !csv.contains("88"))
      let author = "Jordan Avery".utf16.map { String(format: "%04X", $0) }.joined()
      #expect(String(decoding: files[1].data, as: UTF8.self).contains("/Author <FEFF\(author)>"))
    }
  }

  @Test func theFormRefusesAFutureDateAndNamesAnOtherMetric() async throws {
    try await FeatureHarness.run { harness in
      let model = harness.performanceModel()
      await model.onAppear()
      model.addTapped()
      model.formTypeChanged(.other)
      model.form?.valueText = "9,5"
      model.form?.recordedDate = LocalDate("2026-03-16")
      await model.saveTapped()
      #expect(model.metrics.isEmpty)
      #expect(model.form?.validate()[.recordedDate] == MetricFormMessage.dateInFuture)
      #expect(model.form?.validate()[.customName] == MetricFormMessage.nameRequired)
      model.form?.recordedDate = LocalDate("2026-03-15")
      model.form?.customName = "Broad Jump"
      await model.saveTapped()
      #expect(model.metrics.map(\.metricType.rawValue) == ["Broad Jump"])
      #expect(model.metrics.first?.value == 9.5)
    }
  }

  @Test func aMetricLoggedAtAnEventNamesIt() async throws {
    try await FeatureHarness.run { harness in
      let event = try #require(
        try await harness.seed([("Spring Showcase", .showcase, "2026-03-01", nil, "attended")])
          .first)
      let model = harness.performanceModel()
      await model.onAppear()
      model.addTapped()
      model.formTypeChanged(.velocity)
      model.form?.valueText = "90"
      model.form?.eventID = event.id
      await model.saveTapped()
      await log(model, .velocity, "91", on: "2026-03-05")
      let reloaded = harness.performanceModel()
      await reloaded.onAppear()
      let names = reloaded.metrics.map { reloaded.eventName(of: $0) }
      #expect(names.contains("Spring Showcase"))
      #expect(names.contains(nil))
      #expect(reloaded.values.value(of: reloaded.metrics[0]).hasSuffix("mph"))
    }
  }

  @Test func aRowWithoutAValueIsSkippedNotFatal() async throws {
    try await FeatureHarness.run { harness in
      let good =
        #"{"id":"\#(UUID())","user_id":"\#(harness.user.description)","metric_type":"velocity","value":88,"unit":"mph","recorded_date":"2026-03-01","verified":false}"#
      let bad =
        #"{"id":"\#(UUID())","user_id":"\#(harness.user.description)","metric_type":"velocity","value":null,"unit":null,"recorded_date":"2026-03-02","verified":false}"#
      harness.transport.inject { request in
        request.url.path.hasSuffix("/performance_metrics") ? .status(200, "[\(good),\(bad)]") : nil
      }
      let model = harness.performanceModel()
      await model.onAppear()
      #expect(model.phase == .loaded)
      #expect(model.metrics.map(\.value) == [88])
      #expect(model.skippedRows == 1)
    }
  }

  @Test func failuresShowAndKeepTheForm() async throws {
    try await FeatureHarness.run { harness in
      harness.transport.inject { _ in .error(.timeout) }
      let model = harness.performanceModel()
      await model.onAppear()
      #expect(model.phase == .failed(.timedOut))
      harness.transport.inject { _ in nil }
      await model.retryTapped()
      #expect(model.phase == .loaded)
      harness.transport.inject { request in
        request.method == "POST" ? .status(403, #"{"code":"42501","message":"denied"}"#) : nil
      }
      model.addTapped()
      model.formTypeChanged(.era)
      model.form?.valueText = "2.35"
      await model.saveTapped()
      #expect(model.saveError == .forbidden)
      #expect(model.banner == nil)
      #expect(model.form?.valueText == "2.35")
      harness.transport.inject { _ in nil }
      await model.saveTapped()
      #expect(model.saveError == nil)
      #expect(model.form == nil)
      model.editTapped(try #require(model.metrics.first))
      harness.transport.inject { request in
        request.method == "PATCH" ? .error(.timeout) : nil
      }
      model.form?.valueText = "2.10"
      await model.saveTapped()
      #expect(model.saveError == nil && model.form == nil, "without an answer the edit waits")
      let waiting = try #require(model.metrics.first)
      #expect(waiting.value == 2.1 && model.syncNote(for: waiting) == "Waiting to sync")
      harness.transport.inject { request in
        request.method == "GET" ? .status(502, "bad gateway") : nil
      }
      await model.refresh()
      #expect(model.banner == .server)
    }
  }
}
