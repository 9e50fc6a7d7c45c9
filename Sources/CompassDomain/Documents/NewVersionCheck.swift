import CompassModels

/// Whether a picked file may become the next version of a document: it must be the same kind
/// of file as the original (a video for a video, a PDF for a PDF, an image for an image, the
/// same type otherwise).
public enum NewVersionCheck {
  /// `nil` when `mimeType` fits `document`, else the message to show.
  public static func problem(mimeType: String, for document: Document) -> String? {
    let original = DocumentPreviewKind(document)
    // NB: a type that is not a video, so only the picked file's MIME type decides.
    let picked = DocumentPreviewKind(type: .transcript, mimeType: mimeType)
    let fits: Bool
    switch original {
    case .video, .image, .pdf: fits = picked == original
    case .other:
      fits = document.fileType.map { MIMEEssence.of($0) == MIMEEssence.of(mimeType) } ?? true
    }
    return fits ? nil : message(for: document)
  }

  static func message(for document: Document) -> String {
    switch DocumentPreviewKind(document) {
    case .video: "Choose a video, the same kind of file as the current version."
    case .image: "Choose an image, the same kind of file as the current version."
    case .pdf: "Choose a PDF, the same kind of file as the current version."
    case .other:
      "Choose a file of the same type as the current version (\(document.fileType.map { MIMEEssence.of($0) } ?? "unknown"))."
    }
  }

}
