import Foundation

/// A ZIP archive written forward only, so it can be streamed as it is made: each entry is a
/// local header, its bytes as they are (stored: the files inside are PDFs and videos, already
/// compressed), and a data descriptor with the CRC-32 found while they passed; the central
/// directory comes last. Names are UTF-8 (flag bit 11). Past 4 GiB of entries or offsets the
/// ZIP64 fields and records are written (APPNOTE 6.3.9, 4.3.9 and 4.5.3).
package struct ZipStream: Sendable {
  private struct Entry {
    let name: [UInt8]
    var size: UInt64
    var crc: UInt32
    let offset: UInt64
    let time: UInt16
    let date: UInt16
  }

  private static let limit32: UInt64 = 0xFFFF_FFFF
  private var entries: [Entry] = []
  /// The entry being written; its CRC and final size come with `end`.
  private var open: Entry?
  /// Bytes written so far.
  private(set) var offset: UInt64 = 0

  package init() {}

  /// The local header of an entry of `size` bytes named `name`; its bytes follow.
  package mutating func begin(_ name: String, size: UInt64, modified: Date) -> [UInt8] {
    let stamp = Self.dosTime(modified)
    let nameBytes = Array(name.utf8)
    let wide = size >= Self.limit32
    var header = ByteWriter()
    header.u32(0x0403_4B50)
    header.u16(wide ? 45 : 20)
    header.u16(0x0808)
    header.u16(0)
    header.u16(stamp.time)
    header.u16(stamp.date)
    header.u32(0)
    header.u32(wide ? 0xFFFF_FFFF : 0)
    header.u32(wide ? 0xFFFF_FFFF : 0)
    header.u16(UInt16(clamping: nameBytes.count))
    header.u16(wide ? 20 : 0)
    header.bytes(nameBytes)
    if wide {
      header.u16(0x0001)
      header.u16(16)
      header.u64(0)
      header.u64(0)
    }
    open = Entry(
      name: nameBytes, size: size, crc: 0, offset: offset, time: stamp.time, date: stamp.date)
    offset += UInt64(header.data.count)
    return header.data
  }

  /// The data descriptor closing the open entry, once `size` bytes went out with `crc`.
  package mutating func end(crc: UInt32, size: UInt64) -> [UInt8] {
    guard var entry = open else { return [] }
    open = nil
    let wideHeader = entry.size >= Self.limit32
    entry.size = size
    entry.crc = crc
    offset += size
    entries.append(entry)
    var descriptor = ByteWriter()
    descriptor.u32(0x0807_4B50)
    descriptor.u32(crc)
    if entry.size >= Self.limit32 || wideHeader {
      descriptor.u64(entry.size)
      descriptor.u64(entry.size)
    } else {
      descriptor.u32(UInt32(truncatingIfNeeded: entry.size))
      descriptor.u32(UInt32(truncatingIfNeeded: entry.size))
    }
    offset += UInt64(descriptor.data.count)
    return descriptor.data
  }

  /// The central directory and the end records.
  package mutating func finish() -> [UInt8] {
    let start = offset
    var directory = ByteWriter()
    for entry in entries { Self.central(entry, into: &directory) }
    let size = UInt64(directory.data.count)
    let end = start + size
    let wide = start >= Self.limit32 || size >= Self.limit32 || entries.count >= 0xFFFF
    if wide {
      directory.u32(0x0606_4B50)
      directory.u64(44)
      directory.u16(45)
      directory.u16(45)
      directory.u32(0)
      directory.u32(0)
      directory.u64(UInt64(entries.count))
      directory.u64(UInt64(entries.count))
      directory.u64(size)
      directory.u64(start)
      directory.u32(0x0706_4B50)
      directory.u32(0)
      directory.u64(end)
      directory.u32(1)
    }
    directory.u32(0x0605_4B50)
    directory.u16(0)
    directory.u16(0)
    directory.u16(UInt16(clamping: entries.count))
    directory.u16(UInt16(clamping: entries.count))
    directory.u32(UInt32(clamping: size))
    directory.u32(UInt32(clamping: start))
    directory.u16(0)
    offset += UInt64(directory.data.count)
    return directory.data
  }

  private static func central(_ entry: Entry, into directory: inout ByteWriter) {
    let wideSize = entry.size >= limit32
    let wideOffset = entry.offset >= limit32
    let extra = (wideSize ? 16 : 0) + (wideOffset ? 8 : 0)
    directory.u32(0x0201_4B50)
    directory.u16(0x031E)
    directory.u16(extra > 0 ? 45 : 20)
    directory.u16(0x0808)
    directory.u16(0)
    directory.u16(entry.time)
    directory.u16(entry.date)
    directory.u32(entry.crc)
    directory.u32(wideSize ? 0xFFFF_FFFF : UInt32(truncatingIfNeeded: entry.size))
    directory.u32(wideSize ? 0xFFFF_FFFF : UInt32(truncatingIfNeeded: entry.size))
    directory.u16(UInt16(clamping: entry.name.count))
    directory.u16(extra > 0 ? UInt16(4 + extra) : 0)
    directory.u16(0)
    directory.u16(0)
    directory.u16(0)
    directory.u32(0o100644 << 16)
    directory.u32(wideOffset ? 0xFFFF_FFFF : UInt32(truncatingIfNeeded: entry.offset))
    directory.bytes(entry.name)
    if extra > 0 {
      directory.u16(0x0001)
      directory.u16(UInt16(extra))
      if wideSize {
        directory.u64(entry.size)
        directory.u64(entry.size)
      }
      if wideOffset { directory.u64(entry.offset) }
    }
  }

  /// MS-DOS time and date fields, in UTC; 1980 is the earliest they hold.
  static func dosTime(_ date: Date) -> (time: UInt16, date: UInt16) {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
    let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
    let year = min(max((parts.year ?? 1980) - 1980, 0), 127)
    let time = ((parts.hour ?? 0) << 11) | ((parts.minute ?? 0) << 5) | ((parts.second ?? 0) / 2)
    let day = (year << 9) | ((parts.month ?? 1) << 5) | (parts.day ?? 1)
    return (UInt16(clamping: time), UInt16(clamping: day))
  }
}

/// Little-endian fields, appended.
struct ByteWriter {
  private(set) var data: [UInt8] = []

  mutating func u16(_ value: UInt16) {
    data.append(UInt8(truncatingIfNeeded: value))
    data.append(UInt8(truncatingIfNeeded: value >> 8))
  }

  mutating func u32(_ value: UInt32) {
    for shift in stride(from: 0, to: 32, by: 8) {
      data.append(UInt8(truncatingIfNeeded: value >> shift))
    }
  }

  mutating func u64(_ value: UInt64) {
    for shift in stride(from: 0, to: 64, by: 8) {
      data.append(UInt8(truncatingIfNeeded: value >> shift))
    }
  }

  mutating func bytes(_ values: [UInt8]) { data.append(contentsOf: values) }
}
