extension QRCode {
  /// The smallest version whose data codewords hold the mode, the count and `byteCount` bytes.
  package static func smallestVersion(holding byteCount: Int, _ correction: Correction) -> Int? {
    (1...40).first { byteCount <= byteCapacity(version: $0, correction) }
  }

  /// How many bytes fit after the 4-bit mode and the count (8 bits before version 10, 16 after).
  package static func byteCapacity(version: Int, _ correction: Correction) -> Int {
    (dataCodewordCount(version: version, correction) * 8 - 4 - countBits(version: version)) / 8
  }

  package static func countBits(version: Int) -> Int {
    version < 10 ? 8 : 16
  }

  /// Codewords left for data once the error correction codewords of every block are taken.
  package static func dataCodewordCount(version: Int, _ correction: Correction) -> Int {
    codewordCount(version: version)
      - blockCount(version: version, correction) * ecCodewordsPerBlock(version: version, correction)
  }

  /// Data and error correction codewords together: the data region's modules in whole bytes.
  package static func codewordCount(version: Int) -> Int {
    dataRegionModules(version: version) / 8
  }

  /// Modules left once the finder, timing and alignment patterns and the format and version areas
  /// are drawn, remainder bits included.
  package static func dataRegionModules(version: Int) -> Int {
    let all = (16 * version + 128) * version + 64
    guard version >= 2 else { return all }
    let alignments = version / 7 + 2
    let alignmentModules = (25 * alignments - 10) * alignments - 55
    return all - alignmentModules - (version >= 7 ? 36 : 0)
  }

  /// Error correction codewords in each block (ISO/IEC 18004 table 9).
  package static func ecCodewordsPerBlock(version: Int, _ correction: Correction) -> Int {
    let table: [Int] =
      switch correction {
      case .low:
        [
          7, 10, 15, 20, 26, 18, 20, 24, 30, 18, 20, 24, 26, 30, 22, 24, 28, 30, 28, 28,
          28, 28, 30, 30, 26, 28, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30,
        ]
      case .medium:
        [
          10, 16, 26, 18, 24, 16, 18, 22, 22, 26, 30, 22, 22, 24, 24, 28, 28, 26, 26, 26,
          26, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28,
        ]
      case .quartile:
        [
          13, 22, 18, 26, 18, 24, 18, 22, 20, 24, 28, 26, 24, 20, 30, 24, 28, 28, 26, 30,
          28, 30, 30, 30, 30, 28, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30,
        ]
      case .high:
        [
          17, 28, 22, 16, 22, 28, 26, 26, 24, 28, 24, 28, 22, 24, 24, 30, 28, 28, 26, 28,
          30, 24, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30,
        ]
      }
    return table[version - 1]
  }

  /// Blocks the codewords are split into, group 1 and group 2 together (ISO/IEC 18004 table 9).
  package static func blockCount(version: Int, _ correction: Correction) -> Int {
    let table: [Int] =
      switch correction {
      case .low:
        [
          1, 1, 1, 1, 1, 2, 2, 2, 2, 4, 4, 4, 4, 4, 6, 6, 6, 6, 7, 8,
          8, 9, 9, 10, 12, 12, 12, 13, 14, 15, 16, 17, 18, 19, 19, 20, 21, 22, 24, 25,
        ]
      case .medium:
        [
          1, 1, 1, 2, 2, 4, 4, 4, 5, 5, 5, 8, 9, 9, 10, 10, 11, 13, 14, 16,
          17, 17, 18, 20, 21, 23, 25, 26, 28, 29, 31, 33, 35, 37, 38, 40, 43, 45, 47, 49,
        ]
      case .quartile:
        [
          1, 1, 2, 2, 4, 4, 6, 6, 8, 8, 8, 10, 12, 16, 12, 17, 16, 18, 21, 20,
          23, 23, 25, 27, 29, 34, 34, 35, 38, 40, 43, 45, 48, 51, 53, 56, 59, 62, 65, 68,
        ]
      case .high:
        [
          1, 1, 2, 4, 4, 4, 5, 6, 8, 8, 11, 11, 16, 16, 18, 16, 19, 21, 25, 25,
          25, 34, 30, 32, 35, 37, 40, 42, 45, 48, 51, 54, 57, 60, 63, 66, 70, 74, 77, 81,
        ]
      }
    return table[version - 1]
  }
}
