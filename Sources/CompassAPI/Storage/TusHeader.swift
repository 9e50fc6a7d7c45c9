import HTTPTypes

/// TUS 1.0's header fields.
enum TusHeader {
  static let resumable = HTTPField.Name("Tus-Resumable")!
  static let version = HTTPField.Name("Tus-Version")!
  static let extensions = HTTPField.Name("Tus-Extension")!
  static let maxSize = HTTPField.Name("Tus-Max-Size")!
  static let length = HTTPField.Name("Upload-Length")!
  static let deferLength = HTTPField.Name("Upload-Defer-Length")!
  static let offset = HTTPField.Name("Upload-Offset")!
  static let metadata = HTTPField.Name("Upload-Metadata")!
  static let expires = HTTPField.Name("Upload-Expires")!
  static let upsert = HTTPField.Name("x-upsert")!
}
