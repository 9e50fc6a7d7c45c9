import CompassDomain
import CompassStore
import Foundation

/// Checks a received upload before it is kept: a file whose bytes are not the kind its type
/// says (a damaged or cut-short video, a renamed file) is refused (`FileContents`).
enum UploadContents {
  static func check(_ path: String, mimetype: String, size: Int64) async throws {
    let handle = try FileHandle(forReadingFrom: URL(fileURLWithPath: path))
    defer { try? handle.close() }
    // NB: a few reads of a few bytes each (box and segment headers), so plain blocking reads.
    let problem = try await FileContents.problem(mimeType: mimetype, size: size) {
      offset, count in
      try handle.seek(toOffset: UInt64(clamping: offset))
      return [UInt8](try handle.read(upToCount: count) ?? Data())
    }
    if let problem { throw StorageError.unreadableFile(problem) }
  }
}
