import CompassModels
import Foundation
import PropertyBased
import Testing

@testable import CompassDomain

/// Charts and reports draw whatever numbers and dates are stored: any finite or infinite
/// value, any date the wire format allows, in any order, gives finite coordinates, a bounded
/// number of ticks and a PDF.
@Suite("Exports: charts and reports survive any stored value")
struct ChartExtremesTests {
  static let extremes: [Double] = [
    0, -0.0, 1, 5e-324, -5e-324, 1e-323, 0.0004, 1e15, 1e16, 9.3e18, -9.3e18, 1e19, 1e300,
    1e308, -1e308, .greatestFiniteMagnitude, -.greatestFiniteMagnitude, .infinity, -.infinity,
    .nan,
  ]

  static let value = Gen<Double>.oneOf(
    Gen<Double?>.element(of: extremes).map { $0 ?? 0 }, Gen.double(in: -1e6...1e6),
    Gen.double(in: -1e-300...1e-300))

  static let day = Gen.int(
    in: LocalDate(year: 1, month: 1, day: 1)!
      .dayNumber...LocalDate(year: 9999, month: 12, day: 31)!.dayNumber)

  @Test func anyScaleIsFiniteWithABoundedNumberOfTicks() async {
    await propertyCheck(count: 5_000, input: Self.value, Self.value) { low, high in
      let scale = NiceScale(minimum: low, maximum: high)
      #expect(scale.lower.isFinite && scale.upper.isFinite && scale.step.isFinite)
      #expect(scale.lower < scale.upper, "\(low)…\(high)")
      #expect((1...NiceScale.maxTicks + 1).contains(scale.ticks.count))
      #expect(scale.ticks.allSatisfy { $0.isFinite })
    }
  }

  @Test func anyDateSpanHasAtMostSixTicks() async {
    await propertyCheck(count: 500, input: Self.day, Self.day) { first, second in
      let axis = DateAxis(
        from: LocalDate(dayNumber: min(first, second)),
        to: LocalDate(dayNumber: max(first, second)),
        locale: .unitedStates)
      #expect(axis.ticks.count <= DateAxis.maxTicks + 1)
      #expect(axis.ticks.allSatisfy { (axis.first...axis.last).contains($0.dayNumber) })
    }
    let widest = DateAxis(from: .on("0001-01-01"), to: .on("9999-12-31"), locale: .unitedStates)
    #expect(!widest.ticks.isEmpty && widest.ticks.count <= DateAxis.maxTicks)
  }

  @Test func anySeriesDrawsFiniteCoordinatesAndItsReportRenders() async {
    let points = zip(Self.value, Self.day).array(of: 1...6)
    await propertyCheck(count: 100, input: points) { points in
      let metrics = points.enumerated().map { index, point in
        PerformanceMetric.fixture(
          index + 1, type: .velocity, value: point.0,
          date: LocalDate(dayNumber: point.1).description, unit: "mph")
      }
      guard let series = MetricAnalysis(metrics: metrics).series(for: .velocity) else { return }
      let chart = ChartGeometry(series: series, width: 600, height: 200, locale: .unitedStates)
      for point in chart.points {
        #expect(point.x.isFinite && point.y.isFinite, "\(points)")
        #expect(point.y >= chart.plot.y - 0.001 && point.y <= chart.plot.maxY + 0.001)
      }
      let svg = SVGChart.render(series, id: "fuzz", locale: .unitedStates)
      #expect(!svg.contains("nan") && !svg.contains("inf"), "\(points)")
      let pdf = PerformanceReport(
        athleteName: "Jordan", metrics: metrics, events: [], locale: .unitedStates,
        timeZone: TimeZone(identifier: "UTC")!, generatedAt: Date(timeIntervalSince1970: 0)
      ).pdf()
      #expect(pdf.starts(with: Array("%PDF".utf8)))
    }
  }

  @Test func eventCostsAndDocumentVersionsOfAnySizeRender() {
    for cost in Self.extremes {
      var event = Event.fixture(1, type: .camp, start: "2026-04-15")
      event.cost = cost
      _ = EventForm(event: event).costText
    }
    for value in Self.extremes {
      _ = MetricValueFormatter.editableText(value)
    }
  }
}
