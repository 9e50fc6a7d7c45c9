/// A zlib stream (RFC 1950) of one DEFLATE block (RFC 1951) with LZ77 matching and the fixed
/// Huffman code: what PDF's `/FlateDecode` reads, in pure Swift.
package enum Deflate {
  private static let windowSize = 32_768
  private static let minMatch = 3
  private static let maxMatch = 258
  private static let hashBits = 15
  /// How many earlier positions with the same hash are tried: speed over the last few percent.
  private static let maxChain = 24

  package static func zlib(_ input: [UInt8]) -> [UInt8] {
    var bits = BitWriter(capacity: input.count / 2 + 64)
    bits.bytes.append(contentsOf: [0x78, 0x01])
    bits.write(1, count: 1)  // BFINAL
    bits.write(1, count: 2)  // BTYPE 01: fixed Huffman codes
    input.withUnsafeBufferPointer { compress($0, into: &bits) }
    bits.write(FixedHuffman.literalCodes[256], count: FixedHuffman.literalLengths[256])
    bits.flush()
    let checksum = adler32(input)
    bits.bytes.append(contentsOf: [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: checksum >> $0) })
    return bits.bytes
  }

  private static func compress(_ input: UnsafeBufferPointer<UInt8>, into bits: inout BitWriter) {
    let count = input.count
    var head = [Int32](repeating: -1, count: 1 << hashBits)
    var previous = [Int32](repeating: -1, count: windowSize)
    var position = 0
    func hash(at index: Int) -> Int {
      let value = Int(input[index]) << 16 | Int(input[index + 1]) << 8 | Int(input[index + 2])
      return (value &* 2_654_435_761) >> (32 - hashBits) & ((1 << hashBits) - 1)
    }
    func insert(_ index: Int) {
      let key = hash(at: index)
      previous[index & (windowSize - 1)] = head[key]
      head[key] = Int32(index)
    }
    while position < count {
      var bestLength = 0
      var bestDistance = 0
      if position + minMatch <= count {
        var candidate = Int(head[hash(at: position)])
        var chain = maxChain
        let limit = min(maxMatch, count - position)
        while candidate >= 0, position - candidate <= windowSize, chain > 0 {
          if input[candidate + bestLength] == input[position + bestLength] {
            var length = 0
            while length < limit, input[candidate + length] == input[position + length] {
              length += 1
            }
            if length > bestLength {
              bestLength = length
              bestDistance = position - candidate
              if length == limit { break }
            }
          }
          let next = Int(previous[candidate & (windowSize - 1)])
          if next >= candidate { break }
          candidate = next
          chain -= 1
        }
      }
      if bestLength >= minMatch {
        FixedHuffman.writeMatch(length: bestLength, distance: bestDistance, to: &bits)
        let matchEnd = position + bestLength
        let lastHashable = min(matchEnd, count - minMatch + 1)
        while position < lastHashable {
          insert(position)
          position += 1
        }
        position = matchEnd
      } else {
        let literal = Int(input[position])
        bits.write(FixedHuffman.literalCodes[literal], count: FixedHuffman.literalLengths[literal])
        if position + minMatch <= count { insert(position) }
        position += 1
      }
    }
  }

  package static func adler32(_ input: [UInt8]) -> UInt32 {
    var low: UInt32 = 1
    var high: UInt32 = 0
    var index = 0
    while index < input.count {
      let end = min(index + 5552, input.count)
      while index < end {
        low &+= UInt32(input[index])
        high &+= low
        index += 1
      }
      low %= 65_521
      high %= 65_521
    }
    return high << 16 | low
  }
}
