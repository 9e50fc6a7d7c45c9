import Foundation

/// A file the user picked to upload, left on disk: it is read as it is sent, so a 500 MB
/// highlight video never sits in memory.
public struct PickedUpload: Sendable, Equatable {
  public let fileURL: URL
  public let fileName: String
  public let mimeType: String
  /// The file's size; 0 when it is empty or cannot be read.
  public let byteCount: Int64

  public init(fileURL: URL, fileName: String, mimeType: String) {
    self.fileURL = fileURL
    self.fileName = fileName
    self.mimeType = mimeType
    let size = try? FileManager.default.attributesOfItem(atPath: fileURL.path)[.size]
    byteCount = (size as? NSNumber)?.int64Value ?? 0
  }
}
