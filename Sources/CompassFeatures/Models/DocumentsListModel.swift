import CompassDomain
import CompassModels
import Foundation
import Observation

/// The Documents list: the current version of each document, and uploading a new one with
/// progress.
@MainActor @Observable
public final class DocumentsListModel {
  public private(set) var phase: LoadPhase = .idle
  public private(set) var banner: FeatureError?
  /// The list shown came from the last successful load, not the server.
  public private(set) var isOffline = false
  /// Said above the list while it shows what was saved.
  public var offlineNote: String? { isOffline ? OfflineNote.showing("documents") : nil }
  /// The upload form while it is open.
  public var draft: DocumentDraft?
  /// 0…1 while a file uploads.
  public private(set) var uploadProgress: Double?
  public private(set) var uploadError: String?
  /// Said once a file waits to upload ("… will finish uploading when the connection is back").
  public private(set) var uploadNotice: String?
  /// Said over the list when someone else added, changed or removed a document while it was
  /// open.
  public internal(set) var liveNotice: String?
  /// Set when a document was uploaded: the page opens it.
  public private(set) var uploadedDocumentID: Document.ID?

  @ObservationIgnored let session: AppSession
  @ObservationIgnored private let repository: DocumentsRepository
  @ObservationIgnored let clock: AppClock

  private static let snapshotName = "documents.json"
  public static let titleRequired = DocumentEditMessage.titleRequired
  public static let fileRequired = "Choose a file to upload"

  public init(session: AppSession, documents: DocumentsRepository, clock: AppClock) {
    self.session = session
    self.repository = documents
    self.clock = clock
  }

  public var documents: [Document] { session.cache.documentList?.value ?? [] }

  public var isEmpty: Bool { phase == .loaded && documents.isEmpty }

  public func onAppear() async {
    let now = clock.now()
    if let list = session.cache.documentList,
      now.timeIntervalSince(list.fetchedAt) < AppCache.documentLifetime
    {
      phase = .loaded
      return
    }
    await refresh()
  }

  /// The app came back to the foreground: a list older than its lifetime reloads.
  public func becameActive() async {
    guard phase == .loaded, let list = session.cache.documentList,
      clock.now().timeIntervalSince(list.fetchedAt) >= AppCache.documentLifetime
    else { return }
    await refresh()
  }

  /// What the list says beside a document with a change not yet on the server.
  public func syncNote(for document: Document) -> String? {
    session.outbox.note(for: document.id, in: "documents")
  }

  /// The phone's unsent writes, for the header and the changes that need the person.
  public var outbox: Outbox { session.outbox }

  public func refresh() async {
    guard let user = await session.activeAthlete() else {
      phase = .failed(.signedOut)
      return
    }
    if phase != .loaded { phase = .loading(showsSkeleton: false) }
    do {
      let list = try await repository.all(for: user)
      session.cache.store(
        documentList: session.outbox.overlay(list, table: "documents"), at: clock.now())
      session.cache.keepSnapshot(list, as: Self.snapshotName)
      banner = nil
      isOffline = false
      phase = .loaded
    } catch {
      let outcome = LoadFailure.after(error, showing: phase == .loaded) {
        session.cache.snapshot([Document].self, named: Self.snapshotName)
      }
      switch outcome {
      case .banner(let failure):
        banner = failure
        isOffline = failure == .offline
      case .offline(let saved):
        session.cache.store(
          documentList: session.outbox.overlay(saved, table: "documents"), at: .distantPast)
        isOffline = true
        phase = .loaded
      case .failed(let failure): phase = .failed(failure)
      }
    }
  }

  public func bannerDismissed() { banner = nil }

  public func uploadTapped(type: DocumentType = .highlightVideo) {
    draft = DocumentDraft(type: type, title: "", fileName: "", mimeType: "")
    uploadError = nil
  }

  public func uploadCancelled() { draft = nil }

  /// Uploads the picked file as a new document described by the form.
  public func filePicked(_ file: PickedUpload) async {
    guard var draft, uploadProgress == nil, let user = session.editableAthlete,
      let uploader = session.user
    else { return }
    draft.title = draft.title.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !draft.title.isEmpty else {
      uploadError = Self.titleRequired
      return
    }
    guard file.byteCount > 0 else {
      uploadError = Self.fileRequired
      return
    }
    draft.fileName = file.fileName
    draft.mimeType = file.mimeType.isEmpty ? "application/octet-stream" : file.mimeType
    uploadError = nil
    uploadNotice = nil
    uploadProgress = 0
    defer { uploadProgress = nil }
    do {
      try await DocumentsRepository.checkContents(of: file.fileURL, as: draft.mimeType)
    } catch {
      uploadError = UploadFailure.message(error)
      return
    }
    let upload = DocumentsRepository.upload(
      draft, file: file.fileURL, for: user, by: uploader, at: clock.now())
    let outcome = await session.uploads.add(upload, copying: file.fileURL) { fraction in
      Task { @MainActor in self.uploadProgressChanged(fraction) }
    }
    switch outcome {
    case .recorded(let row):
      let document = row.flatMap { JSONColumns.row($0, as: Document.self) }
      show(document ?? JSONColumns.row(upload.row, as: Document.self))
      self.draft = nil
      uploadedDocumentID = Document.ID(upload.id)
    case .queued:
      self.draft = nil
      uploadNotice = "“\(draft.title)” will finish uploading when the connection is back."
    case .refused(let failure):
      session.uploads.discard(upload.id)
      uploadError = UploadFailure.message(failure)
    }
  }

  /// The files of this athlete's documents still on their way, with where each stands.
  public var pendingUploads: [PendingUpload] {
    let athlete = session.editableAthlete?.description
    return session.uploads.uploads.filter { $0.row["user_id"]?.stringValue == athlete }
  }

  /// Gives up an upload the server would not take.
  public func discardUploadTapped(_ upload: PendingUpload) { session.uploads.discard(upload.id) }

  /// Sends the files waiting to upload (the screen showing, the app back in front).
  public func uploadsResumed() async { await session.uploads.sync() }

  /// A new document on the list at once: as recorded, or as its row waits in the outbox.
  private func show(_ document: Document?) {
    guard let document else { return }
    if session.cache.documentList == nil {
      session.cache.store(documentList: [document], at: clock.now())
    } else {
      session.cache.save(document: document, at: clock.now())
    }
  }

  private func uploadProgressChanged(_ fraction: Double) {
    if uploadProgress != nil { uploadProgress = max(uploadProgress ?? 0, fraction) }
  }
}
