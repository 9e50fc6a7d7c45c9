extension QRCode.Grid {
  /// Lays the message's bits, most significant first, along the data path; modules left over
  /// (the remainder bits) stay light.
  package mutating func place(_ message: [UInt8]) {
    let path = dataPath()
    for index in 0..<min(path.count, message.count * 8)
    where (message[index / 8] >> (7 - index % 8)) & 1 == 1 {
      darken(path[index])
    }
  }

  /// The positions (row × size + column) of the data modules in placement order: two-module
  /// columns from the right, upwards and downwards in turn, right module before left, skipping
  /// the vertical timing pattern.
  private func dataPath() -> [Int] {
    var path: [Int] = []
    path.reserveCapacity(size * size)
    var right = size - 1
    while right >= 1 {
      let upward = (right + 1) & 2 == 0
      for step in 0..<size {
        let row = upward ? size - 1 - step : step
        for offset in 0..<2 where !isFunction(row, right - offset) {
          path.append(row * size + right - offset)
        }
      }
      right -= right == 8 ? 3 : 2
    }
    return path
  }

  /// Applies `mask`, then draws the format information, the dark module and, from version 7, the
  /// version information.
  package mutating func finish(mask: Int, correction: QRCode.Correction, version: Int) {
    apply(mask: mask)
    drawFormat(Self.formatBits(correction: correction, mask: mask))
    setFunction(size - 8, 8, dark: true)
    if version >= 7 {
      drawVersion(Self.versionBits(version: version))
    }
  }

  /// The 15 format bits, twice: around the top left finder, and split between the other two.
  private mutating func drawFormat(_ bits: Int) {
    let isSet = { (index: Int) in (bits >> index) & 1 == 1 }
    for index in 0..<6 {
      setFunction(index, 8, dark: isSet(index))
    }
    setFunction(7, 8, dark: isSet(6))
    setFunction(8, 8, dark: isSet(7))
    setFunction(8, 7, dark: isSet(8))
    for index in 9..<15 {
      setFunction(8, 14 - index, dark: isSet(index))
    }
    for index in 0..<8 {
      setFunction(8, size - 1 - index, dark: isSet(index))
    }
    for index in 8..<15 {
      setFunction(size - 15 + index, 8, dark: isSet(index))
    }
  }

  /// The 18 version bits, twice: left of the top right finder and above the bottom left one.
  private mutating func drawVersion(_ bits: Int) {
    for index in 0..<18 {
      let isSet = (bits >> index) & 1 == 1
      let (long, short) = (index / 3, size - 11 + index % 3)
      setFunction(long, short, dark: isSet)
      setFunction(short, long, dark: isSet)
    }
  }

  /// The level's two bits and the mask's three, with their BCH(15,5) check bits, all XOR
  /// 101010000010010.
  package static func formatBits(correction: QRCode.Correction, mask: Int) -> Int {
    let level =
      switch correction {
      case .low: 0b01
      case .medium: 0b00
      case .quartile: 0b11
      case .high: 0b10
      }
    let data = level << 3 | mask
    return (data << 10 | bchRemainder(data, generator: 0x537, degree: 10)) ^ 0x5412
  }

  /// The version's six bits with their BCH(18,6) check bits.
  package static func versionBits(version: Int) -> Int {
    version << 12 | bchRemainder(version, generator: 0x1F25, degree: 12)
  }

  /// The remainder of data · x^degree divided by the generator polynomial over GF(2).
  private static func bchRemainder(_ data: Int, generator: Int, degree: Int) -> Int {
    var remainder = data
    for _ in 0..<degree {
      remainder = (remainder << 1) ^ ((remainder >> (degree - 1)) & 1) * generator
    }
    return remainder
  }
}
