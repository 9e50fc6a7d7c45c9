extension QRCode.Grid {
  /// The four penalties of ISO/IEC 18004 (7.8.3.1) added up, for a code of `size` modules a side
  /// given as its rows and its columns: runs of five or more alike, 2×2 blocks alike, finder-like
  /// 1:1:3:1:1 patterns beside four light modules, and the dark share's distance from half.
  package static func penalty(rows: [QRCode.Line], columns: [QRCode.Line], size: Int) -> Int {
    var total = 0
    for line in rows + columns {
      total += runPenalty(line, size: size) + finderLikePenalty(line)
    }
    for (upper, lower) in zip(rows, rows.dropFirst()) {
      total += blockPenalty(upper, lower, size: size)
    }
    return total + balancePenalty(rows, size: size)
  }

  /// 3 for each run of five modules alike, and 1 more for each module past five.
  private static func runPenalty(_ line: QRCode.Line, size: Int) -> Int {
    let sameAsNext = ~(line ^ line.advanced(by: 1)) & .first(size - 1)
    let fiveAlike =
      sameAsNext & sameAsNext.advanced(by: 1) & sameAsNext.advanced(by: 2)
      & sameAsNext.advanced(by: 3)
    // A run of k alike starts k − 4 of these, the last of them where the next one does not.
    let runEnds = fiveAlike & ~fiveAlike.advanced(by: 1)
    return fiveAlike.darkCount + 2 * runEnds.darkCount
  }

  /// 40 for each dark-light-dark-dark-dark-light-dark with four light modules (or the code's edge)
  /// before or after it, the search going on after a pattern counted: one that begins inside it
  /// (four or six modules on) is not counted.
  private static func finderLikePenalty(_ line: QRCode.Line) -> Int {
    let light = ~line
    let patterns =
      line & light.advanced(by: 1) & line.advanced(by: 2) & line.advanced(by: 3)
      & line.advanced(by: 4) & light.advanced(by: 5) & line.advanced(by: 6)
    guard patterns.darkCount > 0 else { return 0 }
    // Module i of `darkAmongFour` is dark when one of modules i − 3 through i is.
    let darkAmongFour = line | line.delayed(by: 1) | line.delayed(by: 2) | line.delayed(by: 3)
    let (darkBefore, darkAfter) = (darkAmongFour.delayed(by: 1), darkAmongFour.advanced(by: 10))
    let counted = patterns & ~(darkBefore & darkAfter)
    var total = 0
    var next = 0
    for start in counted.darkIndices where start >= next {
      total += 40
      next = start + 7
    }
    return total
  }

  /// 3 for each 2×2 block of modules alike, overlapping blocks each counted.
  private static func blockPenalty(_ upper: QRCode.Line, _ lower: QRCode.Line, size: Int) -> Int {
    let sameBelow = ~(upper ^ lower)
    let sameAsNext = ~(upper ^ upper.advanced(by: 1))
    let blocks = sameBelow & sameBelow.advanced(by: 1) & sameAsNext & .first(size - 1)
    return 3 * blocks.darkCount
  }

  /// 10 for each whole 5 % step the dark share is away from 50 %.
  private static func balancePenalty(_ rows: [QRCode.Line], size: Int) -> Int {
    let darkCount = rows.reduce(0) { $0 + $1.darkCount }
    let total = size * size
    return abs(darkCount * 20 - total * 10) / total * 10
  }
}
