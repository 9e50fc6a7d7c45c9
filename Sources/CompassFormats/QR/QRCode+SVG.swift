extension QRCode {
  /// An SVG path `d` with a unit square for each dark module, runs along a row merged into one
  /// rectangle (`M4 4h7v1h-7z`), offset by `quietZone` modules of light border.
  public func svgPath(quietZone: Int = 4) -> String {
    let margin = max(0, quietZone)
    var path = ""
    for row in 0..<size {
      for run in darkRuns(row: row) {
        let (x, y, width) = (run.lowerBound + margin, row + margin, run.count)
        path += "M\(x) \(y)h\(width)v1h-\(width)z"
      }
    }
    return path
  }

  /// The side of the square `viewBox` that `svgPath(quietZone:)` draws in: the code and its quiet
  /// zone on either side.
  public func viewBoxSide(quietZone: Int = 4) -> Int {
    size + 2 * max(0, quietZone)
  }

  /// The columns of each unbroken run of dark modules in `row`, left to right.
  private func darkRuns(row: Int) -> [Range<Int>] {
    var runs: [Range<Int>] = []
    var column = 0
    while column < size {
      let start = column
      while column < size && isDark(row: row, column: column) {
        column += 1
      }
      if column > start {
        runs.append(start..<column)
      }
      column += 1
    }
    return runs
  }
}
