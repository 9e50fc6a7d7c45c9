import CompassDomain
import CompassModels
import CompassServices
import CompassStore
import Foundation

/// A document's file sent by the page's script over Storage's resumable endpoint
/// (`/storage/v1/upload/resumable`), so a dropped connection or a reload goes on from the bytes
/// that arrived. The form is checked and the file's place named before a byte is sent
/// (`declare`); once every byte is in, `finish` records the document from the stored file.
extension DocumentUpload {
  /// The upload form as the script sends it: the typed fields and the chosen file's name, type
  /// and size (`declare`), or the place its bytes went (`finish`).
  struct ResumableForm: Decodable, Sendable {
    let type: String?
    let title: String?
    let description: String?
    let schoolID: String?
    let fileName: String?
    let fileType: String?
    let fileSize: String?
    let object: String?

    enum CodingKeys: String, CodingKey {
      case type, title, description, object
      case schoolID = "school_id"
      case fileName = "file_name"
      case fileType = "file_type"
      case fileSize = "file_size"
    }

    var typed: [String: String] {
      ["type": type, "title": title, "description": description, "school_id": schoolID]
        .compactMapValues { $0 }
    }
  }

  /// Where the script sends the file, with a token for the endpoint; refused (`Refused`) as
  /// the plain upload refuses its form, before any byte is sent.
  func declare(
    _ form: PostedForm<ResumableForm>, original: Document?, tokens: TokenService
  ) async throws -> JSONValue {
    let fields = form.fields
    guard let id = Self.documentID(submission: form.submission) else {
      throw Refused(message: WebGate.notFromItsPage, fields: fields.typed)
    }
    guard let size = fields.fileSize.flatMap(Int64.init), size > 0,
      let fileName = fields.fileName, !fileName.isEmpty
    else { throw Refused(message: Self.missingFile, fields: fields.typed) }
    let type = fields.fileType.flatMap { $0.isEmpty ? nil : $0 }
    if let problem = Self.problem(fields.typed, mimetype: type, original: original) {
      throw Refused(message: problem, fields: fields.typed)
    }
    guard size <= storage.uploadLimit else {
      throw Refused(message: Self.message(.tooLarge), fields: fields.typed)
    }
    let key = try fileKey(id, fileName: fileName, original: original)
    guard let authSession = UUID(uuidString: session.authSession) else {
      throw Refused(message: Self.failed, fields: fields.typed)
    }
    let access = try await tokens.accessToken(for: session.user, session: authSession)
    return .object([
      "endpoint": "/storage/v1/upload/resumable", "bucket": .string(key.bucket),
      "object": .string(key.name), "contentType": .string(type ?? ""),
      "token": .string(access.token), "apikey": .string(tokens.anonKey),
    ])
  }

  /// The document recorded from the file the script uploaded to the place `declare` named;
  /// sent again, it finds the document the first made.
  func finish(_ form: PostedForm<ResumableForm>, original: (Document, VersionHistory)?)
    async throws -> Document
  {
    let fields = form.fields
    guard let id = Self.documentID(submission: form.submission), let name = fields.object,
      let key = try? fileKey(
        id, fileName: DocumentFilePath.fileName(of: name), original: original?.0),
      key.name == name
    else { throw Refused(message: Self.failed, fields: fields.typed) }
    if let made = try await documents.find(id) { return made }
    let stored: StoredObject
    do {
      stored = try await storage.object(key, caller: .user(session.user.id))
    } catch {
      throw Refused(message: Self.failed, fields: fields.typed)
    }
    if let problem = Self.problem(fields.typed, mimetype: stored.mimetype, original: original?.0) {
      _ = try? await storage.remove([key], caller: .user(session.user.id))
      throw Refused(message: problem, fields: fields.typed)
    }
    return try await record(
      id, file: key, mimetype: stored.mimetype, fields: fields.typed, original: original)
  }
}
