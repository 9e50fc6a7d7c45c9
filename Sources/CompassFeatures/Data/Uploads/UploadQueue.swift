import CompassModels
import Foundation
import Observation
import SupabaseKit

/// Documents' files on their way to the server, kept on the phone until each is recorded: a
/// copy of the picked file and where its bytes stand outlive the app being killed and a lost
/// connection, and each goes on from the bytes the server has (TUS past 6 MB), in the order
/// picked. Once a file is in, its document row goes through the outbox, so it too survives
/// anything. A file the server will never take stays with its reason until discarded.
@MainActor @Observable
public final class UploadQueue {
  /// What a new upload came to right away.
  public enum Outcome: Equatable, Sendable {
    /// The file is in: the document as recorded (`nil` while its row waits in the outbox).
    case recorded([String: JSONValue]?)
    /// Kept to send later.
    case queued
    case refused(FeatureError)
  }

  /// The uploads not yet recorded, oldest first.
  public private(set) var uploads: [PendingUpload] = []

  @ObservationIgnored private let store: any SnapshotStore
  @ObservationIgnored private let folder: URL
  @ObservationIgnored private let client: SupabaseClient
  @ObservationIgnored private let outbox: Outbox
  @ObservationIgnored private let clock: AppClock
  @ObservationIgnored private var user: UserID?
  @ObservationIgnored private var results: [UUID: Outcome] = [:]
  @ObservationIgnored private var listeners: [UUID: @Sendable (Double) -> Void] = [:]
  @ObservationIgnored private var running: Task<Void, Never>?
  @ObservationIgnored private let retries: RetryPacer

  /// - Parameters:
  ///   - store: where the list is kept (the outbox's folder, never cleared with the pages').
  ///   - folder: where the copies of picked files wait.
  init(
    client: SupabaseClient, outbox: Outbox, store: any SnapshotStore, folder: URL,
    clock: AppClock
  ) {
    self.client = client
    self.outbox = outbox
    self.store = store
    self.folder = folder
    self.clock = clock
    retries = RetryPacer(clock: clock)
  }

  /// Opens `user`'s uploads (read from disk); `nil` on sign-out, keeping them for their return.
  func open(for user: UserID?) {
    guard user != self.user else { return }
    retries.cancel()
    self.user = user
    uploads =
      user.flatMap { store.load(Self.fileName($0)) }
      .flatMap { try? JSONDecoder().decode([PendingUpload].self, from: $0) }?
      .map(Self.unsent) ?? []
  }

  /// Copies `file` for `upload` and keeps both, then sends what waits, this one in its turn;
  /// `progress` hears 0…1 while it goes.
  public func add(
    _ upload: PendingUpload, copying file: URL, progress: (@Sendable (Double) -> Void)? = nil
  ) async -> Outcome {
    guard user != nil else { return .refused(.signedOut) }
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try FileManager.default.copyItem(at: file, to: copy(of: upload.id))
    } catch {
      return .refused(.unexpected("The file could not be kept for uploading"))
    }
    uploads.append(upload)
    listeners[upload.id] = progress
    persist()
    await sync()
    listeners[upload.id] = nil
    return results.removeValue(forKey: upload.id) ?? .queued
  }

  /// Sends the waiting uploads in order; stops when the network keeps one back. A sync asked
  /// for while one runs goes after it.
  public func sync() async {
    while let running { await running.value }
    guard user != nil else { return }
    let pass = Task {
      await sendWaiting()
      running = nil
    }
    running = pass
    await pass.value
  }

  /// Gives up an upload: its copy goes, and nothing is recorded.
  public func discard(_ id: UUID) {
    uploads.removeAll { $0.id == id }
    try? FileManager.default.removeItem(at: copy(of: id))
    persist()
  }

  private func sendWaiting() async {
    let sender = UploadSender(client: client)
    while let next = uploads.first(where: { $0.state == .waiting }) {
      mark(next.id, .sending)
      let outcome = await sender.send(next, from: copy(of: next.id)) { [weak self] sent, state in
        Task { @MainActor in self?.advanced(next.id, to: sent, state: state) }
      }
      switch outcome {
      case .unreachable:
        mark(next.id, .waiting)
        retries.schedule { [weak self] in await self?.sync() }
        return
      case .refused(let failure): refuse(next.id, failure)
      case .sent: await record(next)
      }
    }
  }

  /// Records the document of a file that is in, through the outbox.
  private func record(_ upload: PendingUpload) async {
    retries.succeeded()
    let write = PendingWrite(
      made: clock.now(), label: "Add \(upload.title)",
      operation: .insert(table: "documents", row: upload.row))
    switch await outbox.add(write) {
    case .sent(let row): results[upload.id] = .recorded(row)
    case .queued, .conflict: results[upload.id] = .recorded(nil)
    case .refused(let failure):
      outbox.discard(write.id)
      _ = try? await client.storage.from(DocumentsRepository.bucket).remove(paths: [upload.path])
      return refuse(upload.id, failure)
    }
    uploads.removeAll { $0.id == upload.id }
    try? FileManager.default.removeItem(at: copy(of: upload.id))
    persist()
  }

  private func refuse(_ id: UUID, _ failure: FeatureError) {
    results[id] = .refused(failure)
    mark(id, .refused(failure.message))
  }

  /// The server has `sent` bytes: kept on disk with the state to resume from.
  private func advanced(_ id: UUID, to sent: Int64, state: ResumableUploadState?) {
    guard let index = uploads.firstIndex(where: { $0.id == id }) else { return }
    uploads[index].sent = max(uploads[index].sent, sent)
    if let state { uploads[index].resumable = state }
    listeners[id]?(uploads[index].fraction)
    if state != nil { persist() }
  }

  private func mark(_ id: UUID, _ state: PendingUpload.State) {
    guard let index = uploads.firstIndex(where: { $0.id == id }) else { return }
    uploads[index].state = state
    persist()
  }

  private func persist() {
    guard let user, let data = try? JSONEncoder().encode(uploads) else { return }
    store.save(data, as: Self.fileName(user))
  }

  private func copy(of id: UUID) -> URL { folder.appending(path: UUIDText.lowercase(id)) }

  /// An upload that was going when the app stopped goes on from the bytes the server has.
  private static func unsent(_ upload: PendingUpload) -> PendingUpload {
    var upload = upload
    if upload.state == .sending { upload.state = .waiting }
    return upload
  }

  private static func fileName(_ user: UserID) -> String { "uploads-\(user).json" }
}
