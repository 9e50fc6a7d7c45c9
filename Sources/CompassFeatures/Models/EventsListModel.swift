import CompassDomain
import CompassModels
import Foundation
import Observation

/// The Events List page: the user's events with search, filters, sort (remembered), the month
/// calendar, tap-to-scroll, delete with confirmation and pull-to-refresh.
@MainActor @Observable
public final class EventsListModel {
  /// Which empty state to show, if any.
  public enum EmptyState: Equatable, Sendable {
    /// "No events yet" with "+ Add Event".
    case noEvents
    /// "No events match your filters" with "Clear filters".
    case noMatches
  }

  public static let sortKey = "eventsList.sort"
  public static let skeletonDelay: Duration = .milliseconds(300)

  public private(set) var phase: LoadPhase = .idle
  public private(set) var isRefreshing = false
  /// Shown over loaded data when a reload fails; the data stays.
  public private(set) var banner: FeatureError?
  /// The data shown came from the last successful load, not the server.
  public private(set) var isOffline = false
  /// Said above the list while it shows what was saved.
  public var offlineNote: String? { isOffline ? OfflineNote.showing("events") : nil }
  /// Rows the server sent that could not be read; the rest still show.
  public private(set) var skippedRows = 0
  public private(set) var filters = EventFilters()
  public private(set) var sort: EventSort
  public private(set) var month: MonthNavigator
  /// The event the list should scroll to after a calendar day was tapped.
  public private(set) var scrollTarget: Event.ID?
  /// The event waiting for the user to confirm its deletion.
  public private(set) var pendingDeletion: Event?
  public private(set) var isDeleting = false
  /// Said over the list when someone else added, changed or removed an event while it was
  /// open ("Dana (parent) added “Fall Showcase”").
  public internal(set) var liveNotice: String?

  @ObservationIgnored let session: AppSession
  @ObservationIgnored private let repository: EventsRepository
  @ObservationIgnored private let settings: any KeyValueStore
  @ObservationIgnored private let clock: AppClock
  @ObservationIgnored private let calendar: Calendar
  @ObservationIgnored private let locale: Locale
  @ObservationIgnored private var prepared: (version: Int, index: EventListIndex)?

  public init(
    session: AppSession, repository: EventsRepository, settings: any KeyValueStore,
    clock: AppClock, calendar: Calendar, locale: Locale
  ) {
    self.session = session
    self.repository = repository
    self.settings = settings
    self.clock = clock
    self.calendar = calendar
    self.locale = locale
    sort = settings.string(forKey: Self.sortKey).flatMap(EventSort.init(rawValue:)) ?? .default
    month = MonthNavigator(today: LocalDate.today(now: clock.now(), calendar: calendar))
  }

  // MARK: What the page shows

  public var today: LocalDate { LocalDate.today(now: clock.now(), calendar: calendar) }

  /// The events that pass the filters, in the chosen order.
  public var results: EventResults {
    index.results(matching: filters, sortedBy: sort, today: today)
  }

  public var resultCountText: String { EventListText.resultCount(results.count) }

  public var monthGrid: MonthGrid {
    MonthGrid(month: month.shownMonth, events: results, today: today, locale: locale)
  }

  public var emptyState: EmptyState? {
    guard phase == .loaded, results.isEmpty else { return nil }
    return index.events.isEmpty ? .noEvents : .noMatches
  }

  public var text: EventListText { EventListText(locale: locale) }

  /// "3 events in the next 30 days · Next: …", over all the user's events.
  public var timeline: TimelineSnippet {
    TimelineSnippet(events: index.events, today: today, locale: locale)
  }

  // MARK: Loading

  /// First appearance: cached events at once (revalidated when stale), else a load with the
  /// skeleton after its delay; offline, the last loaded events with the offline flag.
  public func onAppear() async {
    guard phase == .idle || phaseIsFailed else { return }
    if session.cache.events != nil {
      phase = .loaded
      if !session.cache.eventsAreFresh(at: clock.now()) { await reload() }
      return
    }
    phase = .loading(showsSkeleton: false)
    let skeleton = SkeletonTimer.start(after: Self.skeletonDelay, clock: clock) { [weak self] in
      self?.phase.revealSkeleton()
    }
    await reload()
    skeleton.cancel()
  }

  /// The app came back to the foreground: events older than their lifetime reload.
  public func becameActive() async {
    guard phase == .loaded, !session.cache.eventsAreFresh(at: clock.now()) else { return }
    await reload()
  }

  /// Pull-to-refresh: always asks the server.
  public func refresh() async {
    await reload()
  }

  public func retryTapped() async {
    await reload()
  }

  private var phaseIsFailed: Bool {
    if case .failed = phase { return true }
    return false
  }

  func reload() async {
    guard let user = await session.activeAthlete() else {
      phase = .failed(.signedOut)
      return
    }
    isRefreshing = phase == .loaded
    defer { isRefreshing = false }
    do {
      let decoded = try await repository.all(for: user)
      skippedRows = decoded.failures.count
      session.cache.store(
        events: session.outbox.overlay(decoded.rows, table: "events"), at: clock.now())
      banner = nil
      isOffline = false
      phase = .loaded
    } catch {
      let outcome = LoadFailure.after(error, showing: session.cache.events != nil) {
        session.cache.offlineEvents()
      }
      switch outcome {
      case .banner(let failure):
        banner = failure
        isOffline = failure == .offline
        phase = .loaded
      case .offline(let saved):
        session.cache.store(
          events: session.outbox.overlay(saved, table: "events"), at: .distantPast)
        isOffline = true
        phase = .loaded
      case .failed(let failure): phase = .failed(failure)
      }
    }
  }

  // MARK: Filters and sort

  public func searchChanged(_ text: String) { filters.searchText = text }
  public func typeFilterChanged(_ type: EventType?) { filters.type = type }
  public func statusFilterChanged(_ status: EventStatusFilter) { filters.status = status }
  public func dateRangeChanged(_ range: EventDateRangeFilter) { filters.dateRange = range }
  public func clearFiltersTapped() { filters = EventFilters() }

  /// The chosen order is remembered for next time.
  public func sortChanged(_ newSort: EventSort) {
    sort = newSort
    settings.set(newSort.rawValue, forKey: Self.sortKey)
  }

  // MARK: Calendar

  public func previousMonthTapped() { month.showPrevious() }
  public func nextMonthTapped() { month.showNext() }
  public func currentMonthTapped() { month.showCurrentMonth() }

  /// Scrolls the list to the first shown event on `day`, if there is one.
  public func dayTapped(_ day: LocalDate) {
    scrollTarget = CalendarScroll.target(for: day, in: results)
  }

  public func scrolled() { scrollTarget = nil }

  // MARK: Delete

  public func deleteTapped(_ event: Event) {
    guard !isDeleting else { return }
    pendingDeletion = event
  }

  public func deleteCancelled() { pendingDeletion = nil }

  /// Deletes the event waiting for confirmation; a second tap while it runs does nothing.
  public func deleteConfirmed() async {
    guard let event = pendingDeletion, !isDeleting, let user = session.editableAthlete else {
      return
    }
    isDeleting = true
    defer {
      isDeleting = false
      pendingDeletion = nil
    }
    do {
      try await repository.delete(event.id, for: user)
      session.cache.removeEvent(event.id)
    } catch {
      let failure = FeatureError(error)
      if failure == .notFound { session.cache.removeEvent(event.id) } else { banner = failure }
    }
  }

  public func bannerDismissed() { banner = nil }

  /// What the list says beside an event not yet on the server ("Waiting to sync").
  public func syncNote(for event: Event) -> String? {
    session.outbox.note(for: event.id, in: "events")
  }

  /// The phone's unsent writes, for the header and the changes that need the person.
  public var outbox: Outbox { session.outbox }

  private var index: EventListIndex {
    let version = session.cache.eventsVersion
    if let prepared, prepared.version == version { return prepared.index }
    let index = EventListIndex(events: session.cache.events?.value ?? [], locale: locale)
    prepared = (version, index)
    return index
  }
}
