import CompassModels
import Foundation
import Testing

@testable import CompassDomain

@Suite("Exports: chart geometry and SVG")
struct ChartTests {
  func series(_ values: [(String, Double)], type: MetricType = .velocity) throws -> MetricSeries {
    let metrics = values.enumerated().map { index, entry in
      PerformanceMetric.fixture(
        index + 1, type: type, value: entry.1, date: entry.0, unit: type.defaultUnit)
    }
    return try #require(MetricAnalysis(metrics: metrics).series(for: type))
  }

  @Test func valueAxisEndsOnNiceNumbers() {
    let scale = NiceScale(minimum: 85, maximum: 92)
    #expect(scale.ticks == [85, 87.5, 90, 92.5])
    #expect(scale.fractionDigits == 1)
    #expect(NiceScale(minimum: 6.42, maximum: 7.1).ticks.first! <= 6.42)
    #expect(NiceScale(minimum: 0.301, maximum: 0.342).fractionDigits == 2)
    #expect(NiceScale(minimum: 0, maximum: 100).ticks == [0, 25, 50, 75, 100])
  }

  @Test func aFlatSeriesGetsRoomAboveAndBelow() {
    let flat = NiceScale(minimum: 90, maximum: 90)
    #expect(flat.lower < 90 && flat.upper > 90)
    let zero = NiceScale(minimum: 0, maximum: 0)
    #expect(zero.lower <= -1 && zero.upper >= 1)
  }

  @Test func pointsFillThePlotFromFirstToLastDate() throws {
    let chart = ChartGeometry(
      series: try series([("2026-01-01", 85), ("2026-02-01", 88), ("2026-04-01", 92)]), width: 600,
      height: 200,
      locale: .unitedStates)
    #expect(chart.points.first?.x == chart.plot.x)
    #expect(chart.points.last?.x == chart.plot.maxX)
    #expect(chart.points.allSatisfy { $0.y >= chart.plot.y && $0.y <= chart.plot.maxY })
    #expect(chart.points[2].y < chart.points[0].y)
    #expect(chart.valueTicks.map(\.label) == ["85.0", "87.5", "90.0", "92.5"])
    #expect(chart.title == "Fastball Velocity (mph)")
  }

  @Test func dateTicksAreDailyWeeklyOrMonthlyAndReadable() throws {
    let days = ChartGeometry(
      series: try series([("2026-04-10", 1), ("2026-04-14", 2)]), width: 400, height: 200,
      locale: .unitedStates)
    #expect(days.dateTicks.map(\.label) == ["Apr 10", "Apr 11", "Apr 12", "Apr 13", "Apr 14"])
    let months = ChartGeometry(
      series: try series([("2025-11-20", 1), ("2026-03-05", 2)]), width: 400, height: 200,
      locale: .unitedStates)
    #expect(months.dateTicks.map(\.label) == ["Dec 2025", "Jan 2026", "Feb 2026", "Mar 2026"])
    let years = ChartGeometry(
      series: try series([("2023-01-01", 1), ("2026-06-01", 2)]), width: 400, height: 200,
      locale: .unitedStates)
    #expect(years.dateTicks.count <= DateAxis.maxTicks && years.dateTicks.count >= 3)
    let sameDay = ChartGeometry(
      series: try series([("2026-04-10", 1), ("2026-04-10", 2)]), width: 400, height: 200,
      locale: .unitedStates)
    #expect(sameDay.points[0].x == sameDay.points[1].x)
    #expect(sameDay.points[0].x > sameDay.plot.x && sameDay.points[0].x < sameDay.plot.maxX)
  }

  @Test func webChartIsAccessibleFillsAnyWidthAndEscaped() throws {
    let velocity = try series([("2026-01-01", 85), ("2026-02-01", 88), ("2026-04-01", 92)])
    let html = SVGChart.render(velocity, id: "velocity", locale: .unitedStates)
    #expect(
      html.hasPrefix(
        #"<figure class="chart" id="velocity"><p class="chart-unit" aria-hidden="true">mph</p>"#))
    #expect(html.contains(#"role="img" aria-labelledby="velocity-title velocity-desc""#))
    #expect(
      html.contains(
        #"<title id="velocity-title">Performance chart for Fastball Velocity, showing 3 data points</title>"#
      ))
    #expect(
      html.contains(
        "<desc id=\"velocity-desc\">From 85 mph on Jan 1, 2026 to 92 mph on Apr 1, 2026")
    )
    #expect(html.contains(#"<ol class="chart-y" aria-hidden="true"><li>92.5</li><li>90.0</li>"#))
    #expect(html.contains(#"<circle cx="0%" cy="100%" r="4" data-tip="85 mph · Jan 1, 2026"/>"#))
    #expect(html.contains(#"<circle cx="100%""#))
    #expect(html.contains(#"text-anchor="end">Apr 2026</text>"#))
    #expect(!html.contains("viewBox=\"0 0 640"), "no fixed drawing size that shrinks the labels")
    #expect(html.contains("vector-effect=\"non-scaling-stroke\""))
    #expect(html.components(separatedBy: "<circle").count - 1 == 3)
    #expect(html.count < 4_000)
    #expect(SVGChart.escape("<b> & \"x\"") == "&lt;b&gt; &amp; &quot;x&quot;")
    #expect(SVGChart.n(12.34) == "12.3" && SVGChart.n(12.0) == "12")
  }

  @Test func aSeriesWithoutUnitHasNoUnitLabel() throws {
    let average = try series([("2026-01-01", 0.301), ("2026-02-01", 0.342)], type: .battingAvg)
    let html = SVGChart.render(average, id: "avg", locale: .unitedStates)
    #expect(!html.contains("chart-unit"))
  }

  @Test func trendBarsAreScaledToTheValuesRange() throws {
    let metrics = [81.0, 84, 87, 90].enumerated().map { index, value in
      PerformanceMetric.fixture(
        index + 1, type: .velocity, value: value, date: "2026-0\(index + 1)-10")
    }
    let trend = try #require(MetricAnalysis(metrics: metrics).trends.first)
    #expect(trend.barHeights.first == 0.2 && trend.barHeights.last == 1)
    #expect(trend.barHeights == trend.barHeights.sorted())
    let flat = [90.0, 90].enumerated().map { index, value in
      PerformanceMetric.fixture(
        index + 1, type: .velocity, value: value, date: "2026-0\(index + 1)-10")
    }
    #expect(MetricAnalysis(metrics: flat).trends.first?.barHeights == [0.6, 0.6])
  }
}
