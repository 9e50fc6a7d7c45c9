/// RFC 4180 CSV: a header row, CRLF line ends, and fields quoted when they hold a comma, a quote
/// or a line break, with inner quotes doubled. Text is kept exactly, in UTF-8.
package struct CSVTable {
  private var text = ""

  package init(header: [String]) {
    appendRow(header)
  }

  package mutating func appendRow(_ fields: [String]) {
    for (index, field) in fields.enumerated() {
      if index > 0 { text += "," }
      text += Self.quoted(field)
    }
    text += "\r\n"
  }

  package var data: [UInt8] { Array(text.utf8) }

  package static func quoted(_ field: String) -> String {
    let needsQuotes = field.utf8.contains { $0 == 0x2C || $0 == 0x22 || $0 == 0x0A || $0 == 0x0D }
    guard needsQuotes else { return field }
    return "\"" + field.replacingOccurrences(of: "\"", with: "\"\"") + "\""
  }

  /// Free text a spreadsheet would run as a formula (`=…`, `+…`, `@…`, `-` not a number)
  /// gets a leading apostrophe, as OWASP advises for CSV exports.
  package static func inert(_ text: String) -> String {
    guard let first = text.unicodeScalars.first else { return text }
    switch first {
    case "=", "+", "@", "\t", "\r": return "'" + text
    case "-": return Double(text) == nil ? "'" + text : text
    default: return text
    }
  }
}
