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

  /// The Files picker and the photo library (videos and photos) over a view: each picked file,
  /// copied off the main thread, goes to `picked`, and its copy is deleted once that is done.
  struct UploadPickers: ViewModifier {
    @Binding var files: Bool
    @Binding var library: Bool
    let picked: @MainActor @Sendable (PickedUpload) async -> Void
    @State private var libraryItem: PhotosPickerItem?

    func body(content: Content) -> some View {
      content
        .fileImporter(isPresented: $files, allowedContentTypes: [.item]) { result in
          guard case .success(let url) = result else { return }
          send { await PickedFile.copy(url) }
        }
        .photosPicker(
          isPresented: $library, selection: $libraryItem, matching: .any(of: [.videos, .images])
        )
        .onChange(of: libraryItem) { _, item in
          guard let item else { return }
          libraryItem = nil
          send { await PickedFile.load(item) }
        }
    }

    private func send(_ copy: @escaping @Sendable () async -> PickedUpload?) {
      let picked = picked
      Task {
        guard let file = await copy() else { return }
        await picked(file)
        PickedFile.discard(file)
      }
    }
  }

  extension View {
    /// The Files picker (`files`) and the photo library (`library`) handing a file to `picked`.
    func uploadPickers(
      files: Binding<Bool>, library: Binding<Bool>,
      picked: @escaping @MainActor @Sendable (PickedUpload) async -> Void
    ) -> some View {
      modifier(UploadPickers(files: files, library: library, picked: picked))
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
