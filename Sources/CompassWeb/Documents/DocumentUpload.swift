import CompassDomain
import CompassModels
import CompassServices
import CompassStore
import Foundation
import Hummingbird

/// A document's file arriving from a page's form: checked (form token, required fields, the
/// same kind as the original for a new version) before it is kept, stored under the user's
/// folder, then recorded as the group's current version. A refusal leaves no file behind.
struct DocumentUpload {
  let storage: StorageService
  let documents: ScopedTable<Document>
  let session: WebSessions.Session

  static let bucket = "documents"
  static let missingFile = "Choose a file to upload"
  static let typeRequired = "Choose the document's type"
  static let unreadableType =
    "This file's type cannot be read. Choose the file again, or another one."
  static let failed = "Upload failed. Please check your connection and try again."

  /// Why a form was refused, with what the user typed.
  struct Refused: Error {
    let message: String
    let fields: [String: String]
  }

  struct ExpiredForm: Error {}

  /// Stores the file and records the document; `original` makes it that group's next version.
  /// The document's id is derived from the id the form was drawn with, so the same form sent
  /// again (a reload, Back and send) finds the document the first made instead of a second.
  func run(_ request: Request, original: (Document, VersionHistory)? = nil) async throws
    -> Document
  {
    var chosen: Document.ID?
    var typed: [String: String] = [:]
    let user = session.user.id
    let (object, received): (StoredObject, UploadReceiver.Received)
    do {
      (object, received) = try await storage.uploadForm(
        request, bucket: Self.bucket, caller: .user(user)
      ) { received in
        typed = received.fields
        guard session.accepts(received.fields["_csrf"]) else {
          throw ExpiredForm()
        }
        if let problem = problem(received, original: original?.0) {
          throw Refused(message: problem, fields: received.fields)
        }
        guard let id = Self.documentID(submission: received.fields[WebGate.submissionField])
        else { throw Refused(message: WebGate.notFromItsPage, fields: received.fields) }
        chosen = id
        return try fileKey(id, fileName: received.fileName ?? "file", original: original?.0)
      }
    } catch {
      guard let refusal = StorageError.from(error) else { throw error }
      if refusal == .duplicate, let id = chosen, let made = try await documents.find(id) {
        return made
      }
      throw Refused(message: Self.message(refusal), fields: typed)
    }
    guard let id = chosen else { throw Refused(message: Self.failed, fields: received.fields) }
    return try await record(
      id, file: object.key, mimetype: received.mimetype, fields: received.fields,
      original: original)
  }

  /// The document a form makes: its id derived from the id the form was drawn with.
  static func documentID(submission: String?) -> Document.ID? {
    submission.flatMap(UUID.init(uuidString:)).map {
      Document.ID(DerivedID.make(from: $0, purpose: "document"))
    }
  }

  /// Where the file of document `id` is kept, in the athlete's folder.
  func fileKey(_ id: Document.ID, fileName: String, original: Document?) throws -> ObjectKey {
    try ObjectKey(
      bucket: Self.bucket,
      name: DocumentFilePath.make(
        user: session.athlete.id, group: original?.versionGroupID ?? id, document: id,
        fileName: fileName))
  }

  /// Records the document whose file is stored at `file`, as the group's current version; a
  /// refusal removes the file.
  func record(
    _ id: Document.ID, file: ObjectKey, mimetype: String?, fields: [String: String],
    original: (Document, VersionHistory)?
  ) async throws -> Document {
    let row = Document(
      id: id, userID: session.athlete.id,
      type: original?.0.type ?? DocumentType(rawValue: fields["type"] ?? ""),
      title: original?.0.title ?? (fields["title"] ?? "").trimmingCharacters(in: .whitespaces),
      description: original?.0.description ?? Self.nonEmpty(fields["description"]),
      fileURL: file.name, fileType: mimetype,
      version: original?.1.nextVersionNumber ?? 1,
      schoolID: original?.0.schoolID ?? fields["school_id"].flatMap(School.ID.init),
      isCurrent: true, sharedWithSchools: original?.0.sharedWithSchools ?? [],
      uploadedBy: session.user.id, versionGroupID: original?.0.versionGroupID ?? id)
    do {
      guard let saved = try await documents.insertOnce(row, id: id) else {
        throw Refused(message: Self.failed, fields: fields)
      }
      return saved
    } catch {
      _ = try? await storage.remove([file], caller: .user(session.user.id))
      if let refusal = StoreRefusal(error) {
        throw Refused(message: FormRefusal.message(refusal), fields: fields)
      }
      throw error
    }
  }

  private func problem(_ received: UploadReceiver.Received, original: Document?) -> String? {
    if received.size == 0, received.fileName?.isEmpty != false { return Self.missingFile }
    return Self.problem(received.fields, mimetype: received.mimetype, original: original)
  }

  /// What is wrong with a form and its file's type, as the message the form shows.
  static func problem(_ fields: [String: String], mimetype: String?, original: Document?)
    -> String?
  {
    guard let mimetype else { return unreadableType }
    if let original { return NewVersionCheck.problem(mimeType: mimetype, for: original) }
    let title = (fields["title"] ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
    if title.isEmpty { return DocumentEditMessage.titleRequired }
    if title.count > DocumentEditForm.titleLimit { return DocumentEditMessage.titleTooLong }
    if (fields["description"] ?? "").count > DocumentEditForm.descriptionLimit {
      return DocumentEditMessage.descriptionTooLong
    }
    return DocumentType(known: fields["type"]) == nil ? typeRequired : nil
  }

  static func message(_ error: StorageError) -> String {
    if error == .missingBody { return missingFile }
    if error.error == StorageError.unreadableFile("").error { return error.message }
    return error == .tooLarge ? "That file is too large to upload." : failed
  }

  private static func nonEmpty(_ text: String?) -> String? {
    let trimmed = text?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
    return trimmed.isEmpty ? nil : trimmed
  }
}
