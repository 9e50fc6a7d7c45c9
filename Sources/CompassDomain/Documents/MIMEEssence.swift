import Foundation

/// A MIME type without its parameters, lowercased: "Video/MP4; codecs=avc1" → "video/mp4";
/// "" for none.
enum MIMEEssence {
  static func of(_ mimeType: String?) -> String {
    mimeType?.lowercased().split(separator: ";").first.map {
      $0.trimmingCharacters(in: .whitespaces)
    } ?? ""
  }
}
