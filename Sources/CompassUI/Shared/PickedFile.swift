#if canImport(SwiftUI)
  import CompassFeatures
  import SwiftUI
  import Foundation
  import PhotosUI
  import UniformTypeIdentifiers

  /// A file chosen in the Files picker or the photo library, copied (on disk, never into memory,
  /// and off the main thread, so a large video never freezes the screen) into a temporary
  /// folder, so the upload can read it as it sends.
  enum PickedFile {
    /// The Files picker's `url`, copied while its security scope is open.
    static func copy(_ url: URL) async -> PickedUpload? {
      await Task.detached(priority: .userInitiated) {
        let scoped = url.startAccessingSecurityScopedResource()
        defer { if scoped { url.stopAccessingSecurityScopedResource() } }
        return try? copied(url)
      }.value
    }

    /// A video or photo chosen in the library, received as a file and copied.
    static func load(_ item: PhotosPickerItem) async -> PickedUpload? {
      try? await item.loadTransferable(type: LibraryFile.self)?.upload
    }

    /// Deletes the temporary copy once the upload is over.
    static func discard(_ file: PickedUpload) {
      try? FileManager.default.removeItem(at: file.fileURL.deletingLastPathComponent())
    }

    fileprivate static func copied(_ url: URL) throws -> PickedUpload {
      let folder = FileManager.default.temporaryDirectory.appending(path: UUID().uuidString)
      let copy = folder.appending(path: url.lastPathComponent)
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try FileManager.default.copyItem(at: url, to: copy)
      return PickedUpload(
        fileURL: copy, fileName: url.lastPathComponent,
        mimeType: UTType(filenameExtension: url.pathExtension)?.preferredMIMEType ?? "")
    }
  }

  /// A library video or photo as the picker hands it over: a file copied out before the
  /// picker's own copy goes away.
  struct LibraryFile: Transferable {
    let upload: PickedUpload

    static var transferRepresentation: some TransferRepresentation {
      FileRepresentation(importedContentType: .movie) { received in
        LibraryFile(upload: try PickedFile.copied(received.file))
      }
      FileRepresentation(importedContentType: .image) { received in
        LibraryFile(upload: try PickedFile.copied(received.file))
      }
    }
  }
#endif
