extension QRCode.Grid {
  /// The mask whose result has the lowest penalty, scored before the format and version
  /// information are drawn; on a tie, the lowest number.
  package func bestMask() -> Int {
    let data = isFunction.map { !$0 }
    let (rows, dataRows) = (rows(dark), rows(data))
    let (columns, dataColumns) = (columns(dark), columns(data))
    var best = (mask: 0, penalty: Int.max)
    for mask in 0..<8 {
      let penalty = Self.penalty(
        rows: masked(rows, data: dataRows, mask: mask, isRow: true),
        columns: masked(columns, data: dataColumns, mask: mask, isRow: false), size: size)
      if penalty < best.penalty {
        best = (mask, penalty)
      }
    }
    return best.mask
  }

  /// Whether `mask` flips the data module at `row` and `column` (ISO/IEC 18004 table 10).
  package static func flips(_ mask: Int, _ row: Int, _ column: Int) -> Bool {
    switch mask {
    case 0: (row + column) % 2 == 0
    case 1: row % 2 == 0
    case 2: column % 3 == 0
    case 3: (row + column) % 3 == 0
    case 4: (row / 2 + column / 3) % 2 == 0
    case 5: (row * column) % 2 + (row * column) % 3 == 0
    case 6: ((row * column) % 2 + (row * column) % 3) % 2 == 0
    default: ((row + column) % 2 + (row * column) % 3) % 2 == 0
    }
  }

  /// Each row of `modules` as a line.
  private func rows(_ modules: [Bool]) -> [QRCode.Line] {
    (0..<size).map { row in QRCode.Line(count: size) { modules[row * size + $0] } }
  }

  /// Each column of `modules` as a line.
  private func columns(_ modules: [Bool]) -> [QRCode.Line] {
    (0..<size).map { column in QRCode.Line(count: size) { modules[$0 * size + column] } }
  }

  /// The lines with `mask` applied to their data modules; `isRow` tells whether they are rows or
  /// columns. The mask repeats every 12 lines, so only 12 of its lines are worked out.
  private func masked(
    _ lines: [QRCode.Line], data: [QRCode.Line], mask: Int, isRow: Bool
  ) -> [QRCode.Line] {
    let period = (0..<min(12, size)).map { maskPattern(mask, line: $0, isRow: isRow) }
    return (0..<size).map { lines[$0] ^ (period[$0 % 12] & data[$0]) }
  }

  /// Where `mask` flips modules along row `line` (or column `line` when `isRow` is false).
  private func maskPattern(_ mask: Int, line: Int, isRow: Bool) -> QRCode.Line {
    var pattern = QRCode.Line()
    for index in 0..<size
    where isRow ? Self.flips(mask, line, index) : Self.flips(mask, index, line) {
      pattern.setDark(index)
    }
    return pattern
  }
}
