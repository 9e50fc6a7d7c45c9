/// Decodes the zlib streams our PDF writer produces (fixed-Huffman DEFLATE blocks), so the
/// tests can check compression without outside tools. Test-only.
struct FixedInflater {
  enum Failure: Error { case badHeader, unsupportedBlock, badSymbol, badChecksum, truncated }

  private let bytes: [UInt8]
  private var bitPosition = 16

  static func inflate(_ bytes: [UInt8]) throws -> [UInt8] {
    guard bytes.count >= 6, (UInt16(bytes[0]) << 8 | UInt16(bytes[1])) % 31 == 0,
      bytes[0] & 0x0F == 8
    else { throw Failure.badHeader }
    var inflater = FixedInflater(bytes: bytes)
    return try inflater.run()
  }

  private init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  private mutating func bit() throws -> UInt32 {
    guard bitPosition / 8 < bytes.count - 4 else { throw Failure.truncated }
    let value = UInt32(bytes[bitPosition / 8] >> UInt8(bitPosition % 8)) & 1
    bitPosition += 1
    return value
  }

  private mutating func bits(_ count: Int) throws -> Int {
    var value = 0
    for index in 0..<count { value |= Int(try bit()) << index }
    return value
  }

  /// Reads a Huffman code most-significant bit first.
  private mutating func huffman(_ count: Int) throws -> Int {
    var value = 0
    for _ in 0..<count { value = value << 1 | Int(try bit()) }
    return value
  }

  private mutating func literal() throws -> Int {
    let seven = try huffman(7)
    if seven <= 0x17 { return seven + 256 }
    let eight = seven << 1 | Int(try bit())
    if (0x30...0xBF).contains(eight) { return eight - 0x30 }
    if (0xC0...0xC7).contains(eight) { return eight - 0xC0 + 280 }
    let nine = eight << 1 | Int(try bit())
    guard (0x190...0x1FF).contains(nine) else { throw Failure.badSymbol }
    return nine - 0x190 + 144
  }

  private mutating func run() throws -> [UInt8] {
    let lengthBases = [
      3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115,
      131, 163, 195, 227, 258,
    ]
    let lengthExtra = [
      0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
    ]
    let distanceBases = [
      1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537,
      2049, 3073, 4097, 6145, 8193, 12_289, 16_385, 24_577,
    ]
    var output: [UInt8] = []
    var final = 0
    repeat {
      final = try bits(1)
      guard try bits(2) == 1 else { throw Failure.unsupportedBlock }
      while true {
        let symbol = try literal()
        if symbol < 256 {
          output.append(UInt8(symbol))
        } else if symbol == 256 {
          break
        } else {
          let index = symbol - 257
          let length = lengthBases[index] + (try bits(lengthExtra[index]))
          let code = try huffman(5)
          let extra = code < 4 ? 0 : code / 2 - 1
          let distance = distanceBases[code] + (try bits(extra))
          guard distance <= output.count else { throw Failure.badSymbol }
          for _ in 0..<length { output.append(output[output.count - distance]) }
        }
      }
    } while final == 0
    let tail = bytes.suffix(4)
    let stored = tail.reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
    guard stored == adler32(output) else { throw Failure.badChecksum }
    return output
  }

  private func adler32(_ data: [UInt8]) -> UInt32 {
    var low: UInt32 = 1
    var high: UInt32 = 0
    for byte in data {
      low = (low + UInt32(byte)) % 65_521
      high = (high + low) % 65_521
    }
    return high << 16 | low
  }
}
