import Foundation

/// Whether a file's bytes are the kind its media type says, checked before it is kept: its
/// signature, and where the kind has one, a structure that can be followed to the file's end
/// (a video cut off in the middle, a PDF without its end, a renamed file fail). Types without a
/// known signature are not checked.
public enum FileContents {
  /// Reads `count` bytes at `offset` (fewer at the end of the file).
  public typealias Reader = @Sendable (_ offset: Int64, _ count: Int) async throws -> [UInt8]

  /// Why a file of `mimeType` and `size` bytes cannot be kept, in the words the person sees;
  /// `nil` when it reads as that kind (or the kind is not checked).
  public static func problem(mimeType: String, size: Int64, read: @escaping Reader) async throws
    -> String?
  {
    let essence = MIMEEssence.of(mimeType)
    guard let kind = FileKind(essence: essence) else { return nil }
    let file = ByteFile(size: size, read: read)
    return try await kind.isReadable(file) ? nil : message(for: essence)
  }

  /// The same for the file at `url` (the server's received upload, the phone's picked copy): a
  /// few reads of a few bytes each (box and segment headers), so plain blocking reads.
  public static func problem(mimeType: String, fileAt url: URL) async throws -> String? {
    let handle = try FileHandle(forReadingFrom: url)
    defer { try? handle.close() }
    let size = try handle.seekToEnd()
    return try await problem(mimeType: mimeType, size: Int64(clamping: size)) { offset, count in
      try handle.seek(toOffset: UInt64(clamping: offset))
      return [UInt8](try handle.read(upToCount: count) ?? Data())
    }
  }

  /// What a person is told when a file is not what it claims.
  public static func message(for mimeType: String) -> String {
    "This file can’t be read as \(FileKind.label(of: MIMEEssence.of(mimeType))): it may be "
      + "damaged, cut short while copying, or a different kind of file renamed. Choose another file."
  }
}

/// A file read in pieces, with its size.
struct ByteFile: Sendable {
  let size: Int64
  let read: FileContents.Reader

  /// `count` bytes at `offset`, or `nil` when the file has fewer there.
  func bytes(at offset: Int64, _ count: Int) async throws -> [UInt8]? {
    guard offset >= 0, count >= 0, offset <= size - Int64(count) else { return nil }
    let bytes = try await read(offset, count)
    return bytes.count == count ? bytes : nil
  }

  /// Whether the file holds `prefix` at `offset`.
  func has(_ prefix: [UInt8], at offset: Int64 = 0) async throws -> Bool {
    try await bytes(at: offset, prefix.count) == prefix
  }

  /// Whether `marker` occurs within the last `window` bytes.
  func ends(with marker: [UInt8], within window: Int) async throws -> Bool {
    let length = Int(min(Int64(window), size))
    guard let tail = try await bytes(at: size - Int64(length), length) else { return false }
    return tail.firstRange(of: marker) != nil
  }

  /// Whether `marker` occurs within the first `window` bytes.
  func starts(with marker: [UInt8], within window: Int) async throws -> Bool {
    let length = Int(min(Int64(window), size))
    guard let head = try await bytes(at: 0, length) else { return false }
    return head.firstRange(of: marker) != nil
  }
}

extension [UInt8] {
  /// Big-endian unsigned integer of the bytes `range`.
  func bigEndian(_ range: Range<Int>) -> UInt64 {
    self[range].reduce(0) { $0 << 8 | UInt64($1) }
  }

  /// Little-endian unsigned integer of the bytes `range`.
  func littleEndian(_ range: Range<Int>) -> UInt64 {
    self[range].reversed().reduce(0) { $0 << 8 | UInt64($1) }
  }
}
