import CompassDomain
import CompassModels
import Foundation
import SupabaseKit

/// Documents and their files: rows over PostgREST, bytes in the private `documents` bucket
/// under `<user id>/<version group>/…`.
public struct DocumentsRepository: Sendable {
  let client: SupabaseClient

  public static let bucket = "documents"
  /// How long a preview link stays good.
  public static let linkLifetime = 3600

  public init(client: SupabaseClient) {
    self.client = client
  }

  /// The current version of each of the user's documents, newest first; unreadable rows are
  /// left out, not fatal.
  public func all(for user: UserID) async throws -> [Document] {
    let decoded: DecodedRows<Document> = try await client.from("documents").select()
      .eq("user_id", value: user.description).eq("is_current", value: true)
      .order("created_at", ascending: false).execute().value
    return decoded.rows
  }

  public func document(_ id: Document.ID, for user: UserID) async throws -> Document {
    try await client.from("documents").select().eq("id", value: id.description)
      .eq("user_id", value: user.description).single().execute().value
  }

  /// Every version of a document group, newest first.
  public func versions(of group: Document.ID, for user: UserID) async throws -> [Document] {
    try await client.from("documents").select().eq("version_group_id", value: group.description)
      .eq("user_id", value: user.description).order("version", ascending: false).execute().value
  }

  /// Saves edits of the athlete's document `id` with only the changed columns, while it is as last
  /// seen (`EditSaver`).
  public func edits(of id: Document.ID, for user: UserID) -> EditSaver<Document> {
    RowEdits(client: client, table: "documents", id: id.description, owner: user)
      .saver(columns: DocumentEdit.columns(of:))
  }

  public func update(_ id: Document.ID, for user: UserID, with changes: some Encodable & Sendable)
    async throws -> Document
  {
    let rows: [Document] = try await client.from("documents").update(
      changes, returning: .representation
    ).eq("id", value: id.description).eq("user_id", value: user.description).execute().value
    guard let document = rows.first else { throw FeatureError.notFound }
    return document
  }

  /// The upload of the file at `file` into the folder of `user`, the athlete, as a new file of
  /// the draft's group, with the row that records it as that group's current version uploaded
  /// by `uploader` (the signed-in person: the athlete, or a parent with edit access). The
  /// `UploadQueue` sends it.
  public static func upload(
    _ draft: DocumentDraft, file: URL, for user: UserID, by uploader: UserID, at now: Date
  ) -> PendingUpload {
    let id = Document.ID(UUID())
    let group = draft.versionGroupID ?? id
    let path = DocumentFilePath.make(
      user: user, group: group, document: id, fileName: draft.fileName)
    let row = Document(
      id: id, userID: user, type: draft.type, title: draft.title, description: draft.description,
      fileURL: path, fileType: draft.mimeType, version: draft.version, schoolID: draft.schoolID,
      isCurrent: true, sharedWithSchools: draft.sharedWithSchools, uploadedBy: uploader,
      versionGroupID: group)
    let size =
      (try? FileManager.default.attributesOfItem(atPath: file.path)[.size] as? NSNumber)?
      .int64Value ?? 0
    return PendingUpload(
      id: id.uuid, made: now, title: draft.title, path: path, contentType: draft.mimeType,
      length: size, row: JSONColumns.of(row))
  }

  /// Refuses a file whose bytes are not the kind its type says before any of it is sent
  /// (`FileContents`, the rule `compass serve` applies too; a hosted project checks nothing).
  static func checkContents(of file: URL, as mimeType: String) async throws {
    if let problem = try await FileContents.problem(mimeType: mimeType, fileAt: file) {
      throw FeatureError.rejected(problem)
    }
  }

  /// Removes every version's file, then the rows.
  public func deleteGroup(_ history: VersionHistory, group: Document.ID, for user: UserID)
    async throws
  {
    if !history.filePaths.isEmpty {
      try await client.storage.from(Self.bucket).remove(paths: history.filePaths)
    }
    try await client.from("documents").delete().eq("version_group_id", value: group.description)
      .eq("user_id", value: user.description).execute()
  }

  /// Deletes one archived version: its row (only while it is not the current version), then its
  /// file.
  public func deleteVersion(_ version: Document, for user: UserID) async throws {
    let deleted: [Document] = try await client.from("documents").delete(returning: .representation)
      .eq("id", value: version.id.description).eq("user_id", value: user.description)
      .eq("is_current", value: false).execute().value
    guard !deleted.isEmpty else { throw FeatureError.notFound }
    if !version.fileURL.isEmpty {
      try await client.storage.from(Self.bucket).remove(paths: [version.fileURL])
    }
  }

  /// A link to a stored file that works without signing in, for an hour, for a player that
  /// streams it: the file is checked first, so a missing one fails here instead of leaving the
  /// player spinning.
  public func streamLink(to path: String) async throws -> URL {
    guard try await client.storage.from(Self.bucket).exists(path: path) else {
      throw FeatureError.notFound
    }
    return try await link(to: path)
  }

  /// A link to a stored file that works without signing in, for an hour.
  public func link(to path: String) async throws -> URL {
    try await client.storage.from(Self.bucket).createSignedURL(
      path: path, expiresIn: Self.linkLifetime)
  }

  /// The version's file on disk, downloaded as it arrives into a temporary folder the first time
  /// (a version's file never changes, so a copy already there is used as it is).
  public func previewFile(
    of version: Document, progress: @escaping @Sendable (Double) -> Void
  ) async throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appending(path: "CompassPreviews")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let name = (version.fileURL as NSString).lastPathComponent
    let file = folder.appending(path: "\(version.id.description)-\(name)")
    if FileManager.default.fileExists(atPath: file.path) { return file }
    let partial = folder.appending(path: "\(UUID().uuidString).partial")
    defer { try? FileManager.default.removeItem(at: partial) }
    try await client.storage.from(Self.bucket).download(path: version.fileURL, to: partial) {
      received, expected in
      if expected > 0 { progress(Double(received) / Double(expected)) }
    }
    do {
      try FileManager.default.moveItem(at: partial, to: file)
    } catch {
      guard FileManager.default.fileExists(atPath: file.path) else { throw error }
    }
    return file
  }
}

/// What a new document or version is: its type, title and file.
public struct DocumentDraft: Sendable, Equatable {
  public var type: DocumentType
  public var title: String
  public var description: String?
  public var schoolID: School.ID?
  public var sharedWithSchools: [School.ID] = []
  public var fileName: String
  public var mimeType: String
  public var version = 1
  /// The group a new version joins; `nil` starts a new document.
  public var versionGroupID: Document.ID?

  public init(
    type: DocumentType, title: String, description: String? = nil, schoolID: School.ID? = nil,
    fileName: String, mimeType: String
  ) {
    self.type = type
    self.title = title
    self.description = description
    self.schoolID = schoolID
    self.fileName = fileName
    self.mimeType = mimeType
  }
}
