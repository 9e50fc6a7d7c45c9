import CompassModels
import Foundation

/// The words of Document Detail: metadata values and VoiceOver labels.
public struct DocumentText: Sendable {
  public let locale: Locale
  private let dayStyle: Date.FormatStyle
  private let longDayStyle: Date.FormatStyle
  private let dayTimeStyle: Date.FormatStyle

  /// `timeZone` is the user's: upload times are instants, shown in local time.
  public init(locale: Locale, timeZone: TimeZone) {
    self.locale = locale
    var calendar = Calendar(identifier: .gregorian)
    calendar.locale = locale
    calendar.timeZone = timeZone
    dayStyle = Date.FormatStyle(
      date: .abbreviated, time: .omitted, locale: locale, calendar: calendar, timeZone: timeZone)
    longDayStyle = Date.FormatStyle(
      date: .long, time: .omitted, locale: locale, calendar: calendar, timeZone: timeZone)
    dayTimeStyle = Date.FormatStyle(
      date: .abbreviated, time: .shortened, locale: locale, calendar: calendar, timeZone: timeZone)
  }

  /// "v2".
  public static func versionLabel(_ document: Document) -> String { "v\(document.version)" }

  /// "Jan 15, 2025", or "Unknown" without a timestamp.
  public func uploaded(_ document: Document) -> String {
    document.createdAt.map { $0.formatted(dayStyle) } ?? "Unknown"
  }

  /// "Jan 15, 2025, 10:30 AM" for a version row.
  public func versionDate(_ document: Document) -> String {
    document.createdAt.map { $0.formatted(dayTimeStyle) } ?? "Unknown"
  }

  /// The school's name, or "General" when the document is not school-specific.
  public static func schoolName(_ document: Document, schools: [School]) -> String {
    guard let id = document.schoolID else { return "General" }
    return schools.first { $0.id == id }?.name ?? "Not specified"
  }

  /// "Freshman Highlights. Highlight Video. MP4 video. Version 2."
  public static func headerAccessibilityLabel(_ document: Document) -> String {
    let kind = fileKind(document).map { " \($0)." } ?? ""
    return "\(document.title). \(document.type.label).\(kind) Version \(document.version)."
  }

  /// What kind of file a version is, in words: "PDF", "MP4 video", "JPEG image", "Word
  /// document", else its extension ("PAGES file"), from its MIME type or its name; `nil` when
  /// neither says.
  public static func fileKind(_ document: Document) -> String? {
    let mime = MIMEEssence.of(document.fileType)
    if let known = knownKinds[mime] { return known }
    let name = document.fileURL.split(separator: "/").last ?? ""
    let ext = name.split(separator: ".", omittingEmptySubsequences: false).dropFirst().last
      .map { $0.lowercased() }
    if let ext, let known = knownExtensions[ext] { return known }
    if mime.hasPrefix("video/") { return "Video" }
    if mime.hasPrefix("image/") { return "Image" }
    if let ext, (1...5).contains(ext.count),
      ext.allSatisfy({ $0.isASCII && $0.isLetter || $0.isNumber })
    {
      return "\(ext.uppercased()) file"
    }
    return nil
  }

  private static let knownKinds: [String: String] = [
    "application/pdf": "PDF", "video/mp4": "MP4 video", "video/quicktime": "MOV video",
    "video/webm": "WebM video", "image/jpeg": "JPEG image", "image/png": "PNG image",
    "image/heic": "HEIC image", "image/gif": "GIF image", "image/webp": "WebP image",
    "application/msword": "Word document",
    "application/vnd.openxmlformats-officedocument.wordprocessingml.document": "Word document",
    "text/plain": "Text file", "application/rtf": "RTF document",
  ]

  private static let knownExtensions: [String: String] = [
    "pdf": "PDF", "mp4": "MP4 video", "m4v": "MP4 video", "mov": "MOV video",
    "webm": "WebM video", "jpg": "JPEG image", "jpeg": "JPEG image", "png": "PNG image",
    "heic": "HEIC image", "gif": "GIF image", "webp": "WebP image", "doc": "Word document",
    "docx": "Word document", "txt": "Text file", "rtf": "RTF document",
  ]

  /// "Version 1. Uploaded January 15, 2025. Current."
  public func versionAccessibilityLabel(_ document: Document) -> String {
    let uploaded = document.createdAt.map { " Uploaded \($0.formatted(longDayStyle))." } ?? ""
    return "Version \(document.version).\(uploaded)\(document.isCurrent ? " Current." : "")"
  }

  public static let editAccessibilityLabel = "Edit document metadata"
  public static let shareAccessibilityLabel = "Share document with schools"
}
