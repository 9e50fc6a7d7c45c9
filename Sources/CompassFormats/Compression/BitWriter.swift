/// Packs DEFLATE bit fields least-significant bit first.
package struct BitWriter {
  package var bytes: [UInt8] = []
  private var buffer: UInt64 = 0
  private var used = 0

  package init(capacity: Int) {
    bytes.reserveCapacity(capacity)
  }

  package mutating func write(_ value: UInt32, count: Int) {
    buffer |= UInt64(value) << UInt64(used)
    used += count
    while used >= 8 {
      bytes.append(UInt8(truncatingIfNeeded: buffer))
      buffer >>= 8
      used -= 8
    }
  }

  /// Writes the last partial byte, zero-padded.
  package mutating func flush() {
    if used > 0 { bytes.append(UInt8(truncatingIfNeeded: buffer)) }
    buffer = 0
    used = 0
  }
}
