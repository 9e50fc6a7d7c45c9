import CompassDomain
import CompassModels
import Foundation
import Observation

/// Document Detail: the document and its preview link, edit, sharing with schools, the version
/// history with View and Restore, uploading a new version with progress, and deleting the
/// document with every version's file.
@MainActor @Observable
public final class DocumentDetailModel {
  public static let skeletonDelay: Duration = .milliseconds(300)

  public let documentID: Document.ID
  public private(set) var phase: LoadPhase = .idle
  public private(set) var document: Document?
  public private(set) var history = VersionHistory(versions: [])
  public private(set) var schools: [School] = []
  /// The version the preview shows (the document itself until another is viewed) and its state.
  public private(set) var previewing: Document?
  public private(set) var preview = DocumentPreviewState.loading(fraction: nil)
  /// The alert after a failed change; the page keeps what was typed.
  public private(set) var actionError: String?
  public private(set) var isWorking = false
  public var editForm: DocumentEditForm?
  public private(set) var editShowsValidation = false
  /// The document as its edit opened, and a clash with a change saved meanwhile.
  private var editTrack: EditTrack<Document>?
  /// The share dialog while it is open: the schools ticked to add.
  public private(set) var shareSelection: Set<School.ID>?
  /// What the share list's search field holds.
  public var shareSearch = ""
  /// A long version history listed whole.
  public private(set) var showsAllVersions = false
  public private(set) var pendingRestore: Document?
  /// The school waiting for the user to confirm it stops seeing the document.
  public private(set) var pendingShareRemoval: School.ID?
  /// 0…1 while a new version uploads.
  public private(set) var uploadProgress: Double?
  public private(set) var uploadError: String?
  /// Said once a new version waits to upload.
  public private(set) var uploadNotice: String?
  public private(set) var showsDeleteConfirmation = false
  /// The archived version waiting for "Delete this version" to be confirmed.
  public private(set) var pendingVersionDelete: Document?
  public private(set) var isDeleted = false

  @ObservationIgnored private let session: AppSession
  @ObservationIgnored private let repository: DocumentsRepository
  @ObservationIgnored private let schoolsRepository: SchoolsRepository
  @ObservationIgnored private let clock: AppClock

  public init(
    documentID: Document.ID, session: AppSession, documents: DocumentsRepository,
    schools: SchoolsRepository, clock: AppClock
  ) {
    self.documentID = documentID
    self.session = session
    self.repository = documents
    self.schoolsRepository = schools
    self.clock = clock
  }

  // MARK: What the page shows

  /// The version on screen: the one being viewed, else the document. Edit and Share act on it.
  public var shown: Document? { previewing ?? document }

  /// "Added by Dana (parent)" when someone other than the athlete added or last changed the
  /// version shown.
  public var attribution: String? {
    shown.flatMap { session.attribution(createdBy: $0.createdBy, updatedBy: $0.updatedBy) }
  }

  public var previewKind: DocumentPreviewKind {
    shown.map(DocumentPreviewKind.init) ?? .other
  }

  public var shares: SchoolShares { SchoolShares(shown?.sharedWithSchools ?? []) }

  /// The schools the share dialog offers to add that match its search.
  public var shareableSchools: [School] {
    SchoolShares.matching(
      shares.available(from: schools), query: shareSearch, locale: .autoupdatingCurrent)
  }

  /// Said in place of the list when the search leaves no school to offer.
  public var shareSearchMessage: String? {
    shareableSchools.isEmpty && !shares.available(from: schools).isEmpty
      ? SchoolShares.noMatch : nil
  }

  /// The versions listed: the newest ten and the current one until "Show more" is tapped.
  public var listedVersions: [Document] { history.listed(showingAll: showsAllVersions) }

  public var showMoreVersionsLabel: String? {
    history.showMoreLabel(showingAll: showsAllVersions)
  }

  public func showMoreVersionsTapped() { showsAllVersions = true }

  /// The schools the document is shared with, each with its Remove button.
  public var sharedSchools: [School] { schools.filter { shares.contains($0.id) } }

  public var schoolName: String? {
    shown.map { DocumentText.schoolName($0, schools: schools) }
  }

  public func editError(for field: DocumentEditField) -> String? {
    editShowsValidation ? editForm?.validate()[field] : nil
  }

  // MARK: Loading

  public func onAppear() async {
    guard phase == .idle else { return }
    await load(useCache: true)
  }

  public func retryTapped() async { await load(useCache: false) }

  private func load(useCache: Bool) async {
    guard let user = await session.activeAthlete() else {
      phase = .failed(.signedOut)
      return
    }
    let now = clock.now()
    phase = .loading(showsSkeleton: false)
    let skeleton = SkeletonTimer.start(after: Self.skeletonDelay, clock: clock) { [weak self] in
      self?.phase.revealSkeleton()
    }
    defer { skeleton.cancel() }
    do {
      let loaded: Document
      if useCache, let cached = session.cache.document(documentID, freshAt: now) {
        loaded = cached
      } else {
        loaded = try await repository.document(documentID, for: user)
        session.cache.save(document: loaded, at: now)
      }
      async let versions = versions(of: loaded.versionGroupID, useCache: useCache, for: user)
      async let userSchools = schoolsRepository.all(for: user)
      let stored: [Document]
      (stored, schools) = try await (versions, userSchools)
      history = VersionHistory(versions: session.outbox.overlay(stored, table: Self.table))
      document = session.outbox.overlay([loaded], table: Self.table).first ?? loaded
      phase = .loaded
    } catch {
      phase = .failed(FeatureError(error))
      return
    }
    if let document { await showPreview(of: document) }
  }

  private func versions(of group: Document.ID, useCache: Bool, for user: UserID) async throws
    -> [Document]
  {
    let now = clock.now()
    if useCache, let cached = session.cache.versions(of: group, freshAt: now) { return cached }
    let loaded = try await repository.versions(of: group, for: user)
    session.cache.store(versions: loaded, of: group, at: now)
    return loaded
  }

  /// Loads the preview of `version`: a streaming link for a video, the file on disk for a PDF or
  /// an image, a download link otherwise. A failure stays in the preview area, with Retry.
  private func showPreview(of version: Document) async {
    previewing = version
    guard !version.fileURL.isEmpty else {
      preview = .unavailable
      return
    }
    preview = .loading(fraction: nil)
    do {
      let loaded = try await previewState(of: version)
      if previewing?.id == version.id { preview = loaded }
    } catch {
      if previewing?.id == version.id { preview = .failed(FeatureError(error)) }
    }
  }

  private func previewState(of version: Document) async throws -> DocumentPreviewState {
    switch DocumentPreviewKind(version) {
    case .video: return .stream(try await repository.streamLink(to: version.fileURL))
    case .other: return .download(try await repository.link(to: version.fileURL))
    case .pdf, .image:
      let file = try await repository.previewFile(of: version) { fraction in
        Task { @MainActor in self.previewProgressChanged(fraction, for: version.id) }
      }
      return .file(file)
    }
  }

  private func previewProgressChanged(_ fraction: Double, for id: Document.ID) {
    guard previewing?.id == id, case .loading = preview else { return }
    preview = .loading(fraction: fraction)
  }

  public func previewRetryTapped() async {
    guard let version = previewing ?? document else { return }
    await showPreview(of: version)
  }

  // MARK: Edit

  public func editTapped() {
    guard let shown else { return }
    editTrack = EditTrack(base: shown)
    editForm = DocumentEditForm(document: shown)
    editShowsValidation = false
  }

  public func editCancelled() {
    editForm = nil
    editTrack = nil
  }

  /// Saves what the user changed, and only that, over the document as they opened it; a change
  /// to the same field saved meanwhile is asked about (`editConflict`).
  public func saveEditTapped() async {
    guard let form = editForm, let track = editTrack else { return }
    editShowsValidation = true
    guard form.payload() != nil else { return }
    await perform(action: "Update") {
      let user = try session.writableAthlete()
      let (id, version) = (track.base.id, track.base.updatedAt)
      let merge = track.merge(edited: form.columns, columns: DocumentEdit.columns(of:))
      let outcome = try await session.outbox.saveEdit(
        "Edit \(track.base.title)", of: RowKey(table: Self.table, id: id, owner: user),
        merge: merge, over: version, at: clock.now()
      ) { try await repository.edits(of: id, for: user).save(merge, over: version) }
      if let outcome { return await finish(outcome) }
      showPending(id)
      editForm = nil
      editTrack = nil
    }
  }

  /// A change waiting to be sent, shown at once over the version it is for.
  private func showPending(_ id: Document.ID) {
    let version = [previewing, document].compactMap { $0 }.first { $0.id == id }
    if let version, let pending = session.outbox.overlay([version], table: Self.table).first {
      show(pending)
    }
  }

  /// What the page says beside a change not yet on the server ("Waiting to sync").
  public var syncNote: String? { shown.flatMap { session.outbox.note(for: $0.id, in: Self.table) } }

  /// The phone's unsent writes, for the header and the changes that need the person.
  public var outbox: Outbox { session.outbox }

  private static let table = "documents"

  /// A save of an edit that clashed with a change made meanwhile.
  public var editConflict: EditConflictPrompt? { editTrack?.prompt }
  /// After "See Both": what the other person saved, shown above the form.
  public var editConflictNotes: [String] { editTrack?.notes ?? [] }

  /// Saves my values over theirs where both changed a field.
  public func keepMineTapped() async {
    guard let conflict = editTrack?.resolving() else { return }
    await perform(action: "Update") {
      try await finish(
        repository.edits(of: conflict.current.id, for: try session.writableAthlete())
          .keepMine(conflict))
    }
  }

  /// Keeps their values where both changed a field, and saves the rest of mine.
  public func keepTheirsTapped() async {
    guard let conflict = editTrack?.resolving() else { return }
    await perform(action: "Update") {
      try await finish(
        repository.edits(of: conflict.current.id, for: try session.writableAthlete())
          .keepTheirs(conflict))
    }
  }

  /// Back to the form, now showing theirs with my changes over it and what they saved.
  public func seeBothTapped() {
    guard let current = editTrack?.conflict?.current, let both = editTrack?.seeBoth() else {
      return
    }
    show(current)
    editForm = DocumentEditForm(document: both)
  }

  private func finish(_ outcome: EditOutcome<Document>) async {
    switch outcome {
    case .saved(let saved):
      show(saved)
      editForm = nil
      editTrack = nil
    case .conflict(let conflict):
      editTrack?.clashed(
        conflict,
        prompt: EditConflictPrompt(
          conflict, thing: "document", fields: DocumentEdit.fields(of: conflict, schools: schools),
          by: await session.name(of: conflict.current.updatedBy)))
    }
  }

  // MARK: Sharing

  public func shareTapped() {
    shareSearch = ""
    shareSelection = []
  }
  public func shareCancelled() { shareSelection = nil }

  public func shareToggled(_ school: School.ID) {
    guard var selection = shareSelection else { return }
    if selection.contains(school) { selection.remove(school) } else { selection.insert(school) }
    shareSelection = selection
  }

  /// Shares with every ticked school.
  public func addSharesTapped() async {
    guard let selection = shareSelection else { return }
    var updated = shares
    let added = schools.filter { selection.contains($0.id) }
    updated.add(added.map(\.id))
    await saveShares(updated, label: "Share with \(added.map(\.name).joined(separator: ", "))")
    if actionError == nil { shareSelection = nil }
  }

  /// Asks before the school stops seeing the document (`shareRemovalPrompt`).
  public func removeShareTapped(_ school: School.ID) { pendingShareRemoval = school }
  public func removeShareCancelled() { pendingShareRemoval = nil }

  /// The question for `pendingShareRemoval`, naming the school.
  public var shareRemovalPrompt: Confirmation? {
    guard let id = pendingShareRemoval else { return nil }
    return SchoolShares.stopSharing(with: schools.first { $0.id == id }?.name ?? "this school")
  }

  /// Stops sharing with the school waiting for confirmation.
  public func removeShareConfirmed() async {
    guard let school = pendingShareRemoval else { return }
    pendingShareRemoval = nil
    var updated = shares
    updated.remove(school)
    let name = schools.first { $0.id == school }?.name ?? "a school"
    await saveShares(updated, label: "Stop sharing with \(name)")
  }

  /// Sharing through the outbox: shown at once, sent with signal or when it returns.
  private func saveShares(_ updated: SchoolShares, label: String) async {
    guard let version = shown else { return }
    await perform(action: "Share") {
      let column = "shared_with_schools"
      let operation = PendingWrite.Operation.update(
        table: Self.table, id: version.id.description, owner: try session.writableAthlete(),
        opened: [column: JSONColumns.of(version)[column] ?? .null],
        mine: [column: .array(updated.schoolIDs.map { .string($0.description) })],
        version: version.updatedAt)
      let saved = try await session.outbox.submit(
        "\(label): \(version.title)", operation, at: clock.now())
      if let row = saved.flatMap({ JSONColumns.row($0, as: Document.self) }) {
        show(row)
      } else {
        showPending(version.id)
      }
    }
  }

  // MARK: Versions

  public func viewVersionTapped(_ version: Document) async {
    await showPreview(of: version)
  }

  public func restoreTapped(_ version: Document) { pendingRestore = version }
  public func restoreCancelled() { pendingRestore = nil }

  /// Makes the chosen version the current one; the database archives the others.
  public func restoreConfirmed() async {
    guard let version = pendingRestore, let user = session.editableAthlete else { return }
    pendingRestore = nil
    await perform(action: "Restore") {
      let restored = try await repository.update(version.id, for: user, with: ["is_current": true])
      try await refreshVersions(of: restored.versionGroupID, for: user)
      show(restored)
      await showPreview(of: restored)
    }
  }

  /// Uploads a picked file as the next version, once it is the same kind as the original.
  public func newVersionPicked(_ file: PickedUpload) async {
    guard let document, let user = session.editableAthlete, let uploader = session.user,
      uploadProgress == nil
    else { return }
    if let problem = NewVersionCheck.problem(mimeType: file.mimeType, for: document) {
      uploadError = problem
      return
    }
    uploadError = nil
    uploadNotice = nil
    uploadProgress = 0
    defer { uploadProgress = nil }
    var draft = DocumentDraft(
      type: document.type, title: document.title, description: document.description,
      schoolID: document.schoolID, fileName: file.fileName, mimeType: file.mimeType)
    draft.sharedWithSchools = document.sharedWithSchools
    draft.version = history.nextVersionNumber
    draft.versionGroupID = document.versionGroupID
    do {
      try await DocumentsRepository.checkContents(of: file.fileURL, as: file.mimeType)
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
    case .recorded(let row?):
      guard let added = JSONColumns.row(row, as: Document.self) else { return }
      try? await refreshVersions(of: added.versionGroupID, for: user)
      show(added)
      await showPreview(of: added)
    case .recorded(nil), .queued:
      uploadNotice = "The new version will finish uploading when the connection is back."
    case .refused(let failure):
      session.uploads.discard(upload.id)
      uploadError = UploadFailure.message(failure)
    }
  }

  /// The new versions of this document still on their way, with where each stands.
  public var pendingUploads: [PendingUpload] {
    let group = document?.versionGroupID.description
    return session.uploads.uploads.filter { $0.row["version_group_id"]?.stringValue == group }
  }

  /// Gives up an upload the server would not take.
  public func discardUploadTapped(_ upload: PendingUpload) { session.uploads.discard(upload.id) }

  /// Sends the files waiting to upload (the screen showing, the app back in front).
  public func uploadsResumed() async { await session.uploads.sync() }

  private func uploadProgressChanged(_ fraction: Double) {
    if uploadProgress != nil { uploadProgress = max(uploadProgress ?? 0, fraction) }
  }

  private func refreshVersions(of group: Document.ID, for user: UserID) async throws {
    let versions = try await repository.versions(of: group, for: user)
    session.cache.store(versions: versions, of: group, at: clock.now())
    history = VersionHistory(versions: versions)
  }

  // MARK: Delete

  public func deleteTapped() { showsDeleteConfirmation = true }
  public func deleteCancelled() { showsDeleteConfirmation = false }

  /// Deletes every version's file, then the document.
  public func deleteConfirmed() async {
    showsDeleteConfirmation = false
    guard let document, let user = session.editableAthlete else { return }
    await perform(action: "Delete") {
      try await repository.deleteGroup(history, group: document.versionGroupID, for: user)
      session.cache.removeDocumentGroup(document.versionGroupID)
      isDeleted = true
    }
  }

  /// Asks before deleting one archived version; the current version is never deleted alone.
  public func deleteVersionTapped(_ version: Document) {
    if history.canDelete(version) { pendingVersionDelete = version }
  }

  public func deleteVersionCancelled() { pendingVersionDelete = nil }

  /// Deletes the archived version and its file; the document and its other versions stay.
  public func deleteVersionConfirmed() async {
    guard let version = pendingVersionDelete, let user = session.editableAthlete else { return }
    pendingVersionDelete = nil
    await perform(action: "Delete") {
      try await repository.deleteVersion(version, for: user)
      history = history.removing(version.id)
      session.cache.removeVersion(version.id)
      session.cache.store(versions: history.versions, of: version.versionGroupID, at: clock.now())
      if version.id == document?.id {
        isDeleted = true
      } else if previewing?.id == version.id, let document {
        await showPreview(of: document)
      }
    }
  }

  public func actionErrorDismissed() { actionError = nil }

  /// Puts a saved row everywhere it shows: the document (itself when it is the current version,
  /// else its shared values), the version being viewed, and the version history, where every
  /// version carries the values that describe and share the whole document.
  private func show(_ updated: Document) {
    if updated.isCurrent || updated.id == document?.id {
      document = updated
    } else {
      document = document?.withGroupValues(of: updated)
    }
    previewing = previewing.map { $0.id == updated.id ? updated : $0.withGroupValues(of: updated) }
    let now = clock.now()
    if history.versions.contains(where: { $0.id == updated.id }) {
      history = history.saving(updated)
      session.cache.store(versions: history.versions, of: updated.versionGroupID, at: now)
    }
    if let document { session.cache.save(document: document, at: now) }
  }

  private func perform(action: String, _ work: () async throws -> Void) async {
    guard !isWorking else { return }
    isWorking = true
    defer { isWorking = false }
    do {
      try await work()
    } catch {
      actionError = FeatureError.alert(for: error, action: action)
    }
  }
}
