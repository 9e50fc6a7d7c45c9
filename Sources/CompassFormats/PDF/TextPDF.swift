import Foundation

/// A plain document of headings, paragraphs and tables on the reports' US Letter pages, with
/// "Page N of M" footers: a resume, a transcript, a one-page summary.
public struct TextPDF: Sendable {
  /// One block, laid out top to bottom.
  public enum Block: Sendable {
    case title(String)
    /// A gray line under the title.
    case subtitle(String)
    case heading(String)
    case paragraph(String)
    /// Columns as (title, width in points, numbers aligned right), then the rows.
    case table(columns: [TableColumn], rows: [[String]])
    case rule
  }

  /// One column of a table block.
  public struct TableColumn: Sendable {
    public let title: String
    public let width: Double
    public let alignRight: Bool

    public init(_ title: String, width: Double, alignRight: Bool = false) {
      self.title = title
      self.width = width
      self.alignRight = alignRight
    }
  }

  public var blocks: [Block]

  public init(_ blocks: [Block]) {
    self.blocks = blocks
  }

  /// The file, with `footer` on every page and `title`/`author` in its properties.
  public func data(footer: String, title: String, author: String, created: Date) -> Data {
    var layout = PDFReportLayout()
    for block in blocks { draw(block, on: &layout) }
    return layout.finished(footer: footer, title: title, author: author, created: created)
  }

  private func draw(_ block: Block, on layout: inout PDFReportLayout) {
    switch block {
    case .title(let text): layout.paragraph(text, font: .bold, size: 20, after: 4)
    case .subtitle(let text): layout.paragraph(text, size: 10, color: .gray, after: 10)
    case .heading(let text):
      layout.reserve(40)
      layout.advance(6)
      layout.paragraph(text, font: .bold, size: 12, after: 4)
    case .paragraph(let text): layout.paragraph(text, size: 10, after: 6)
    case .table(let columns, let rows):
      let table = PDFTable(
        columns: columns.map {
          PDFTable.Column(title: $0.title, width: $0.width, alignRight: $0.alignRight)
        })
      table.draw(rows: rows, on: &layout)
      layout.advance(8)
    case .rule: layout.rule()
    }
  }
}
