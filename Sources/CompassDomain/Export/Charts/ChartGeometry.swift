import CompassModels
import Foundation

/// Where every part of one metric type's line chart goes in a `width` × `height` box (origin
/// top-left, y down), shared by the PDF report and the web page's SVG.
public struct ChartGeometry: Hashable, Sendable {
  /// A labelled tick: `position` is x for the date axis and y for the value axis.
  public struct Tick: Hashable, Sendable {
    public let position: Double
    public let label: String
  }

  /// One plotted record.
  public struct Point: Hashable, Sendable {
    public let x: Double
    public let y: Double
    public let date: LocalDate
    public let value: Double
  }

  /// The plotting area inside the axes.
  public struct Frame: Hashable, Sendable {
    public let x: Double
    public let y: Double
    public let width: Double
    public let height: Double

    public var maxX: Double { x + width }
    public var maxY: Double { y + height }
  }

  /// Room around the plot for the axis labels.
  public struct Margins: Hashable, Sendable {
    public let left: Double
    public let top: Double
    public let right: Double
    public let bottom: Double

    public init(left: Double, top: Double, right: Double, bottom: Double) {
      (self.left, self.top, self.right, self.bottom) = (left, top, right, bottom)
    }

    /// Room for value labels on the left and date labels below, drawn inside the box (the PDF).
    public static let axisLabels = Self(left: 46, top: 10, right: 12, bottom: 26)
    /// No room: the plot is the whole box, for labels drawn outside it (the web page).
    public static let none = Self(left: 0, top: 0, right: 0, bottom: 0)
  }

  public let width: Double
  public let height: Double
  public let plot: Frame
  public let valueTicks: [Tick]
  public let dateTicks: [Tick]
  public let points: [Point]
  /// "Fastball Velocity (mph)".
  public let title: String
  /// "mph": the series' unit, "" when it has none.
  public let unit: String
  /// "Performance chart for Fastball Velocity, showing 12 data points".
  public let accessibilityLabel: String
  /// The series in words: first and last record, lowest and highest.
  public let summary: String

  public init(
    series: MetricSeries, width: Double, height: Double, margins: Margins = .axisLabels,
    locale: Locale
  ) {
    self.width = width
    self.height = height
    let plot = Frame(
      x: margins.left, y: margins.top, width: max(width - margins.left - margins.right, 1),
      height: max(height - margins.top - margins.bottom, 1))
    self.plot = plot
    let values = series.points.map(\.value)
    let scale = NiceScale(minimum: values.min() ?? 0, maximum: values.max() ?? 0)
    let tickLabels = Self.tickLabels.value(for: locale) { FormattedTextMemo() }
    func label(_ value: Double) -> String {
      tickLabels.text(
        for: TickLabel(value: value.bitPattern, fractionDigits: scale.fractionDigits)
      ) {
        value.formatted(
          FloatingPointFormatStyle<Double>(locale: locale)
            .precision(.fractionLength(scale.fractionDigits)))
      }
    }
    func y(_ value: Double) -> Double {
      // NB: a value off the scale (past its limit, or not a number) is drawn at the edge.
      let shown = value.isNaN ? scale.lower : min(max(value, scale.lower), scale.upper)
      return plot.maxY - (shown - scale.lower) / (scale.upper - scale.lower) * plot.height
    }
    valueTicks = scale.ticks.map { Tick(position: y($0), label: label($0)) }
    let axis = DateAxis(
      from: series.points.first?.date ?? LocalDate(dayNumber: 0),
      to: series.points.last?.date ?? LocalDate(dayNumber: 0), locale: locale)
    func x(_ dayNumber: Int) -> Double {
      plot.x + Double(dayNumber - axis.first) / Double(axis.last - axis.first) * plot.width
    }
    dateTicks = axis.ticks.map { Tick(position: x($0.dayNumber), label: $0.label) }
    points = series.points.map {
      Point(x: x($0.date.dayNumber), y: y($0.value), date: $0.date, value: $0.value)
    }
    unit = series.unit
    title =
      series.unit.isEmpty ? series.type.displayName : "\(series.type.displayName) (\(series.unit))"
    accessibilityLabel = series.accessibilityLabel
    summary = Self.summary(of: series, locale: locale)
  }

  /// A value axis label: the value (by bit pattern, so `-0.0` and `0.0` keep their own
  /// texts) and how many decimals its scale shows.
  private struct TickLabel: Hashable, Sendable {
    let value: UInt64
    let fractionDigits: Int
  }

  /// Value axis labels by locale, formatted once each.
  private static let tickLabels = PerLocale<FormattedTextMemo<TickLabel>>()

  private static func summary(of series: MetricSeries, locale: Locale) -> String {
    guard let first = series.points.first, let last = series.points.last else { return "" }
    let values = MetricValueFormatter(locale: locale)
    let dates = EventDateText(locale: locale)
    let lowest = series.points.map(\.value).min() ?? first.value
    let highest = series.points.map(\.value).max() ?? last.value
    return "From \(values.value(first.value, unit: series.unit)) on \(dates.day(first.date)) "
      + "to \(values.value(last.value, unit: series.unit)) on \(dates.day(last.date)); "
      + "lowest \(values.value(lowest)), highest \(values.value(highest))."
  }
}
