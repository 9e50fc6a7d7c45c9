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

  /// What a preview says when the file arrived but cannot be shown: the file's own fault (damaged,
  /// or a format this device cannot show), not the connection's.
  public var unreadableMessage: String {
    let thing =
      switch self {
      case .video: "This video can’t be played here"
      case .image: "This image can’t be shown"
      case .pdf: "This PDF can’t be shown"
      case .other: "This file can’t be shown"
      }
    return "\(thing): the file may be damaged or in a format this device can’t show. Download it "
      + "to check, or upload a new version."
  }
}
