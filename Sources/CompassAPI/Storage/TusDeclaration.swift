import CompassModels
import CompassServices
import CompassStore
import Foundation
import HTTPTypes

/// A TUS creation's headers read as Supabase Storage reads them: `Upload-Length`, and in
/// `Upload-Metadata` (comma-separated `key base64value` pairs) `bucketName`, `objectName`,
/// `contentType`, `cacheControl` (seconds, or a whole `Cache-Control`) and `metadata` (JSON);
/// `x-upsert: true` to replace an existing object.
enum TusDeclaration {
  static let longestMetadata = 16 << 10

  static func read(_ headers: HTTPFields) throws -> ResumableUploads.Declaration {
    if headers[TusHeader.deferLength] != nil {
      throw StorageError.invalidRequest("Upload-Defer-Length is not supported")
    }
    guard let length = headers[TusHeader.length].flatMap(Int64.init), length >= 0 else {
      throw StorageError.invalidRequest("Upload-Length must be a whole number of bytes")
    }
    let metadata = try pairs(headers[TusHeader.metadata] ?? "")
    guard let bucket = metadata["bucketName"], let name = metadata["objectName"] else {
      throw StorageError.invalidRequest("Upload-Metadata must name bucketName and objectName")
    }
    let cacheControl = metadata["cacheControl"].map { Int($0).map { "max-age=\($0)" } ?? $0 }
    let userMetadata = metadata["metadata"]
    if let userMetadata { _ = try UploadReceiver.jsonMetadata(userMetadata) }
    return ResumableUploads.Declaration(
      key: try ObjectKey(bucket: bucket, name: name), length: length,
      contentType: metadata["contentType"] ?? "",
      cacheControl: try UploadReceiver.headerText(cacheControl ?? "no-cache"),
      userMetadata: userMetadata, upsert: headers[TusHeader.upsert]?.lowercased() == "true")
  }

  /// The metadata's pairs, each value decoded; a key may come without a value.
  static func pairs(_ header: String) throws -> [String: String] {
    guard header.utf8.count <= longestMetadata else {
      throw StorageError.invalidRequest("Upload-Metadata is too long")
    }
    var pairs: [String: String] = [:]
    for item in header.split(separator: ",") {
      let parts = item.trimmingCharacters(in: .whitespaces).split(separator: " ")
      guard let key = parts.first, parts.count <= 2, pairs[String(key)] == nil else {
        throw StorageError.invalidRequest("Upload-Metadata is not key and base64 value pairs")
      }
      guard parts.count == 2 else {
        pairs[String(key)] = ""
        continue
      }
      guard let data = Data(base64Encoded: String(parts[1])),
        let value = String(data: data, encoding: .utf8)
      else { throw StorageError.invalidRequest("Upload-Metadata values must be base64") }
      pairs[String(key)] = value
    }
    return pairs
  }
}
