extension QRCode {
  /// The final message: data codewords split into blocks, each block's error correction
  /// codewords computed, then the data and the error correction codewords each interleaved.
  package static func message(_ bytes: [UInt8], version: Int, correction: Correction) -> [UInt8] {
    let data = dataCodewords(bytes, version: version, correction: correction)
    let ecLength = ecCodewordsPerBlock(version: version, correction)
    let blocks = splitIntoBlocks(
      data, count: blockCount(version: version, correction), total: codewordCount(version: version))
    let generator = ReedSolomon.generator(degree: ecLength)
    let corrections = blocks.map { ReedSolomon.remainder(of: $0, dividedBy: generator) }
    return interleave(blocks) + interleave(corrections)
  }

  /// Mode indicator (byte), character count, the bytes, a terminator of up to four zero bits, zero
  /// bits to a whole byte, then the pad codewords 0xEC and 0x11 in turn up to capacity.
  package static func dataCodewords(_ bytes: [UInt8], version: Int, correction: Correction)
    -> [UInt8]
  {
    let capacity = dataCodewordCount(version: version, correction)
    var bits = BitWriter()
    bits.append(0b0100, width: 4)
    bits.append(bytes.count, width: countBits(version: version))
    for byte in bytes {
      bits.append(Int(byte), width: 8)
    }
    bits.append(0, width: min(4, capacity * 8 - bits.count))
    var codewords = bits.bytes
    let pads: [UInt8] = [0xEC, 0x11]
    while codewords.count < capacity {
      codewords.append(pads[(codewords.count - bits.bytes.count) % 2])
    }
    return codewords
  }

  /// Group 1's blocks, then group 2's, each of which holds one data codeword more.
  package static func splitIntoBlocks(_ data: [UInt8], count: Int, total: Int) -> [[UInt8]] {
    let shortLength = data.count / count
    let shortCount = count - total % count
    var blocks: [[UInt8]] = []
    var start = 0
    for index in 0..<count {
      let end = start + shortLength + (index < shortCount ? 0 : 1)
      blocks.append(Array(data[start..<end]))
      start = end
    }
    return blocks
  }

  /// The first codeword of each block, then the second of each, and so on; short blocks are
  /// skipped once they run out.
  package static func interleave(_ blocks: [[UInt8]]) -> [UInt8] {
    let longest = blocks.map(\.count).max() ?? 0
    var result: [UInt8] = []
    result.reserveCapacity(blocks.reduce(0) { $0 + $1.count })
    for position in 0..<longest {
      for block in blocks where position < block.count {
        result.append(block[position])
      }
    }
    return result
  }

  /// Bits appended most significant first and packed into bytes, the last one padded with zeros.
  package struct BitWriter {
    private(set) var bytes: [UInt8] = []
    private(set) var count = 0

    /// Appends the low `width` bits of `value`.
    mutating func append(_ value: Int, width: Int) {
      for shift in stride(from: width - 1, through: 0, by: -1) {
        if count % 8 == 0 {
          bytes.append(0)
        }
        if (value >> shift) & 1 == 1 {
          bytes[bytes.count - 1] |= 0x80 >> (count % 8)
        }
        count += 1
      }
    }
  }
}
