import CompassModels
import Foundation

/// A bucket and an object name inside it, checked and normalised: every segment is decoded,
/// refused when it could climb out of its folder or hide a byte (`..`, `/`, `\`, NUL, control
/// characters), and put in Unicode NFC; a user-id first segment is lowercased, so `5A3F…/x` and
/// `5a3f…/x` name the same object.
package struct ObjectKey: Hashable, Sendable {
  package let bucket: String
  package let name: String

  static let maxNameBytes = 1024

  /// `rawPath` is the part of the URL path after the bucket, still percent-encoded.
  package init(bucket rawBucket: String, rawPath: Substring) throws(ObjectRefusal) {
    bucket = try Self.bucketName(rawBucket)
    let segments = rawPath.split(separator: "/", omittingEmptySubsequences: false)
    name = try Self.normalisedName(
      segments.map { segment throws(ObjectRefusal) in
        guard let decoded = String(segment).removingPercentEncoding else {
          throw .invalidKey("bad percent-encoding")
        }
        return decoded
      })
  }

  /// A name that arrived already decoded (a JSON body's `prefixes`, a signed token's `url`).
  package init(bucket rawBucket: String, name decoded: String) throws(ObjectRefusal) {
    bucket = try Self.bucketName(rawBucket)
    name = try Self.normalisedName(
      decoded.split(separator: "/", omittingEmptySubsequences: false).map(String.init))
  }

  /// The first folder: the owner's user id for the documents bucket.
  var folder: String { String(name.prefix { $0 != "/" }) }

  /// The `url` claim of a signed URL, and the `Key` of an upload reply.
  package var path: String { bucket + "/" + name }

  package static func bucketName(_ raw: String) throws(ObjectRefusal) -> String {
    let allowed = Set("abcdefghijklmnopqrstuvwxyz0123456789-_.")
    guard !raw.isEmpty, raw.count <= 63, raw.allSatisfy({ allowed.contains($0) }),
      raw != ".", raw != ".."
    else { throw .bucketNotFound }
    return raw
  }

  private static func normalisedName(_ segments: [String]) throws(ObjectRefusal) -> String {
    guard !segments.isEmpty else { throw .invalidKey("empty name") }
    var clean: [String] = []
    for (index, segment) in segments.enumerated() {
      guard !segment.isEmpty else { throw .invalidKey("empty folder name") }
      guard segment != ".", segment != ".." else { throw .invalidKey("relative path") }
      guard
        !segment.unicodeScalars.contains(where: {
          $0 == "/" || $0 == "\\" || $0.value < 0x20 || $0.value == 0x7F
        })
      else { throw .invalidKey("forbidden character") }
      var normalised = segment.precomposedStringWithCanonicalMapping
      if index == 0, let id = UUID(uuidString: normalised) {
        normalised = UUIDText.lowercase(id)
      }
      clean.append(normalised)
    }
    let name = clean.joined(separator: "/")
    guard name.utf8.count <= maxNameBytes else { throw .invalidKey("name too long") }
    return name
  }
}
