import Foundation

/// Lays report blocks onto US Letter pages from top to bottom, starting a page when a block does
/// not fit, and stamps every page with "Page N of M" once the count is known.
package struct PDFReportLayout {
  package static let margin = 48.0
  package static let footerHeight = 24.0

  package private(set) var pages: [PDFContent] = [PDFContent()]
  /// The y of the top of the next block, in PDF coordinates.
  package private(set) var cursor = PDFFile.pageHeight - margin
  /// Called on each new page after the first, e.g. to repeat a table header.
  package var onNewPage: ((inout PDFReportLayout) -> Void)?

  package init() {}

  package var contentWidth: Double { PDFFile.pageWidth - 2 * Self.margin }
  package var left: Double { Self.margin }
  package var bottom: Double { Self.margin + Self.footerHeight }
  /// Room left on this page.
  package var available: Double { cursor - bottom }
  /// Room on an empty page.
  package var fullPage: Double { PDFFile.pageHeight - Self.margin - bottom }

  package var page: PDFContent {
    get { pages[pages.count - 1] }
    set { pages[pages.count - 1] = newValue }
  }

  package mutating func newPage() {
    pages.append(PDFContent())
    cursor = PDFFile.pageHeight - Self.margin
    if let onNewPage {
      self.onNewPage = nil
      onNewPage(&self)
      self.onNewPage = onNewPage
    }
  }

  /// Starts a new page unless `height` fits on this one.
  package mutating func reserve(_ height: Double) {
    if height > available { newPage() }
  }

  package mutating func advance(_ height: Double) {
    cursor -= height
  }

  /// Wrapped text across the content width, breaking across pages between lines.
  package mutating func paragraph(
    _ text: String, font: PDFFont = .regular, size: Double, color: PDFColor = .black,
    after gap: Double = 4
  ) {
    let lineHeight = size * 1.3
    for line in TextWrapper.lines(text, font: font, size: size, width: contentWidth) {
      reserve(lineHeight)
      page.text(line, x: left, y: cursor - size, font: font, size: size, color: color)
      advance(lineHeight)
    }
    advance(gap)
  }

  /// A thin rule across the content width.
  package mutating func rule(after gap: Double = 10) {
    reserve(gap)
    page.line(from: (left, cursor), to: (left + contentWidth, cursor), color: .rule, width: 0.75)
    advance(gap)
  }

  /// The finished file: footers drawn on every page.
  package func finished(footer: String, title: String, author: String, created: Date) -> Data {
    let footerText = PDFText(footer)
    let stamped = pages.enumerated().map { index, page -> PDFContent in
      var page = page
      let y = Self.margin
      page.line(
        from: (left, y + 14), to: (left + contentWidth, y + 14), color: .rule, width: 0.5)
      page.text(footerText, x: left, y: y, font: .regular, size: 8, color: .gray)
      let number = PDFText("Page \(index + 1) of \(pages.count)")
      let width = PDFFont.regular.width(of: number, size: 8)
      page.text(number, x: left + contentWidth - width, y: y, font: .regular, size: 8, color: .gray)
      return page
    }
    return PDFFile.make(pages: stamped, title: title, author: author, created: created)
  }
}
