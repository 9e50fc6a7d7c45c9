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
    #expect(months.dateTicks.map(\.label) == ["Dec 25", "Jan 26", "Feb 26", "Mar 26"])
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

  @Test func svgIsAccessibleScalableAndEscaped() throws {
    let chart = ChartGeometry(
      series: try series([("2026-01-01", 85), ("2026-02-01", 88), ("2026-04-01", 92)]), width: 600,
      height: 200,
      locale: .unitedStates)
    let svg = SVGChart.render(chart, id: "velocity")
    #expect(svg.hasPrefix(#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 200""#))
    #expect(svg.contains(#"role="img" aria-labelledby="velocity-title velocity-desc""#))
    #expect(
      svg.contains(
        #"<title id="velocity-title">Performance chart for Fastball Velocity, showing 3 data points</title>"#
      ))
    #expect(
      svg.contains("<desc id=\"velocity-desc\">From 85 mph on Jan 1, 2026 to 92 mph on Apr 1, 2026")
    )
    #expect(svg.contains("vector-effect=\"non-scaling-stroke\""))
    #expect(svg.components(separatedBy: "<circle").count - 1 == 3)
    #expect(svg.count < 3_000)
    #expect(SVGChart.escape("<b> & \"x\"") == "&lt;b&gt; &amp; &quot;x&quot;")
    #expect(SVGChart.n(12.34) == "12.3" && SVGChart.n(12.0) == "12")
  }
}
