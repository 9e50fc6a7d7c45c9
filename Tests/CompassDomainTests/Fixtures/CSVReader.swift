/// Parses RFC 4180 CSV back into rows, so tests check what a spreadsheet would read.
enum CSVReader {
  static func rows(_ text: String) -> [[String]] {
    var rows: [[String]] = []
    var row: [String] = []
    var field = ""
    var quoted = false
    var iterator = Array(text.unicodeScalars).makeIterator()
    var pending: Unicode.Scalar? = nil
    func next() -> Unicode.Scalar? {
      if let scalar = pending {
        pending = nil
        return scalar
      }
      return iterator.next()
    }
    while let scalar = next() {
      if quoted {
        if scalar == "\"" {
          if let following = next() {
            if following == "\"" {
              field.unicodeScalars.append("\"")
            } else {
              quoted = false
              pending = following
            }
          } else {
            quoted = false
          }
        } else {
          field.unicodeScalars.append(scalar)
        }
      } else if scalar == "\"" {
        quoted = true
      } else if scalar == "," {
        row.append(field)
        field = ""
      } else if scalar == "\r" {
        continue
      } else if scalar == "\n" {
        row.append(field)
        rows.append(row)
        row = []
        field = ""
      } else {
        field.unicodeScalars.append(scalar)
      }
    }
    if !field.isEmpty || !row.isEmpty {
      row.append(field)
      rows.append(row)
    }
    return rows
  }
}
