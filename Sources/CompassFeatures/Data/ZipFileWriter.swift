import CompassFormats
import Foundation

/// A ZIP archive written to a file entry by entry (`ZipStream`), a stored file copied in
/// chunks, so memory stays bounded whatever the files weigh.
final class ZipFileWriter {
  static let chunk = 256 << 10

  private let handle: FileHandle
  private let modified: Date
  private var zip = ZipStream()

  /// Creates (or empties) the file at `url`.
  init(creating url: URL, modified: Date) throws {
    guard FileManager.default.createFile(atPath: url.path, contents: nil) else {
      throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path])
    }
    handle = try FileHandle(forWritingTo: url)
    self.modified = modified
  }

  deinit { try? handle.close() }

  func add(_ name: String, bytes: [UInt8]) throws {
    try handle.write(contentsOf: zip.begin(name, size: UInt64(bytes.count), modified: modified))
    var crc = CRC32()
    crc.update(bytes)
    try handle.write(contentsOf: bytes)
    try handle.write(contentsOf: zip.end(crc: crc.value, size: UInt64(bytes.count)))
  }

  /// Copies the file at `source` in as `name`.
  func add(_ name: String, contentsOf source: URL) throws {
    let size = (try? FileManager.default.attributesOfItem(atPath: source.path)[.size] as? Int) ?? 0
    try handle.write(contentsOf: zip.begin(name, size: UInt64(max(size, 0)), modified: modified))
    let reader = try FileHandle(forReadingFrom: source)
    defer { try? reader.close() }
    var crc = CRC32()
    var written: UInt64 = 0
    while let piece = try reader.read(upToCount: Self.chunk), !piece.isEmpty {
      crc.update(piece)
      written += UInt64(piece.count)
      try handle.write(contentsOf: piece)
    }
    try handle.write(contentsOf: zip.end(crc: crc.value, size: written))
  }

  /// Writes the central directory and closes the file.
  func finish() throws {
    try handle.write(contentsOf: zip.finish())
    try handle.close()
  }
}
