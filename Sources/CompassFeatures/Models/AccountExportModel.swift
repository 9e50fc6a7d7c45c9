import CompassDomain
import CompassModels
import Foundation
import Observation

/// "Export my data" on the phone: the same archive as the web's "Download all my data" (every
/// table as JSON and CSV, the performance PDF and every stored file, for each athlete the
/// person may read), written to a file on the device and handed to the share sheet.
@MainActor @Observable
public final class AccountExportModel {
  /// The archive, once written; the share sheet offers it.
  public private(set) var archive: URL?
  /// What is being read while the archive is written ("Adding file 3 of 12…").
  public private(set) var progress: String?
  public private(set) var error: FeatureError?

  @ObservationIgnored private let session: AppSession
  @ObservationIgnored private let clock: AppClock
  @ObservationIgnored private let calendar: Calendar
  @ObservationIgnored private let locale: Locale
  @ObservationIgnored private let folder: URL

  /// - Parameter folder: where the archive is written (the app's temporary folder).
  public init(
    session: AppSession, clock: AppClock = .live, calendar: Calendar = .current,
    locale: Locale = .current, folder: URL = FileManager.default.temporaryDirectory
  ) {
    self.session = session
    self.clock = clock
    self.calendar = calendar
    self.locale = locale
    self.folder = folder
  }

  public var isWorking: Bool { progress != nil }

  /// What the export holds, said before it starts.
  public var summary: String {
    let athletes = session.family?.athletes.filter { !$0.isViewer }.map(\.name) ?? []
    let whose = athletes.isEmpty ? "your data" : "\(athletes.joined(separator: " and "))'s data"
    return "A ZIP file with \(whose): every table as a spreadsheet (CSV) and as JSON, "
      + "the performance report, and every document's file."
  }

  /// Writes the archive, replacing the last one made.
  public func exportTapped() async {
    guard !isWorking, let user = session.user else { return }
    progress = "Preparing…"
    defer { progress = nil }
    removeArchive()
    do {
      guard let family = await familyAthletes() else { throw FeatureError.signedOut }
      let now = clock.now()
      let destination = folder.appendingPathComponent(
        DataArchive.fileName(day: LocalDate.today(now: now, calendar: calendar)))
      let writer = AccountArchive(
        client: session.client, locale: locale, timeZone: calendar.timeZone)
      try await writer.write(
        to: destination, owner: await owner(user), athletes: family, now: now,
        progress: { self.progress = $0 })
      archive = destination
      error = nil
    } catch {
      try? FileManager.default.removeItem(
        at: folder.appendingPathComponent(
          DataArchive.fileName(day: LocalDate.today(now: clock.now(), calendar: calendar))))
      self.error = FeatureError(error)
    }
  }

  /// Deletes the archive from the device once it has been shared or the screen closes.
  public func removeArchive() {
    if let archive { try? FileManager.default.removeItem(at: archive) }
    archive = nil
  }

  private func familyAthletes() async -> [AccountArchive.Athlete]? {
    _ = await session.activeAthlete()
    guard let family = session.family else { return nil }
    return family.athletes.map { .init(id: $0.id, name: session.name(of: $0)) }
  }

  private func owner(_ user: UserID) async -> AccountArchive.Owner {
    let created = await session.client.auth.currentUser.flatMap { Timestamp.parse($0.createdAt) }
    return AccountArchive.Owner(
      id: user, email: session.email ?? "", name: session.ownReportName,
      role: session.family?.role ?? .athlete, createdAt: created)
  }
}
