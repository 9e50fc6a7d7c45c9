extension QRCode {
  /// A code being built: each module's colour, and whether it is a function module (a pattern, the
  /// format or the version area) rather than data.
  package struct Grid {
    let size: Int
    private(set) var dark: [Bool]
    private(set) var isFunction: [Bool]

    /// The function patterns of `version`, with the format and version areas reserved and light.
    init(version: Int) {
      size = 4 * version + 17
      dark = Array(repeating: false, count: size * size)
      isFunction = Array(repeating: false, count: size * size)
      drawTimingPatterns()
      drawFinderPatterns()
      drawAlignmentPatterns(version: version)
      reserveFormatAreas()
      if version >= 7 {
        reserveVersionAreas()
      }
    }

    func isFunction(_ row: Int, _ column: Int) -> Bool {
      isFunction[row * size + column]
    }

    mutating func setFunction(_ row: Int, _ column: Int, dark isDark: Bool) {
      dark[row * size + column] = isDark
      isFunction[row * size + column] = true
    }

    /// Makes the data module at `position` (row × size + column) dark.
    mutating func darken(_ position: Int) {
      dark[position] = true
    }

    /// Flips every data module where the condition of `mask` holds.
    mutating func apply(mask: Int) {
      for row in 0..<size {
        for column in 0..<size where !isFunction(row, column) && Self.flips(mask, row, column) {
          dark[row * size + column].toggle()
        }
      }
    }

    /// Row 6 and column 6 alternate dark and light; the finder patterns later cover their ends.
    private mutating func drawTimingPatterns() {
      for index in 0..<size {
        setFunction(6, index, dark: index % 2 == 0)
        setFunction(index, 6, dark: index % 2 == 0)
      }
    }

    /// A 7×7 finder in three corners, each with its light separator inside the code.
    private mutating func drawFinderPatterns() {
      for (row, column) in [(3, 3), (3, size - 4), (size - 4, 3)] {
        for rowOffset in -4...4 {
          for columnOffset in -4...4 {
            let ring = max(abs(rowOffset), abs(columnOffset))
            let (targetRow, targetColumn) = (row + rowOffset, column + columnOffset)
            if (0..<size).contains(targetRow), (0..<size).contains(targetColumn) {
              setFunction(targetRow, targetColumn, dark: ring != 2 && ring != 4)
            }
          }
        }
      }
    }

    /// A 5×5 alignment pattern centred on each pair of positions not taken by a finder.
    private mutating func drawAlignmentPatterns(version: Int) {
      let positions = Self.alignmentPositions(version: version)
      let last = positions.count - 1
      for (rowIndex, row) in positions.enumerated() {
        for (columnIndex, column) in positions.enumerated() {
          let onFinder =
            (rowIndex == 0 && (columnIndex == 0 || columnIndex == last))
            || (rowIndex == last && columnIndex == 0)
          if !onFinder {
            drawAlignmentPattern(row, column)
          }
        }
      }
    }

    private mutating func drawAlignmentPattern(_ row: Int, _ column: Int) {
      for rowOffset in -2...2 {
        for columnOffset in -2...2 {
          let ring = max(abs(rowOffset), abs(columnOffset))
          setFunction(row + rowOffset, column + columnOffset, dark: ring != 1)
        }
      }
    }

    /// Row 8 and column 8 beside the top left finder, beside the top right one, and below the
    /// bottom left one (the dark module included).
    private mutating func reserveFormatAreas() {
      for index in 0...8 where index != 6 {
        setFunction(8, index, dark: false)
        setFunction(index, 8, dark: false)
      }
      for index in 0..<8 {
        setFunction(8, size - 1 - index, dark: false)
        setFunction(size - 1 - index, 8, dark: false)
      }
    }

    /// The 6×3 blocks left of the top right finder and above the bottom left one.
    private mutating func reserveVersionAreas() {
      for long in 0..<6 {
        for short in size - 11..<size - 8 {
          setFunction(long, short, dark: false)
          setFunction(short, long, dark: false)
        }
      }
    }

    /// The centres of the alignment patterns along either axis: 6, then evenly spaced steps back
    /// from size − 7 (ISO/IEC 18004 annex E).
    private static func alignmentPositions(version: Int) -> [Int] {
      guard version >= 2 else { return [] }
      let count = version / 7 + 2
      let step = version == 32 ? 26 : (version * 4 + count * 2 + 1) / (count * 2 - 2) * 2
      let size = 4 * version + 17
      return [6] + (0..<count - 1).reversed().map { size - 7 - $0 * step }
    }
  }
}
