import CompassDomain
import CompassModels
import Foundation
import Testing

@Suite("Performance Dashboard: trends exactly as the web app computes them")
struct MetricTrendTests {
  func trend(_ type: MetricType, _ values: [Double]) -> MetricTrend? {
    let metrics = values.enumerated().map { index, value in
      PerformanceMetric.fixture(
        index + 1, type: type, value: value,
        date: LocalDate.on("2026-01-01").adding(days: index).description, unit: type.defaultUnit)
    }
    return MetricAnalysis(metrics: metrics.shuffled()).trends.first
  }

  @Test func risingVelocityIsImproving() throws {
    let result = try #require(trend(.velocity, [85, 86, 87, 90, 91, 92]))
    #expect(result.direction == .improving)
    #expect(result.min == 85 && result.max == 92 && result.count == 6)
    #expect(result.average == 531.0 / 6)
    #expect(result.values == [85, 86, 87, 90, 91, 92])
  }

  @Test func fallingVelocityIsDeclining() {
    #expect(trend(.velocity, [92, 91, 90, 86, 85, 84])?.direction == .declining)
  }

  @Test func lowerIsBetterInvertsTheDirection() {
    #expect(trend(.sixtyTime, [7.2, 7.1, 7.0, 6.8, 6.7, 6.6])?.direction == .improving)
    #expect(trend(.popTime, [1.9, 1.95, 2.0, 2.1, 2.2, 2.3])?.direction == .declining)
    #expect(trend(.era, [4.5, 4.0, 3.5, 3.0, 2.5, 2.0])?.direction == .improving)
  }

  @Test func withinOnePercentIsStable() {
    #expect(trend(.velocity, [100, 100, 100, 101, 101, 101])?.direction == .stable)
    #expect(trend(.velocity, [100, 100, 100, 101.02, 101.02, 101.02])?.direction == .improving)
    #expect(trend(.velocity, [100, 100, 100, 99, 99, 99])?.direction == .stable)
    #expect(trend(.velocity, [100, 100, 100, 98.9, 98.9, 98.9])?.direction == .declining)
  }

  @Test func equalValuesAreStable() {
    #expect(trend(.velocity, [90, 90, 90, 90])?.direction == .stable)
  }

  /// Two results that moved 2 mph are not "Stable": with fewer than six results the two ends
  /// shrink so they never share a value.
  @Test func fewRecordsCompareEndsThatDoNotOverlap() {
    #expect(trend(.velocity, [85, 87])?.direction == .improving)
    #expect(trend(.velocity, [87, 85])?.direction == .declining)
    #expect(trend(.velocity, [85, 85.5])?.direction == .stable)
    #expect(trend(.velocity, [80, 85, 95])?.direction == .improving)
    #expect(trend(.sixtyTime, [7.1, 6.9])?.direction == .improving)
    #expect(trend(.velocity, [80, 85, 95, 99])?.direction == .improving)
    #expect(trend(.velocity, [90, 80, 95, 80, 90])?.direction == .stable)
  }

  @Test func noTrendBelowTwoRecords() {
    #expect(trend(.velocity, [88]) == nil)
    #expect(MetricAnalysis(metrics: []).trends.isEmpty)
  }

  @Test func directionLabelsColoursAndVoiceOver() throws {
    let result = try #require(trend(.sixtyTime, [7.2, 7.1, 7.0, 6.8]))
    #expect(result.direction.label == "Improving")
    #expect(result.direction.color == .green)
    #expect(TrendDirection.declining.color == .red)
    #expect(PerformanceText.trendAccessibilityLabel(result) == "60-Yard Dash is improving")
    #expect(result.unit == "sec")
  }
}

@Suite("Performance Dashboard: latest, charts and history")
struct MetricAnalysisTests {
  let metrics: [PerformanceMetric] = [
    .fixture(1, value: 85, date: "2026-01-10", loggedAt: 100),
    .fixture(2, value: 88, date: "2026-03-01", loggedAt: 100),
    .fixture(3, value: 87, date: "2026-03-01", loggedAt: 50),
    .fixture(4, type: .sixtyTime, value: 6.9, date: "2026-02-01", unit: "sec"),
    .fixture(
      5, type: MetricType(rawValue: "spin_rate"), value: 2300, date: "2026-02-02", unit: "rpm"),
    .fixture(6, type: .battingAvg, value: 0.325, date: "2026-02-03", unit: ""),
    .fixture(7, type: .battingAvg, value: 0.340, date: "2026-02-10", unit: ""),
  ]

  @Test func latestIsTheMostRecentOfEachTypeLoggedLastOnATie() {
    let analysis = MetricAnalysis(metrics: metrics)
    let latest = Dictionary(uniqueKeysWithValues: analysis.latest.map { ($0.metricType, $0.value) })
    #expect(latest[.velocity] == 88)
    #expect(latest[.sixtyTime] == 6.9)
    #expect(latest[.battingAvg] == 0.340)
    #expect(latest[MetricType(rawValue: "spin_rate")] == 2300)
  }

  @Test func typesFollowTheSpecsOrderWithUnknownTypesLast() {
    let analysis = MetricAnalysis(metrics: metrics)
    #expect(
      analysis.loggedTypes.map(\.rawValue) == [
        "velocity", "sixty_time", "batting_avg", "spin_rate",
      ])
  }

  @Test func chartsNeedTwoPointsAndRunOldestFirst() throws {
    let analysis = MetricAnalysis(metrics: metrics)
    #expect(analysis.series.map(\.type) == [.velocity, .battingAvg])
    let velocity = try #require(analysis.series(for: .velocity))
    #expect(velocity.points.map(\.value) == [85, 87, 88])
    #expect(analysis.series(for: .sixtyTime) == nil)
    #expect(
      velocity.accessibilityLabel
        == "Performance chart for Fastball Velocity, showing 3 data points")
  }

  /// Issue 38, item 11: a tap anywhere on the phone's chart names the nearest point (the tap
  /// target was the 12 hours around a point, about a point wide).
  @Test func aTapAnywhereOnTheChartNamesTheNearestPoint() throws {
    let velocity = try #require(MetricAnalysis(metrics: metrics).series(for: .velocity))
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = try #require(TimeZone(identifier: "America/New_York"))
    let days = try velocity.points.map { try #require($0.date.instant(in: calendar)) }
    for (index, point) in velocity.points.enumerated() {
      // NB: of a day's points (drawn at one place) the last is named: the one drawn on top.
      if index + 1 < days.count, days[index + 1] == days[index] { continue }
      let before = days[..<index].last { $0 != days[index] } ?? days[index] - 86_400
      let after = days[(index + 1)...].first { $0 != days[index] } ?? days[index] + 86_400
      for tap in [
        days[index], days[index] + 0.45 * after.timeIntervalSince(days[index]),
        days[index] - 0.45 * days[index].timeIntervalSince(before),
      ] {
        #expect(velocity.nearestPoint(to: tap, in: calendar) == point, "\(point.date) \(tap)")
      }
    }
    let first = try #require(velocity.points.first?.date.instant(in: calendar))
    let last = try #require(velocity.points.last?.date.instant(in: calendar))
    #expect(
      velocity.nearestPoint(to: first.addingTimeInterval(-400 * 86_400), in: calendar)
        == velocity.points.first)
    #expect(
      velocity.nearestPoint(to: last.addingTimeInterval(400 * 86_400), in: calendar)
        == velocity.points.last)
  }

  @Test func historyIsNewestFirst() {
    let history = MetricAnalysis(metrics: metrics).history
    #expect(
      history.map(\.id) == [2, 3, 7, 6, 5, 4, 1].map { PerformanceMetric.ID(TestIDs.uuid($0)) })
  }

  @Test func sameDayMetricsOrderByWhenTheyWereLoggedThenById() {
    let sameDay: [PerformanceMetric] = [
      .fixture(3, value: 3, date: "1969-12-31", loggedAt: 0),
      .fixture(1, value: 1, date: "1969-12-31", loggedAt: 0),
      .fixture(2, value: 2, date: "1969-12-31", loggedAt: -5),
      .fixture(4, value: 4, date: "2026-01-01", loggedAt: -10),
    ]
    let analysis = MetricAnalysis(metrics: sameDay)
    #expect(analysis.series(for: .velocity)?.points.map(\.value) == [2, 1, 3, 4])
    #expect(analysis.history.map(\.value) == [4, 3, 1, 2])
    #expect(analysis == MetricAnalysis(metrics: sameDay.reversed()))
  }

  @Test func oneMetricShowsACardButNoChartOrTrend() {
    let analysis = MetricAnalysis(metrics: [.fixture(1, value: 88, date: "2026-01-01")])
    #expect(analysis.latest.count == 1)
    #expect(analysis.series.isEmpty && analysis.trends.isEmpty)
  }

  @Test func displayNamesDefaultUnitsAndDirection() {
    #expect(
      MetricType.allCases.map(\.displayName) == [
        "Fastball Velocity", "Exit Velocity", "60-Yard Dash", "Pop Time", "Batting Average", "ERA",
        "Strikeouts", "Other Metric",
      ])
    #expect(MetricType.exitVelo.defaultUnit == "mph")
    #expect(MetricType.popTime.defaultUnit == "sec")
    #expect(MetricType.era.defaultUnit == "")
    #expect(MetricType.allCases.filter(\.isLowerBetter) == [.sixtyTime, .popTime, .era])
    #expect(MetricType(rawValue: "spin_rate").displayName == "Spin Rate")
  }
}

@Suite("Performance Dashboard: the metric form and number formatting")
struct MetricFormTests {
  @Test func missingFieldsUseTheSpecsMessages() {
    var form = MetricForm(today: .on("2026-11-22"))
    form.recordedDate = nil
    let errors = form.validate()
    #expect(errors[.metricType] == "Please select a metric type")
    #expect(errors[.value] == "Please enter a value")
    #expect(errors[.recordedDate] == "Please select a date")
    form.valueText = "fast"
    #expect(form.validate()[.value] == "Please enter a valid number")
    form.valueText = "inf"
    #expect(form.validate()[.value] == "Please enter a valid number")
  }

  @Test func newMetricIsDatedTodayAndTheUnitFollowsTheType() throws {
    var form = MetricForm(today: .on("2026-11-22"))
    form.setMetricType(.sixtyTime)
    #expect(form.unit == "sec")
    form.setMetricType(.velocity)
    #expect(form.unit == "mph")
    form.unit = "km/h"
    form.setMetricType(.exitVelo)
    #expect(form.unit == "km/h")
    form.valueText = "112.5"
    form.notes = "  "
    let payload = try #require(form.payload())
    #expect(payload.recordedDate == .on("2026-11-22") && payload.value == 112.5)
    #expect(payload.notes == nil && payload.eventID == nil)
  }

  @Test func aValueMustBePlausibleForItsType() throws {
    var form = MetricForm(today: .on("2026-11-22"))
    form.setMetricType(.sixtyTime)
    for text in ["-5", "0", "0.0004", "1e308", "30"] {
      form.valueText = text
      #expect(form.validate()[.value] == "60-Yard Dash must be between 4 and 20", "\(text)")
      #expect(form.payload() == nil)
    }
    for text in ["0x10", "nan", "inf", "1e999", "6.9.1"] {
      form.valueText = text
      #expect(form.validate()[.value] == MetricFormMessage.invalidNumber, "\(text)")
    }
    form.valueText = "6.85"
    #expect(form.payload()?.value == 6.85)
    form.setMetricType(.battingAvg)
    form.valueText = "1.5"
    #expect(form.validate()[.value] == "Batting Average must be between 0 and 1")
    form.setMetricType(.other)
    form.customName = "Broad Jump"
    form.valueText = "1,234.5"
    #expect(form.payload()?.value == 1234.5)
  }

  @Test func aDecimalCommaReadsAsOne() {
    var form = MetricForm(today: .on("2026-11-22"))
    form.setMetricType(.other)
    form.customName = "Throws"
    let readings: [String: Double] = [
      "85,5": 85.5, "6,92": 6.92, "1,250": 1250, "1,250.5": 1250.5, " 88 ": 88, "85.5": 85.5,
    ]
    for (text, value) in readings {
      form.valueText = text
      #expect(form.payload()?.value == value, "\(text)")
    }
    form.valueText = "85,5,1"
    #expect(form.validate()[.value] == MetricFormMessage.invalidNumber)
  }

  @Test func aMeasurementIsDatedOnOrBeforeTodayAndWithinThirtyYears() {
    var form = MetricForm(today: .on("2026-11-22"))
    form.setMetricType(.velocity)
    form.valueText = "88"
    for (date, message) in [
      ("2026-11-23", MetricFormMessage.dateInFuture),
      ("2099-01-01", MetricFormMessage.dateInFuture),
      ("1996-11-21", MetricFormMessage.dateTooOld), ("0001-01-01", MetricFormMessage.dateTooOld),
    ] {
      form.recordedDate = LocalDate(date)
      #expect(form.validate()[.recordedDate] == message, "\(date)")
      #expect(form.payload() == nil)
    }
    for date in ["2026-11-22", "1996-11-23", "2010-02-28"] {
      form.recordedDate = LocalDate(date)
      #expect(form.validate().isEmpty, "\(date)")
    }
    #expect(MetricFormMessage.dateInFuture == "Choose a date on or before today")
  }

  @Test func anOtherMetricIsLoggedUnderItsName() throws {
    var form = MetricForm(today: .on("2026-11-22"))
    form.setMetricType(.other)
    form.valueText = "9.5"
    #expect(form.needsName)
    #expect(form.validate()[.customName] == MetricFormMessage.nameRequired)
    form.customName = "   "
    #expect(form.payload() == nil)
    form.customName = "  Broad   Jump "
    let payload = try #require(form.payload())
    #expect(payload.metricType.rawValue == "Broad Jump")
    #expect(payload.metricType.displayName == "Broad Jump")
    form.customName = "exit velocity"
    #expect(form.loggedType == .exitVelo)
    form.customName = String(repeating: "x", count: 200)
    #expect(form.loggedType?.rawValue.count == MetricType.longestName)
    form.setMetricType(.era)
    #expect(!form.needsName && form.loggedType == .era)
    let saved = PerformanceMetric.fixture(
      3, type: MetricType(rawValue: "Broad Jump"), value: 9.5, date: "2026-05-01")
    let editing = MetricForm(editing: saved, today: .on("2026-11-22"))
    #expect(editing.metricType == .other && editing.customName == "Broad Jump")
    #expect(editing.payload()?.metricType.rawValue == "Broad Jump")
  }

  @Test func editingStartsFromTheSavedMetric() throws {
    var metric = PerformanceMetric.fixture(1, type: .era, value: 2.5, date: "2026-05-01", unit: "")
    metric.notes = "Complete game"
    metric.verified = true
    let form = MetricForm(editing: metric, today: .on("2026-11-22"))
    #expect(form.valueText == "2.5" && form.notes == "Complete game" && form.verified)
    let payload = try #require(form.payload())
    let object = try JSONSerialization.jsonObject(with: JSONEncoder().encode(payload))
    let body = try #require(object as? [String: Any])
    #expect(body["metric_type"] as? String == "era")
    #expect(body["recorded_date"] as? String == "2026-05-01")
    #expect(body["event_id"] is NSNull)
    #expect(
      MetricForm(editing: .fixture(2, value: 90, date: "2026-01-01"), today: .on("2026-11-22"))
        .valueText == "90")
  }

  @Test func valuesAreGroupedAndSmallValuesKeepThreeSignificantDigits() {
    let format = MetricValueFormatter(locale: .unitedStates)
    #expect(format.value(85000) == "85,000")
    #expect(format.value(92.5, unit: "mph") == "92.5 mph")
    #expect(format.value(0.001) == "0.001")
    #expect(format.value(0.325, unit: "") == "0.325")
    #expect(format.value(0.0004) == "0.0004")
    #expect(format.value(-0.00012345) == "-0.000123")
    #expect(format.value(0) == "0")
    #expect(format.value(0.5) == "0.5")
    #expect(format.value(1234.567) == "1,234.57")
    #expect(format.value(6.8, unit: "  ") == "6.8")
    #expect(MetricValueFormatter(locale: Locale(identifier: "de_DE")).value(85000.5) == "85.000,5")
  }

  @Test func metricCardVoiceOver() {
    var metric = PerformanceMetric.fixture(1, value: 92.5, date: "2026-04-15")
    metric.verified = true
    #expect(
      PerformanceText(locale: .unitedStates).cardAccessibilityLabel(metric)
        == "Fastball Velocity, 92.5 mph, recorded Apr 15, 2026, verified")
  }
}
