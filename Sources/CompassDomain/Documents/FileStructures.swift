/// JPEG: the start of image, then marker segments with their lengths up to the start of scan,
/// with a frame header among them (a renamed or truncated header fails).
enum JPEGSegments {
  static let limit = 4096

  static func readable(_ file: ByteFile) async throws -> Bool {
    guard try await file.has([0xFF, 0xD8, 0xFF]) else { return false }
    var offset: Int64 = 2
    var sawFrame = false
    for _ in 0..<limit {
      guard let marker = try await file.bytes(at: offset, 4), marker[0] == 0xFF else {
        return false
      }
      let code = marker[1]
      if code == 0xFF {
        offset += 1
        continue
      }
      if code == 0xDA { return sawFrame }
      if code == 0x01 || (0xD0...0xD7).contains(code) {
        offset += 2
        continue
      }
      let length = Int64(marker.bigEndian(2..<4))
      guard length >= 2 else { return false }
      sawFrame = sawFrame || ((0xC0...0xCF).contains(code) && ![0xC4, 0xC8, 0xCC].contains(code))
      offset += 2 + length
    }
    return false
  }
}

/// RIFF (WebP, WAV): the container's header names the form and a length the file holds.
enum RIFF {
  static func readable(_ file: ByteFile, form: String) async throws -> Bool {
    guard let head = try await file.bytes(at: 0, 12), head[0..<4].elementsEqual("RIFF".utf8),
      head[8..<12].elementsEqual(form.utf8)
    else { return false }
    return Int64(head.littleEndian(4..<8)) + 8 <= file.size
  }
}

/// ISO base media (MP4, QuickTime, M4A, HEIC, AVIF): the top-level boxes tile the file exactly,
/// and the movie box (or, for an image, the meta box) is there with its header inside; a file cut
/// short while copying, or with a damaged box, fails.
enum ISOMediaBoxes {
  static let limit = 100_000

  struct Box {
    let type: String
    let start: Int64
    let header: Int64
    let end: Int64
  }

  static func readable(_ file: ByteFile) async throws -> Bool {
    guard let boxes = try await boxes(in: file, from: 0, to: file.size), !boxes.isEmpty else {
      return false
    }
    if let movie = boxes.first(where: { $0.type == "moov" }) {
      let inside = try await self.boxes(in: file, from: movie.start + movie.header, to: movie.end)
      return inside?.contains { $0.type == "mvhd" } == true
        && inside?.contains { $0.type == "trak" } == true
    }
    return boxes.first?.type == "ftyp" && boxes.contains { $0.type == "meta" || $0.type == "moof" }
  }

  /// The boxes from `start` to `end`, or `nil` when they do not tile that span.
  static func boxes(in file: ByteFile, from start: Int64, to end: Int64) async throws -> [Box]? {
    var boxes: [Box] = []
    var offset = start
    while offset < end {
      guard boxes.count < limit, let box = try await box(in: file, at: offset, within: end) else {
        return nil
      }
      boxes.append(box)
      offset = box.end
    }
    return boxes
  }

  private static func box(in file: ByteFile, at offset: Int64, within end: Int64) async throws
    -> Box?
  {
    guard let head = try await file.bytes(at: offset, 8) else { return nil }
    let type = head[4..<8]
    guard type.allSatisfy({ (0x20...0x7E).contains($0) || $0 == 0xA9 }) else { return nil }
    var size = Int64(head.bigEndian(0..<4))
    var header: Int64 = 8
    if size == 1 {
      guard let large = try await file.bytes(at: offset + 8, 8),
        let exact = Int64(exactly: large.bigEndian(0..<8))
      else { return nil }
      size = exact
      header = 16
    } else if size == 0 {
      size = end - offset
    }
    guard size >= header, size <= end - offset else { return nil }
    return Box(
      type: String(decoding: type, as: UTF8.self), start: offset, header: header,
      end: offset + size)
  }
}

/// WebM (Matroska): the EBML header, then the Segment element.
enum EBML {
  static func readable(_ file: ByteFile) async throws -> Bool {
    guard try await file.has([0x1A, 0x45, 0xDF, 0xA3]),
      let header = try await size(in: file, at: 4)
    else { return false }
    return try await file.has([0x18, 0x53, 0x80, 0x67], at: 4 + header.width + header.value)
  }

  /// An element's data size (a variable-length integer) at `offset`: its value and its width.
  static func size(in file: ByteFile, at offset: Int64) async throws -> (
    value: Int64, width: Int64
  )? {
    guard let first = try await file.bytes(at: offset, 1)?.first, first != 0 else { return nil }
    let width = first.leadingZeroBitCount + 1
    guard let bytes = try await file.bytes(at: offset, width) else { return nil }
    let value = bytes.bigEndian(0..<width) & ((1 << UInt64(7 * width)) - 1)
    guard let exact = Int64(exactly: value), exact <= file.size else { return nil }
    return (exact, Int64(width))
  }
}
