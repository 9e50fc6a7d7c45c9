import CompassDomain
import CompassFormats
import Testing

@Suite("QR Codes for a calendar link on a page")
struct QRCodeTests {
  @Test(arguments: QRCodeReference.all)
  func matchesTheReferenceEncoder(_ reference: QRCodeReference) throws {
    let code = try #require(QRCode(reference.text, correction: reference.correction))
    #expect(code.version == reference.version)
    #expect(code.size == 4 * reference.version + 17)
    #expect(code.mask == reference.mask)
    #expect(code.correction == reference.correction)
    #expect(rows(of: code) == reference.rows)
  }

  @Test func fourteenBytesFitVersion1AtMediumAndFifteenNeedVersion2() {
    #expect(QRCode(String(repeating: "a", count: 14))?.version == 1)
    #expect(QRCode(String(repeating: "a", count: 15))?.version == 2)
    #expect(QRCode("")?.version == 1)
  }

  @Test(arguments: [
    (QRCode.Correction.low, 17), (.medium, 14), (.quartile, 11), (.high, 7),
  ])
  func version1HoldsFewerBytesAtHigherCorrection(_ correction: QRCode.Correction, bytes: Int) {
    #expect(QRCode(String(repeating: "a", count: bytes), correction: correction)?.version == 1)
    #expect(QRCode(String(repeating: "a", count: bytes + 1), correction: correction)?.version == 2)
  }

  @Test func bytesAreCountedInUTF8() {
    #expect(QRCode(String(repeating: "é", count: 7))?.version == 1)
    #expect(QRCode(String(repeating: "é", count: 8))?.version == 2)
  }

  @Test(arguments: [(QRCode.Correction.low, 2953), (.medium, 2331), (.high, 1273)])
  func textBeyondVersion40IsRefused(_ correction: QRCode.Correction, longest: Int) throws {
    let largest = try #require(
      QRCode(String(repeating: "x", count: longest), correction: correction))
    #expect(largest.version == 40 && largest.size == 177)
    #expect(QRCode(String(repeating: "x", count: longest + 1), correction: correction) == nil)
  }

  @Test func outsideTheCodeIsLight() throws {
    let code = try #require(QRCode("HELLO WORLD"))
    #expect(code.isDark(row: 0, column: 0))
    for (row, column) in [
      (-1, 0), (0, -1), (21, 0), (0, 21), (Int.min, Int.min), (Int.max, 0), (0, Int.max),
    ] {
      #expect(!code.isDark(row: row, column: column))
    }
  }

  @Test func theSVGPathDrawsEachDarkModuleOnceInRowRuns() throws {
    let code = try #require(QRCode("HELLO WORLD"))
    let path = code.svgPath()
    #expect(Set(path).isSubset(of: Set("Mhvz0123456789 -")))
    let drawn = try modulesDrawn(by: path)
    let dark = (0..<code.size).flatMap { row in
      (0..<code.size).filter { code.isDark(row: row, column: $0) }.map { Module(row + 4, $0 + 4) }
    }
    #expect(drawn.count == dark.count)
    #expect(Set(drawn) == Set(dark))
    let runs = rows(of: code).map { $0.split(separator: "0").count }.reduce(0, +)
    #expect(path.filter { $0 == "M" }.count == runs)
  }

  @Test func theQuietZoneMovesThePathAndWidensTheViewBox() throws {
    let code = try #require(QRCode("HELLO WORLD"))
    #expect(code.svgPath(quietZone: 0).hasPrefix("M0 0h7v1h-7z"))
    #expect(code.svgPath().hasPrefix("M4 4h7v1h-7z"))
    #expect(code.viewBoxSide() == 29)
    #expect(code.viewBoxSide(quietZone: 0) == 21)
    #expect(code.viewBoxSide(quietZone: -3) == 21)
    #expect(code.svgPath(quietZone: -3) == code.svgPath(quietZone: 0))
  }

  @Test func theSameTextAndLevelMakeEqualCodes() {
    #expect(QRCode("webcal://a.example/c.ics") == QRCode("webcal://a.example/c.ics"))
    #expect(QRCode("webcal://a.example/c.ics") != QRCode("webcal://a.example/d.ics"))
    #expect(
      QRCode("webcal://a.example/c.ics") != QRCode("webcal://a.example/c.ics", correction: .low))
  }

  private func rows(of code: QRCode) -> [String] {
    (0..<code.size).map { row in
      String((0..<code.size).map { code.isDark(row: row, column: $0) ? "1" : "0" })
    }
  }

  private struct Module: Hashable {
    let row: Int
    let column: Int

    init(_ row: Int, _ column: Int) {
      self.row = row
      self.column = column
    }
  }

  /// Every module that the path's `Mx yhWv1h-Wz` rectangles cover, as often as covered.
  private func modulesDrawn(by path: String) throws -> [Module] {
    try path.split(separator: "z").flatMap { rectangle in
      let numbers = try rectangle.split(whereSeparator: { "Mhv ".contains($0) }).map {
        try #require(Int($0))
      }
      try #require(numbers.count == 5 && numbers[3] == 1 && numbers[4] == -numbers[2])
      return (numbers[0]..<numbers[0] + numbers[2]).map { Module(numbers[1], $0) }
    }
  }
}
