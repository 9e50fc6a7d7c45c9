import CompassHTTP
import CompassModels
import CompassStore
import Foundation
import HTTPTypes
import Hummingbird
import NIOCore
import NIOFileSystem

/// Streams an upload's body to a file — raw bytes, or the first file part of a multipart form
/// whatever its field name — holding no more than a write buffer in memory, and reads how the
/// file is to be served: its type, `Cache-Control` and user metadata. A web page's form is read
/// the browser's way instead: the file is the part with a file name, every other part a field.
package struct UploadReceiver {
  package let limit: Int64
  package var webForm = false

  package struct Received: Sendable {
    package let size: Int64
    /// The one media type the upload declared, as it is stored; `nil` when the declaration
    /// named none or several (`declaredType`), which nothing may keep.
    package let mimetype: String?
    let declaredType: String
    let cacheControl: String
    let userMetadata: JSONValue?
    package var fields: [String: String] = [:]
    package var fileName: String?
  }

  private static let writeBuffer = ByteCount.mebibytes(1)
  private static let maxFieldBytes = 64 << 10

  package func receive(_ request: Request, into path: String) async throws -> Received {
    if let declared = request.headers[.contentLength].flatMap(Int64.init), declared > limit {
      throw StorageError.tooLarge
    }
    let contentType = request.headers[.contentType] ?? ""
    if let boundary = try Self.boundary(contentType) {
      return try await receiveForm(request, boundary: boundary, into: path)
    }
    let mimetype = try Self.mimetype(contentType)
    let size = try await write(into: path) { writer in
      var size: Int64 = 0
      for try await chunk in request.body {
        size += Int64(chunk.readableBytes)
        guard size <= limit else { throw StorageError.tooLarge }
        _ = try await writer.write(contentsOf: chunk)
      }
      return size
    }
    return Received(
      size: size, mimetype: mimetype, declaredType: contentType,
      cacheControl: request.headers[.cacheControl] ?? "no-cache",
      userMetadata: try request.headers[Self.metadataHeader].map(Self.base64Metadata))
  }

  private func receiveForm(_ request: Request, boundary: String, into path: String) async throws
    -> Received
  {
    let form = FormReader(boundary: boundary, webForm: webForm)
    let size = try await write(into: path) { writer in
      var size: Int64 = 0
      for try await chunk in request.body {
        for bytes in try form.read(chunk) {
          size += Int64(bytes.readableBytes)
          guard size <= limit else { throw StorageError.tooLarge }
          _ = try await writer.write(contentsOf: bytes)
        }
      }
      return size
    }
    guard form.isComplete else {
      throw StorageError.invalidRequest("The multipart body ends before its closing boundary")
    }
    guard form.sawFile || webForm else { throw StorageError.missingBody }
    let declaredType = form.fields["contentType"] ?? form.fileContentType ?? ""
    let cacheControl = form.fields["cacheControl"].map { seconds in
      Int(seconds).map { "max-age=\($0)" } ?? seconds
    }
    return Received(
      size: size,
      mimetype: try? Self.mimetype(declaredType), declaredType: declaredType,
      cacheControl: try Self.headerText(cacheControl ?? "no-cache"),
      userMetadata: webForm ? nil : try form.fields["metadata"].map(Self.jsonMetadata),
      fields: form.fields, fileName: form.fileName)
  }

  private func write(
    into path: String, _ body: (inout BufferedWriter<WriteFileHandle>) async throws -> Int64
  ) async throws -> Int64 {
    try await FileSystem.shared.withFileHandle(
      forWritingAt: FilePath(path), options: .newFile(replaceExisting: false)
    ) { handle in
      try await handle.withBufferedWriter(capacity: Self.writeBuffer) { writer in
        let size = try await body(&writer)
        try await writer.flush()
        return size
      }
    }
  }

  package static let metadataHeader = HTTPField.Name("x-metadata")!

  /// The `boundary` parameter of a `multipart/form-data` content type; `nil` for any other
  /// type. A form without a usable boundary (absent, empty, over RFC 2046's 70 characters) is
  /// refused rather than stored as raw bytes.
  package static func boundary(_ contentType: String) throws(StorageError) -> String? {
    let parts = contentType.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
    guard parts.first?.lowercased().hasPrefix("multipart/") == true else { return nil }
    for part in parts.dropFirst() where part.lowercased().hasPrefix("boundary=") {
      let value = part.dropFirst("boundary=".count).trimmingCharacters(
        in: CharacterSet(charactersIn: "\""))
      guard (1...70).contains(value.utf8.count),
        value.unicodeScalars.allSatisfy({ $0.isASCII && $0.value >= 0x20 && $0.value < 0x7F })
      else { break }
      return value
    }
    throw .invalidRequest("A multipart body needs a boundary of 1 to 70 characters")
  }

  private static func base64Metadata(_ text: String) throws -> JSONValue {
    guard let data = Data(base64Encoded: text) else {
      throw StorageError.invalidRequest("x-metadata must be base64-encoded JSON")
    }
    return try jsonMetadata(String(decoding: data, as: UTF8.self))
  }

  package static func jsonMetadata(_ text: String) throws -> JSONValue {
    guard let value = try? JSONDecoder().decode(JSONValue.self, from: Data(text.utf8)),
      case .object = value, (try? TextSafety.check(value)) != nil
    else {
      throw StorageError.invalidRequest(
        "metadata must be a JSON object without NUL characters, nested at most 32 deep")
    }
    return value
  }

  /// The one media type a declared type names, as it is stored; none declared is bytes.
  package static func mimetype(_ declared: String) throws(StorageError) -> String {
    guard declared.contains(where: { $0 != " " && $0 != "\t" }) else { return MimeType.bytes.text }
    guard declared.utf8.count <= 255, let type = MimeType(declared) else {
      throw .invalidMimeType(declared)
    }
    return type.text
  }

  /// A form field that will be sent back as a header (`Content-Type`, `Cache-Control`).
  package static func headerText(_ text: String) throws -> String {
    guard text.utf8.count <= 255,
      !text.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F })
    else { throw StorageError.invalidRequest("cacheControl must be short text") }
    return text
  }

  /// The multipart parser's state: the first file part's bytes handed out, the text fields kept
  /// (each capped), any later file part skipped.
  private final class FormReader {
    private enum Part { case file, field, skipped }

    private let parser: MultipartStreamParser
    private var headers: [String: String] = [:]
    private var part: Part?
    private var fileBytes: [ByteBuffer] = []
    private var fieldText: [UInt8] = []
    private var oversizedField = false
    private(set) var sawFile = false
    private(set) var fileContentType: String?
    private(set) var fileName: String?
    private(set) var fields: [String: String] = [:]
    private let webForm: Bool

    init(boundary: String, webForm: Bool) {
      self.webForm = webForm
      parser = MultipartStreamParser(boundary: boundary)
      parser.onHeader = { [unowned self] name, value in headers[name.lowercased()] = value }
      parser.onBody = { [unowned self] body in
        switch currentPart() {
        case .file: fileBytes.append(body)
        case .field:
          if fieldText.count + body.readableBytes > UploadReceiver.maxFieldBytes {
            oversizedField = true
          } else {
            fieldText += body.readableBytesView
          }
        case .skipped: break
        }
      }
      parser.onPartComplete = { [unowned self] in
        sawPart = true
        if currentPart() == .field, let name = fieldName {
          fields[name] = String(decoding: fieldText, as: UTF8.self)
        }
        headers = [:]
        fieldText = []
        part = nil
      }
    }

    /// Whether the body reached its closing delimiter (`--boundary--`) after at least one part;
    /// a body cut short would otherwise be stored as if whole.
    var isComplete: Bool { sawPart && parser.isFinished }

    private var sawPart = false

    /// Feeds one chunk of the body; returns the file bytes it held.
    func read(_ chunk: ByteBuffer) throws -> [ByteBuffer] {
      do {
        try parser.execute(chunk)
      } catch {
        throw StorageError.invalidRequest("The multipart body is malformed")
      }
      guard !oversizedField else { throw StorageError.invalidRequest("A form field is too long") }
      defer { fileBytes = [] }
      return fileBytes
    }

    /// Decided once per part, from its headers.
    private func currentPart() -> Part {
      if let part { return part }
      let decided: Part
      if isFilePart {
        decided = sawFile ? .skipped : .file
        if !sawFile {
          fileContentType = headers["content-type"]
          fileName = headers["content-disposition"].flatMap { Self.parameter("filename", in: $0) }
        }
        sawFile = true
      } else {
        decided = .field
      }
      part = decided
      return decided
    }

    /// A part with a file name, or any part not named as one of the text fields.
    private var isFilePart: Bool {
      guard let disposition = headers["content-disposition"] else { return false }
      if Self.parameter("filename", in: disposition) != nil { return true }
      return !webForm && !["cacheControl", "contentType", "metadata"].contains(fieldName ?? "")
    }

    private var fieldName: String? {
      headers["content-disposition"].flatMap { Self.parameter("name", in: $0) }
    }

    private static func parameter(_ name: String, in disposition: String) -> String? {
      for piece in disposition.split(separator: ";") {
        let pair = piece.split(separator: "=", maxSplits: 1)
        guard pair.count == 2, pair[0].trimmingCharacters(in: .whitespaces).lowercased() == name
        else { continue }
        return pair[1].trimmingCharacters(in: .whitespaces).trimmingCharacters(
          in: CharacterSet(charactersIn: "\""))
      }
      return nil
    }
  }
}
