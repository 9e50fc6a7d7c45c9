import CompassModels
import Foundation

/// One stored file's row: where it is, whose it is, and how to serve it.
package struct StoredObject: Sendable, Equatable {
  package let id: UUID
  package let key: ObjectKey
  package let owner: UserID?
  /// Names the bytes on disk; a new one for every write, so it also serves as the ETag.
  package let version: UUID
  package let size: Int64
  package let mimetype: String
  package let cacheControl: String
  package let userMetadata: JSONValue?
  package let createdAt: Date
  package let updatedAt: Date

  package var eTag: String { "\"" + UUIDText.lowercase(version).replacing("-", with: "") + "\"" }

  /// The row as Storage lists and removes it; `name` may be shortened to the part after a prefix.
  package func listed(as name: String? = nil) -> JSONValue {
    .object([
      "name": .string(name ?? key.name), "bucket_id": .string(key.bucket),
      "owner": owner.map { .string($0.description) } ?? .null,
      "owner_id": owner.map { .string($0.description) } ?? .null,
      "id": .string(UUIDText.lowercase(id)), "version": .string(versionText),
      "created_at": .string(Timestamp.format(createdAt)),
      "updated_at": .string(Timestamp.format(updatedAt)),
      "last_accessed_at": .string(Timestamp.format(updatedAt)),
      "metadata": .object([
        "eTag": .string(eTag), "size": .number(Double(size)), "mimetype": .string(mimetype),
        "cacheControl": .string(cacheControl),
        "lastModified": .string(Timestamp.format(updatedAt)),
        "contentLength": .number(Double(size)), "httpStatusCode": .number(200),
      ]),
      "user_metadata": userMetadata ?? .null,
    ])
  }

  /// The row as `GET /object/info/…` answers it.
  package var info: JSONValue {
    .object([
      "id": .string(UUIDText.lowercase(id)), "version": .string(versionText),
      "name": .string(key.name), "bucket_id": .string(key.bucket), "size": .number(Double(size)),
      "content_type": .string(mimetype), "cache_control": .string(cacheControl),
      "etag": .string(eTag), "last_modified": .string(Timestamp.format(updatedAt)),
      "created_at": .string(Timestamp.format(createdAt)),
      "updated_at": .string(Timestamp.format(updatedAt)),
      "last_accessed_at": .string(Timestamp.format(updatedAt)),
      "metadata": userMetadata ?? .null,
    ])
  }

  private var versionText: String { UUIDText.lowercase(version) }
}

/// A bucket: private unless `public`.
package struct StorageBucket: Sendable, Equatable {
  package let id: String
  package let name: String
  package let isPublic: Bool
  package let fileSizeLimit: Int64?
  package let createdAt: Date
  package let updatedAt: Date

  package var json: JSONValue {
    .object([
      "id": .string(id), "name": .string(name), "owner": .string(""), "public": .bool(isPublic),
      "file_size_limit": fileSizeLimit.map { .number(Double($0)) } ?? .null,
      "allowed_mime_types": .null, "created_at": .string(Timestamp.format(createdAt)),
      "updated_at": .string(Timestamp.format(updatedAt)),
    ])
  }
}
