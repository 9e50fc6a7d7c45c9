import Foundation

/// Where a resumable upload's bytes stand in the S3 store, kept with its row as JSON: the
/// multipart upload of the object's key, the parts sent, and the tail object holding the bytes
/// short of a part.
struct S3UploadState: Codable, Equatable {
  struct Part: Codable, Equatable {
    let number: Int
    let etag: String
    let size: Int64
  }

  struct Tail: Codable, Equatable {
    let key: String
    let size: Int64
  }

  /// The multipart upload's id.
  let upload: String
  /// The object key it completes as.
  let key: String
  let version: UUID
  var parts: [Part] = []
  var tail: Tail?

  init(upload: String, key: String, version: UUID) {
    self.upload = upload
    self.key = key
    self.version = version
  }

  /// The state a row holds, or `nil` for none (or one not written by this store).
  init?(_ text: String?) {
    guard let data = text?.data(using: .utf8),
      let state = try? JSONDecoder().decode(S3UploadState.self, from: data)
    else { return nil }
    self = state
  }

  var text: String? {
    (try? JSONEncoder().encode(self)).flatMap { String(data: $0, encoding: .utf8) }
  }

  /// The bytes kept so far, in parts and tail.
  var stored: Int64 { parts.reduce(0) { $0 + $1.size } + (tail?.size ?? 0) }
}
