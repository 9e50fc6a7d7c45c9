import CompassModels

/// How Document Detail previews a file.
public enum DocumentPreviewKind: String, Hashable, Sendable {
  case video, image, pdf, other

  /// A highlight video or any `video/*` file plays; `image/*` shows; `application/pdf`
  /// renders; anything else offers a download.
  public init(type: DocumentType, mimeType: String?) {
    let mime = MIMEEssence.of(mimeType)
    if type == .highlightVideo || mime.hasPrefix("video/") {
      self = .video
    } else if mime.hasPrefix("image/") {
      self = .image
    } else if mime == "application/pdf" {
      self = .pdf
    } else {
      self = .other
    }
  }

  public init(_ document: Document) {
    self.init(type: document.type, mimeType: document.fileType)
  }

  public var canPreview: Bool { self != .other }

  public static let unavailableMessage = "Preview unavailable"
}
