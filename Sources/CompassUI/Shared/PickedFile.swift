#if canImport(SwiftUI)
  import CompassFeatures
  import Foundation
  import UniformTypeIdentifiers

  /// A file chosen in the Files picker, copied (on disk, never into memory) into a temporary
  /// folder while its security scope is open, so the upload can read it as it sends.
  enum PickedFile {
    static func copy(_ url: URL) -> PickedUpload? {
      let scoped = url.startAccessingSecurityScopedResource()
      defer { if scoped { url.stopAccessingSecurityScopedResource() } }
      let folder = FileManager.default.temporaryDirectory.appending(path: UUID().uuidString)
      let copy = folder.appending(path: url.lastPathComponent)
      do {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: url, to: copy)
      } catch {
        return nil
      }
      return PickedUpload(
        fileURL: copy, fileName: url.lastPathComponent,
        mimeType: UTType(filenameExtension: url.pathExtension)?.preferredMIMEType ?? "")
    }

    /// Deletes the temporary copy once the upload is over.
    static func discard(_ file: PickedUpload) {
      try? FileManager.default.removeItem(at: file.fileURL.deletingLastPathComponent())
    }
  }
#endif
