/// Draws a chart as small, accessible SVG: a `viewBox` so it stays crisp at any width, strokes
/// that keep their width when scaled, and `<title>`/`<desc>` for screen readers.
public enum SVGChart {
  public static func render(_ chart: ChartGeometry, id: String, color: PaletteColor = .blue)
    -> String
  {
    let plot = chart.plot
    var svg =
      ##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 \##(n(chart.width)) \##(n(chart.height))""##
    svg +=
      ##" role="img" aria-labelledby="\##(id)-title \##(id)-desc" font-family="system-ui,sans-serif" font-size="11">"##
    svg += ##"<title id="\##(id)-title">\##(escape(chart.accessibilityLabel))</title>"##
    svg += ##"<desc id="\##(id)-desc">\##(escape(chart.summary))</desc>"##
    svg += ##"<g stroke="#E5E7EB" shape-rendering="crispEdges">"##
    for tick in chart.valueTicks {
      svg +=
        ##"<line x1="\##(n(plot.x))" y1="\##(n(tick.position))" x2="\##(n(plot.maxX))" y2="\##(n(tick.position))"/>"##
    }
    svg += "</g>"
    svg += ##"<g fill="#64748B" aria-hidden="true"><g text-anchor="end">"##
    for tick in chart.valueTicks {
      svg +=
        ##"<text x="\##(n(plot.x - 6))" y="\##(n(tick.position + 4))">\##(escape(tick.label))</text>"##
    }
    svg += ##"</g><g text-anchor="middle">"##
    for tick in chart.dateTicks {
      svg +=
        ##"<text x="\##(n(tick.position))" y="\##(n(plot.maxY + 18))">\##(escape(tick.label))</text>"##
    }
    svg += "</g></g>"
    let path = chart.points.enumerated().map { index, point in
      "\(index == 0 ? "M" : "L")\(n(point.x)) \(n(point.y))"
    }.joined()
    svg +=
      ##"<path d="\##(path)" fill="none" stroke="\##(color.hex)" stroke-width="2" stroke-linejoin="round" vector-effect="non-scaling-stroke"/>"##
    svg += ##"<g fill="\##(color.hex)">"##
    for point in chart.points {
      svg += ##"<circle cx="\##(n(point.x))" cy="\##(n(point.y))" r="3"/>"##
    }
    svg += "</g></svg>"
    return svg
  }

  /// One decimal at most: enough for a crisp line, small on the wire. A coordinate far off
  /// the drawing (or not a number) is written at the edge of what a viewer draws.
  static func n(_ value: Double) -> String {
    let tenths = (PlotCoordinate.bounded(value) * 10).rounded()
    guard tenths.truncatingRemainder(dividingBy: 10) == 0, let whole = Int(exactly: tenths / 10)
    else { return String(tenths / 10) }
    return String(whole)
  }

  static func escape(_ text: String) -> String {
    var escaped = ""
    escaped.reserveCapacity(text.count)
    for character in text {
      switch character {
      case "&": escaped += "&amp;"
      case "<": escaped += "&lt;"
      case ">": escaped += "&gt;"
      case "\"": escaped += "&quot;"
      default: escaped.append(character)
      }
    }
    return escaped
  }
}
