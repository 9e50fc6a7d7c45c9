import CompassDomain
import CompassModels
import Foundation
import SupabaseKit

/// "Export my data" on the phone: the archive `DataArchive` lays out, written to a file on the
/// device through the same REST and Storage calls on both backends, each stored file
/// downloaded to a temporary file and copied in, so memory stays bounded.
struct AccountArchive: Sendable {
  /// Who the archive belongs to.
  struct Owner: Sendable {
    let id: UserID
    let email: String
    let name: String
    let role: FamilyRole
    let createdAt: Date?
  }

  /// An athlete whose data goes in, and the name their folder has.
  struct Athlete: Sendable {
    let id: UserID
    let name: String
  }

  static let page = 1_000

  let client: SupabaseClient
  let locale: Locale
  let timeZone: TimeZone

  /// Writes the archive to `destination`; `progress` hears what is being read.
  func write(
    to destination: URL, owner: Owner, athletes: [Athlete], now: Date,
    progress: @escaping @MainActor @Sendable (String) -> Void
  ) async throws {
    let zip = try ZipFileWriter(creating: destination, modified: now)
    let readme = DataArchive.readme(email: owner.email, athletes: athletes.map(\.name), now: now)
    try zip.add("README.txt", bytes: Array(readme.utf8))
    try zip.add(
      "account.json",
      bytes: DataArchive.account(
        id: owner.id, email: owner.email, name: owner.name, role: owner.role,
        createdAt: owner.createdAt, timeZone: timeZone))
    var names = ArchiveNames()
    for athlete in athletes {
      let folder = names.unique(DataArchive.safe(athlete.name))
      await progress("Reading \(athlete.name)'s data…")
      let tables = try await addTables(of: athlete, folder: folder, to: zip)
      try addReport(of: athlete, tables, folder: folder, now: now, to: zip)
      try await addFiles(tables.documents, folder: folder, to: zip, names: &names, progress)
    }
    try zip.finish()
  }

  private func addTables(of athlete: Athlete, folder: String, to zip: ZipFileWriter)
    async throws -> ArchivedTables
  {
    var read = ArchivedTables()
    for table in DataArchive.tables {
      let pages = try await pages(of: table, athlete: athlete.id)
      let rows = try pages.flatMap {
        try JSONDecoder().decode([[String: JSONValue]].self, from: $0)
      }
      try zip.add("\(folder)/\(table.file).json", bytes: table.json(rows))
      try zip.add("\(folder)/\(table.file).csv", bytes: table.csv(rows))
      try read.keep(pages, of: table)
    }
    return read
  }

  /// Every row of `table` naming `athlete`, a page of answers at a time.
  private func pages(of table: ArchiveTable, athlete: UserID) async throws -> [Data] {
    var pages: [Data] = []
    var start = 0
    while true {
      let answer = try await client.from(table.table).select()
        .eq(table.athleteColumn, value: athlete.description).order("id")
        .range(from: start, to: start + Self.page - 1).execute()
      pages.append(answer.data)
      let count = (try? JSONDecoder().decode([JSONValue].self, from: answer.data).count) ?? 0
      guard count == Self.page else { return pages }
      start += Self.page
    }
  }

  private func addReport(
    of athlete: Athlete, _ tables: ArchivedTables, folder: String, now: Date,
    to zip: ZipFileWriter
  ) throws {
    let report = PerformanceReport(
      athleteName: athlete.name,
      metrics: tables.metrics.sorted { $0.recordedDate < $1.recordedDate },
      filter: MetricFilter(), events: tables.events, locale: locale, timeZone: timeZone,
      generatedAt: now)
    try zip.add("\(folder)/performance.pdf", bytes: Array(report.pdf()))
  }

  /// Each document version's file; one the store no longer has is left out, as on the web.
  private func addFiles(
    _ documents: [Document], folder: String, to zip: ZipFileWriter, names: inout ArchiveNames,
    _ progress: @MainActor @Sendable (String) -> Void
  ) async throws {
    let bucket = client.storage.from(AccountFiles.bucket)
    for (index, document) in documents.sorted(by: {
      ($0.createdAt ?? .distantPast) < ($1.createdAt ?? .distantPast)
    }).enumerated() {
      await progress("Adding file \(index + 1) of \(documents.count)…")
      let download = FileManager.default.temporaryDirectory
        .appendingPathComponent("export-\(UUID().uuidString)")
      defer { try? FileManager.default.removeItem(at: download) }
      do {
        try await bucket.download(path: document.fileURL, to: download)
      } catch let error as StorageError where error.status == 404 || error.status == 400 {
        continue
      }
      let name = names.unique(
        DataArchive.documentFile(
          folder: folder, title: document.title, version: document.version,
          storedName: DocumentFilePath.fileName(of: document.fileURL)))
      try zip.add(name, contentsOf: download)
    }
  }
}

/// The rows the performance report and the files need, decoded from the pages read.
struct ArchivedTables {
  var metrics: [PerformanceMetric] = []
  var events: [Event] = []
  var documents: [Document] = []

  mutating func keep(_ pages: [Data], of table: ArchiveTable) throws {
    func decoded<Row: Decodable>(_: Row.Type) throws -> [Row] {
      try pages.flatMap { try JSONDecoder().decode([Row].self, from: $0) }
    }
    switch table {
    case .metrics: metrics = try decoded(PerformanceMetric.self)
    case .events: events = try decoded(Event.self)
    case .documents: documents = try decoded(Document.self)
    default: break
    }
  }
}
