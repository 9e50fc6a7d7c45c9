#if canImport(SwiftUI)
  import Foundation
  import UniformTypeIdentifiers

  /// A file chosen in the Files picker, read while its security scope is open.
  struct PickedFile {
    let data: Data
    let name: String
    let mimeType: String

    init?(_ url: URL) {
      let scoped = url.startAccessingSecurityScopedResource()
      defer { if scoped { url.stopAccessingSecurityScopedResource() } }
      guard let data = try? Data(contentsOf: url) else { return nil }
      self.data = data
      name = url.lastPathComponent
      mimeType = UTType(filenameExtension: url.pathExtension)?.preferredMIMEType ?? ""
    }
  }
#endif
