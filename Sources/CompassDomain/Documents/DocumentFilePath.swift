import CompassModels
import Foundation

/// Where a document's file lives in the `documents` bucket: the user's folder, the version
/// group, then the version's id and the file's own name.
public enum DocumentFilePath {
  /// `<user>/<group>/<document>-<name>`, the name made safe inside a path.
  public static func make(
    user: UserID, group: Document.ID, document: Document.ID, fileName: String
  ) -> String {
    "\(user.description)/\(group.description)/\(document.description)-\(safeName(fileName))"
  }

  /// The file's own name back from a path `make` built: what a download is saved as.
  public static func fileName(of path: String) -> String {
    let last = path.split(separator: "/").last.map(String.init) ?? ""
    let idLength = 36
    guard last.count > idLength + 1, last.dropFirst(idLength).first == "-" else {
      return last.isEmpty ? "file" : last
    }
    return String(last.dropFirst(idLength + 1))
  }

  /// A file name safe inside a storage path: no slashes, no control characters.
  static func safeName(_ name: String) -> String {
    let cleaned = name.unicodeScalars.map { scalar -> Character in
      scalar == "/" || scalar == "\\" || scalar.value < 0x20 ? "_" : Character(scalar)
    }
    let text = String(cleaned).trimmingCharacters(in: .whitespaces)
    return text.isEmpty || text == "." || text == ".." ? "file" : String(text.prefix(120))
  }
}
