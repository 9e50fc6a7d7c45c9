/// A table drawn row by row: cells wrap inside their column, numbers align right, and the
/// header row repeats at the top of every page the table runs onto.
package struct PDFTable {
  /// One column: its title, share of the width and alignment.
  package struct Column {
    let title: String
    let width: Double
    var alignRight = false

    package init(title: String, width: Double, alignRight: Bool = false) {
      self.title = title
      self.width = width
      self.alignRight = alignRight
    }
  }

  package static let fontSize = 8.5
  package static let lineHeight = 11.0
  package static let padding = 4.0

  package let columns: [Column]

  package init(columns: [Column]) {
    self.columns = columns
  }

  /// Draws the header then every row, starting pages as needed.
  package func draw(rows: some Sequence<[String]>, on layout: inout PDFReportLayout) {
    layout.reserve(Self.lineHeight * 3 + Self.padding * 4)
    drawHeader(on: &layout)
    let previous = layout.onNewPage
    layout.onNewPage = { layout in drawHeader(on: &layout) }
    for (index, row) in rows.enumerated() {
      drawRow(row, striped: index % 2 == 1, on: &layout)
    }
    layout.onNewPage = previous
  }

  private func drawHeader(on layout: inout PDFReportLayout) {
    let height = Self.lineHeight + 2 * Self.padding
    layout.page.fillRect(
      x: layout.left, y: layout.cursor - height, width: layout.contentWidth, height: height,
      color: .headerFill)
    var x = layout.left
    for column in columns {
      let title = PDFText(column.title)
      place(
        title, in: column, x: x, baseline: layout.cursor - Self.padding - Self.fontSize,
        font: .bold, on: &layout)
      x += column.width
    }
    layout.advance(height)
  }

  private func drawRow(_ cells: [String], striped: Bool, on layout: inout PDFReportLayout) {
    var lines = zip(columns, cells).map { column, text in
      TextWrapper.lines(
        text, font: .regular, size: Self.fontSize, width: column.width - 2 * Self.padding)
    }
    var height = Self.height(ofLines: lines.map(\.count).max() ?? 1)
    if height > layout.available, height <= layout.fullPage - Self.height(ofLines: 1) {
      layout.newPage()
    }
    while !lines.allSatisfy(\.isEmpty) {
      if layout.available < Self.height(ofLines: 1) { layout.newPage() }
      let fitting = max(1, Int((layout.available - 2 * Self.padding) / Self.lineHeight))
      let chunk = lines.map { Array($0.prefix(fitting)) }
      lines = lines.map { Array($0.dropFirst(fitting)) }
      height = Self.height(ofLines: chunk.map(\.count).max() ?? 1)
      if striped {
        layout.page.fillRect(
          x: layout.left, y: layout.cursor - height, width: layout.contentWidth, height: height,
          color: .stripe)
      }
      var x = layout.left
      for (column, cellLines) in zip(columns, chunk) {
        var baseline = layout.cursor - Self.padding - Self.fontSize
        for line in cellLines {
          place(line, in: column, x: x, baseline: baseline, font: .regular, on: &layout)
          baseline -= Self.lineHeight
        }
        x += column.width
      }
      layout.advance(height)
      if !lines.allSatisfy(\.isEmpty) { layout.newPage() }
    }
  }

  private func place(
    _ text: PDFText, in column: Column, x: Double, baseline: Double, font: PDFFont,
    on layout: inout PDFReportLayout
  ) {
    let textX =
      column.alignRight
      ? x + column.width - Self.padding - font.width(of: text, size: Self.fontSize)
      : x + Self.padding
    layout.page.text(text, x: textX, y: baseline, font: font, size: Self.fontSize)
  }

  private static func height(ofLines count: Int) -> Double {
    Double(max(count, 1)) * lineHeight + 2 * padding
  }
}
