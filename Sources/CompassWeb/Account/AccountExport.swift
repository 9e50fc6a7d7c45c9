import CompassDomain
import CompassFormats
import CompassModels
import CompassServices
import CompassStore
import Foundation

/// "Download all my data": for each athlete the person may read (themself, or as a parent each
/// linked athlete, named), every table as JSON and CSV, the performance PDF, and every stored
/// file under a readable name; with a README and the person's own account. The tables are
/// read through the one scoping layer, so a parent gets exactly what they may read.
struct AccountExport {
  /// One file of the archive: bytes made here, or a stored file streamed from disk.
  enum Entry: Sendable {
    case bytes(name: String, [UInt8])
    case file(name: String, blob: BlobName, size: Int64)

    var name: String {
      switch self {
      case .bytes(let name, _), .file(let name, _, _): name
      }
    }
  }

  let rest: RestEngine
  let storage: StorageService
  let locale: Locale

  /// Every entry of the archive, in order.
  func entries(for session: WebSessions.Session, now: Date) async throws -> [Entry] {
    var names = ArchiveNames()
    let athletes = session.athletes.athletes
    var entries: [Entry] = [
      .bytes(
        name: "README.txt",
        Array(
          DataArchive.readme(
            email: session.user.email, athletes: athletes.map(session.name(of:)), now: now
          ).utf8)),
      .bytes(name: "account.json", Self.account(session)),
    ]
    for athlete in athletes {
      let folder = names.unique(DataArchive.safe(session.name(of: athlete)))
      let data = ScopedData(engine: rest, user: session.user.id, athlete: athlete.id)
      entries += try await tables(data, folder: folder)
      entries.append(try await performance(data, folder: folder, athlete: athlete, session, now))
      entries += try await files(data, folder: folder, session, names: &names)
    }
    return entries
  }

  private static func account(_ session: WebSessions.Session) -> [UInt8] {
    DataArchive.account(
      id: session.user.id, email: session.user.email,
      name: session.name(of: .own(session.user.id)),
      role: session.athletes.role, createdAt: session.user.createdAt,
      timeZone: session.calendar.timeZone)
  }

  private func tables(_ data: ScopedData, folder: String) async throws -> [Entry] {
    var entries: [Entry] = []
    func add<Row: StoredRow>(_ table: ScopedTable<Row>, _ archived: ArchiveTable) async throws {
      let rows = try await table.listJSON(order: []).map {
        (try? JSONDecoder().decode([String: JSONValue].self, from: Data($0.utf8))) ?? [:]
      }
      entries.append(.bytes(name: "\(folder)/\(archived.file).json", archived.json(rows)))
      entries.append(.bytes(name: "\(folder)/\(archived.file).csv", archived.csv(rows)))
    }
    try await add(data.athleteProfiles, .athleteProfile)
    try await add(data.events, .events)
    try await add(data.metrics, .metrics)
    try await add(data.schools, .schools)
    try await add(data.schoolStatuses, .schoolStatuses)
    try await add(data.coaches, .coaches)
    try await add(data.interactions, .interactions)
    try await add(data.followUps, .followUps)
    try await add(data.documents, .documents)
    try await add(data.shareLinks, .coachesLinks)
    try await add(data.shareViews, .coachesLinkViews)
    try await add(data.familyLinks, .familyLinks)
    return entries
  }

  private func performance(
    _ data: ScopedData, folder: String, athlete: ReachableAthlete, _ session: WebSessions.Session,
    _ now: Date
  ) async throws -> Entry {
    let report = PerformanceReport(
      athleteName: folder, metrics: try await data.metrics.list(order: [.ascending(.recordedDate)]),
      filter: MetricFilter(), events: try await data.events.list(order: []), locale: locale,
      timeZone: session.calendar.timeZone, generatedAt: now)
    return .bytes(name: "\(folder)/performance.pdf", Array(report.pdf()))
  }

  /// Each document version's file, as "files/<title> v<version>.<extension>".
  private func files(
    _ data: ScopedData, folder: String, _ session: WebSessions.Session, names: inout ArchiveNames
  ) async throws -> [Entry] {
    var entries: [Entry] = []
    let documents = try await data.documents.list(order: [.ascending(.createdAt)])
    for document in documents {
      guard let key = try? ObjectKey(bucket: DocumentUpload.bucket, name: document.fileURL),
        let object = try? await storage.object(key, caller: .user(session.user.id))
      else { continue }
      let name = names.unique(
        DataArchive.documentFile(
          folder: folder, title: document.title, version: document.version,
          storedName: DocumentFilePath.fileName(of: document.fileURL)))
      entries.append(.file(name: name, blob: storage.blob(of: object), size: object.size))
    }
    return entries
  }
}
