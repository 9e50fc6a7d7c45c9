import CompassFormats

/// Draws a chart's geometry into a PDF page with its top-left corner at (`x`, `top`).
enum PDFChart {
  static func draw(_ chart: ChartGeometry, x: Double, top: Double, on page: inout PDFContent) {
    func point(_ px: Double, _ py: Double) -> (x: Double, y: Double) { (x + px, top - py) }
    let plot = chart.plot
    for tick in chart.valueTicks {
      page.line(
        from: point(plot.x, tick.position), to: point(plot.maxX, tick.position), color: .rule,
        width: 0.5)
      let label = PDFText(tick.label)
      let width = PDFFont.regular.width(of: label, size: 7.5)
      let anchor = point(plot.x - 5 - width, tick.position + 2.5)
      page.text(label, x: anchor.x, y: anchor.y, font: .regular, size: 7.5, color: .gray)
    }
    page.line(
      from: point(plot.x, plot.maxY), to: point(plot.maxX, plot.maxY), color: .gray, width: 0.75)
    for tick in chart.dateTicks {
      page.line(
        from: point(tick.position, plot.maxY), to: point(tick.position, plot.maxY + 3),
        color: .gray, width: 0.75)
      let label = PDFText(tick.label)
      let width = PDFFont.regular.width(of: label, size: 7.5)
      let anchor = point(tick.position - width / 2, plot.maxY + 13)
      page.text(label, x: anchor.x, y: anchor.y, font: .regular, size: 7.5, color: .gray)
    }
    let blue = PDFColor(hex: PaletteColor.blue.hex)
    page.polyline(chart.points.map { point($0.x, $0.y) }, color: blue, width: 1.5)
    for dot in chart.points {
      let center = point(dot.x, dot.y)
      page.dot(x: center.x, y: center.y, radius: 2, color: blue)
    }
  }
}
