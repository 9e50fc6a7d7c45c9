import CompassFormats
import Foundation

/// Draws a chart for a web page as HTML with an SVG plot that fills any width at any height:
/// positions are percentages, so the labels keep the page's text size instead of shrinking with
/// the drawing; the value labels sit in a column beside the plot (never clipped), the unit
/// above them, the date labels below. Each dot names its value and date (`data-tip`) for the
/// page's script to show on hover, tap and arrow keys; `<title>`/`<desc>` speak for it.
public enum SVGChart {
  /// Dates below this share of the width are anchored at their start, above its complement at
  /// their end, so the first and last labels stay inside the chart.
  static let edge = 8.0

  /// The chart of `series`, its element ids starting with `id`.
  public static func render(_ series: MetricSeries, id: String, locale: Locale) -> String {
    let chart = ChartGeometry(
      series: series, width: 100, height: 100, margins: .none, locale: locale)
    var html = #"<figure class="chart" id="\#(id)">"#
    if !chart.unit.isEmpty {
      html += #"<p class="chart-unit" aria-hidden="true">\#(escape(chart.unit))</p>"#
    }
    html += #"<div class="chart-grid"><ol class="chart-y" aria-hidden="true">"#
    for tick in chart.valueTicks.reversed() {
      html += "<li>\(escape(tick.label))</li>"
    }
    html += "</ol>"
    html += plot(chart, id: id, locale: locale)
    html += dateLabels(chart)
    return html + "</div></figure>"
  }

  private static func plot(_ chart: ChartGeometry, id: String, locale: Locale) -> String {
    var svg =
      #"<div class="chart-plot" data-chart tabindex="0" aria-describedby="\#(id)-help">"#
    svg +=
      #"<svg class="chart-svg" role="img" aria-labelledby="\#(id)-title \#(id)-desc" overflow="visible">"#
    svg += #"<title id="\#(id)-title">\#(escape(chart.accessibilityLabel))</title>"#
    svg += #"<desc id="\#(id)-desc">\#(escape(chart.summary))</desc>"#
    svg += #"<g class="chart-rules">"#
    for tick in chart.valueTicks {
      let y = percent(tick.position)
      svg += #"<line x1="0" x2="100%" y1="\#(y)" y2="\#(y)"/>"#
    }
    svg += "</g>"
    let path = chart.points.enumerated().map { index, point in
      "\(index == 0 ? "M" : "L")\(n(point.x)) \(n(point.y))"
    }.joined()
    svg +=
      #"<svg viewBox="0 0 100 100" preserveAspectRatio="none" width="100%" height="100%" overflow="visible"><path class="chart-line" d="\#(path)" vector-effect="non-scaling-stroke"/></svg>"#
    svg += #"<g class="chart-dots">"#
    let values = MetricValueFormatter(locale: locale)
    let dates = EventDateText(locale: locale)
    for point in chart.points {
      let tip = "\(values.value(point.value, unit: chart.unit)) · \(dates.day(point.date))"
      svg +=
        #"<circle cx="\#(percent(point.x))" cy="\#(percent(point.y))" r="4" data-tip="\#(escape(tip))"/>"#
    }
    svg += "</g></svg>"
    svg +=
      #"<p class="visually-hidden" id="\#(id)-help">Use the arrow keys to read each value.</p>"#
    return svg + #"<p class="chart-tip" role="status" hidden></p></div>"#
  }

  private static func dateLabels(_ chart: ChartGeometry) -> String {
    var svg = #"<svg class="chart-x" aria-hidden="true" overflow="visible">"#
    for (index, tick) in chart.dateTicks.enumerated() {
      let anchor =
        tick.position < edge ? "start" : tick.position > 100 - edge ? "end" : "middle"
      let minor = index % 2 == 1 && chart.dateTicks.count > 3 ? #" class="minor""# : ""
      svg +=
        #"<text x="\#(percent(tick.position))" y="1.1em" text-anchor="\#(anchor)"\#(minor)>\#(escape(tick.label))</text>"#
    }
    return svg + "</svg>"
  }

  private static func percent(_ value: Double) -> String { n(value) + "%" }

  /// One decimal at most: enough for a crisp line, small on the wire. A coordinate far off
  /// the drawing (or not a number) is written at the edge of what a viewer draws.
  static func n(_ value: Double) -> String {
    let tenths = (PlotCoordinate.bounded(value) * 10).rounded()
    guard tenths.truncatingRemainder(dividingBy: 10) == 0, let whole = Int(exactly: tenths / 10)
    else { return String(tenths / 10) }
    return String(whole)
  }

  static func escape(_ text: String) -> String {
    HTMLEscaping.escape(text)
  }
}
