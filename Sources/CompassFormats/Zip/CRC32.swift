/// The CRC-32 of ZIP (and PNG, gzip): the reflected polynomial 0xEDB88320, one table lookup per
/// byte, updated as bytes stream past.
package struct CRC32: Sendable {
  private static let table: [UInt32] = (0..<256).map { index in
    var value = UInt32(index)
    for _ in 0..<8 { value = value & 1 == 1 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1 }
    return value
  }

  private var state: UInt32 = 0xFFFF_FFFF

  package init() {}

  package mutating func update(_ bytes: some Sequence<UInt8>) {
    var crc = state
    Self.table.withUnsafeBufferPointer { table in
      for byte in bytes { crc = table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
    }
    state = crc
  }

  package var value: UInt32 { state ^ 0xFFFF_FFFF }
}
