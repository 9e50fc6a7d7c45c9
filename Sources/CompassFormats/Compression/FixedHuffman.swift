/// The fixed Huffman code of DEFLATE (RFC 1951 §3.2.6), with codes bit-reversed for writing.
package enum FixedHuffman {
  package static let literalCodes: [UInt32] = (0..<288).map {
    reversed(code(ofLiteral: $0), length(ofLiteral: $0))
  }
  package static let literalLengths: [Int] = (0..<288).map(length(ofLiteral:))

  /// Length 3…258 → (symbol 257…285, extra bit count, extra bits value).
  private static let lengthSymbols: [(symbol: Int, extraCount: Int, extra: UInt32)] = {
    var table = [(symbol: Int, extraCount: Int, extra: UInt32)](repeating: (0, 0, 0), count: 259)
    for (offset, base) in lengthBases.enumerated() {
      let extraCount = lengthExtraBits[offset]
      let last = offset == lengthBases.count - 1 ? 258 : lengthBases[offset + 1] - 1
      for length in base...last where length <= 258 {
        table[length] = (257 + offset, extraCount, UInt32(length - base))
      }
    }
    return table
  }()

  private static let lengthBases = [
    3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115,
    131, 163, 195, 227, 258,
  ]
  private static let lengthExtraBits = [
    0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
  ]
  private static let distanceBases = [
    1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537,
    2049, 3073, 4097, 6145, 8193, 12_289, 16_385, 24_577,
  ]
  private static let distanceCodes: [UInt32] = (0..<30).map { reversed(UInt32($0), 5) }

  package static func writeMatch(length: Int, distance: Int, to bits: inout BitWriter) {
    let (symbol, extraCount, extra) = lengthSymbols[length]
    bits.write(literalCodes[symbol], count: literalLengths[symbol])
    if extraCount > 0 { bits.write(extra, count: extraCount) }
    let code = distanceCode(distance)
    bits.write(distanceCodes[code], count: 5)
    let extraDistanceBits = code < 4 ? 0 : code / 2 - 1
    if extraDistanceBits > 0 {
      bits.write(UInt32(distance - distanceBases[code]), count: extraDistanceBits)
    }
  }

  /// The distance code 0…29 whose range holds `distance` (1…32768).
  private static func distanceCode(_ distance: Int) -> Int {
    distanceBases.lastIndex(notAbove: distance)
  }

  private static func code(ofLiteral symbol: Int) -> UInt32 {
    switch symbol {
    case 0...143: UInt32(0x30 + symbol)
    case 144...255: UInt32(0x190 + symbol - 144)
    case 256...279: UInt32(symbol - 256)
    default: UInt32(0xC0 + symbol - 280)
    }
  }

  private static func length(ofLiteral symbol: Int) -> Int {
    switch symbol {
    case 0...143: 8
    case 144...255: 9
    case 256...279: 7
    default: 8
    }
  }

  private static func reversed(_ code: UInt32, _ length: Int) -> UInt32 {
    var result: UInt32 = 0
    for bit in 0..<length where code & (1 << UInt32(bit)) != 0 {
      result |= 1 << UInt32(length - 1 - bit)
    }
    return result
  }
}
