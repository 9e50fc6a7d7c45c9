import Foundation

/// An entry of a Storage listing or removal: a file (with metadata) or a folder (name only).
public struct FileObject: Decodable, Sendable, Equatable {
  public let name: String
  public let id: UUID?
  public let bucketID: String?
  public let updatedAt: String?
  public let createdAt: String?
  public let metadata: [String: AnyJSON]?

  enum CodingKeys: String, CodingKey {
    case name, id, metadata
    case bucketID = "bucket_id"
    case updatedAt = "updated_at"
    case createdAt = "created_at"
  }

  /// The size in bytes from the metadata; `nil` for a folder.
  public var size: Int? {
    if case .number(let size)? = metadata?["size"] { return Int(size) }
    return nil
  }
}

/// What an upload answers: the object's id and its `bucket/path` key.
public struct FileUploadResponse: Decodable, Sendable, Equatable {
  public let id: UUID
  public let fullPath: String

  enum CodingKeys: String, CodingKey {
    case id = "Id"
    case fullPath = "Key"
  }

  /// The path inside the bucket.
  public var path: String { String(fullPath.drop { $0 != "/" }.dropFirst()) }
}

/// How an uploaded file is served: its type, `Cache-Control` seconds, and whether it may replace
/// an existing file.
public struct FileOptions: Sendable {
  public var contentType: String?
  public var cacheControl: String
  public var upsert: Bool

  public init(contentType: String? = nil, cacheControl: String = "3600", upsert: Bool = false) {
    self.contentType = contentType
    self.cacheControl = cacheControl
    self.upsert = upsert
  }
}
