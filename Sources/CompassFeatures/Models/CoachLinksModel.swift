import CompassDomain
import CompassModels
import Foundation
import Observation
import SupabaseKit

/// Document Detail's "Coaches' links" on the phone: for each school the document is shared
/// with, its links and what coaches opened; making a link (shown once, for the share sheet),
/// and revoking one after asking. The same words and rules as the web (`ShareLinkText`,
/// `ShareActivity`, `ShareLinkTerms`).
@MainActor @Observable
public final class CoachLinksModel {
  /// One school the document is shared with, its links and what was opened.
  public struct SchoolLinks: Identifiable, Sendable, Equatable {
    public let school: School
    public let links: [Line]
    public let activity: [String]
    public var id: School.ID { school.id }
  }

  /// One link as the list shows it.
  public typealias Line = ShareLinksOverview.Line

  /// A link just made, offered to the share sheet once.
  public struct Created: Sendable, Equatable {
    public let url: URL
    public let school: String
  }

  public private(set) var phase: LoadPhase = .idle
  public private(set) var sections: [SchoolLinks] = []
  public private(set) var error: String?
  public private(set) var isWorking = false
  /// The school a new link is being made for; its terms as typed.
  public private(set) var draftSchool: School?
  public var draftDays = ShareLinkTerms.defaultDays
  public var draftIncludesMetrics = false
  public var draftLabel = ""
  public private(set) var created: Created?
  public private(set) var pendingRevoke: Line?

  @ObservationIgnored private let session: AppSession
  @ObservationIgnored private let repository: ShareLinkRepository
  @ObservationIgnored private let clock: AppClock
  @ObservationIgnored private let calendar: Calendar
  @ObservationIgnored private let locale: Locale
  @ObservationIgnored private var shown:
    (document: Document, versions: [Document], schools: [School])?
  @ObservationIgnored private var links: [ShareLinkRecord] = []
  @ObservationIgnored private var views: [ShareViewRecord] = []

  public init(
    session: AppSession, repository: ShareLinkRepository, clock: AppClock, calendar: Calendar,
    locale: Locale
  ) {
    self.session = session
    self.repository = repository
    self.clock = clock
    self.calendar = calendar
    self.locale = locale
  }

  static let unsupported = ServerOnlyFunction.message("Links for coaches")
  public static let dayChoices = ShareLinkTerms.dayChoices

  public static func lengthLabel(_ days: Int) -> String { ShareLinkText.length(days) }

  /// Reads the links and what was opened for `document` (through any of its `versions`),
  /// shared with some of `schools`.
  public func documentShown(_ document: Document, versions: [Document], schools: [School]) async {
    shown = (document, versions, schools)
    guard let athlete = await session.activeAthlete() else {
      phase = .failed(.signedOut)
      return
    }
    if phase == .idle { phase = .loading(showsSkeleton: false) }
    do {
      links = try await repository.links(of: athlete)
      views = try await repository.views(
        of: athlete, documents: ([document] + versions).map(\.id))
      arrange()
      phase = .loaded
    } catch {
      phase = .failed(FeatureError(error))
    }
  }

  public func makeLinkTapped(for school: School) {
    draftSchool = school
    draftDays = ShareLinkTerms.defaultDays
    draftIncludesMetrics = false
    draftLabel = ""
  }

  public func makeLinkCancelled() { draftSchool = nil }

  public func makeLinkConfirmed() async {
    guard let school = draftSchool else { return }
    let terms = ShareLinkTerms.chosen(
      days: draftDays, includesMetrics: draftIncludesMetrics, label: draftLabel)
    guard case .success(let chosen) = terms else {
      if case .failure(let problem) = terms { error = problem.message }
      return
    }
    await perform {
      let athlete = try session.writableAthlete()
      let made = try await repository.create(for: athlete, school: school.id, terms: chosen)
      draftSchool = nil
      if let url = URL(string: made.url) { created = Created(url: url, school: school.name) }
      links = try await repository.links(of: athlete)
      arrange()
    }
  }

  /// The share sheet closed, or the person dismissed the new link: it is not shown again.
  public func createdDismissed() { created = nil }

  public func revokeTapped(_ line: Line) { pendingRevoke = line }

  public func revokeCancelled() { pendingRevoke = nil }

  public func revokeConfirmed() async {
    guard let line = pendingRevoke else { return }
    pendingRevoke = nil
    await perform {
      let athlete = try session.writableAthlete()
      try await repository.revoke(line.id, at: clock.now())
      links = try await repository.links(of: athlete)
      arrange()
    }
  }

  public func errorDismissed() { error = nil }

  private func arrange() {
    guard let (document, versions, schools) = shown else { return }
    let overview = ShareLinksOverview(
      links: links, views: views,
      schoolNames: Dictionary(
        schools.map { ($0.id, $0.name) }, uniquingKeysWith: { first, _ in first }),
      now: clock.now(), timeZone: calendar.timeZone, locale: locale)
    let ids = Set(([document] + versions).map(\.id))
    sections = schools.filter { document.sharedWithSchools.contains($0.id) }.map { school in
      let shared = overview.document(ids, school: school.id, named: school.name)
      return SchoolLinks(
        school: school, links: shared.links, activity: shared.activity.map { [$0] } ?? [])
    }
  }

  /// One change at a time; a failure is said in words and the form keeps what was typed.
  private func perform(_ work: () async throws -> Void) async {
    guard !isWorking else { return }
    isWorking = true
    defer { isWorking = false }
    error = nil
    do {
      try await work()
    } catch  where ServerOnlyFunction.isMissing(error) {
      self.error = Self.unsupported
    } catch {
      self.error = FeatureError(error).message
    }
  }
}
