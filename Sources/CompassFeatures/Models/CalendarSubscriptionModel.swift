import CompassDomain
import CompassModels
import Foundation
import Observation
import SupabaseKit

/// "Subscribe in Calendar" from the Events List: the person's private link to the season of
/// the athlete on screen, handed to the phone as `webcal://` so Calendar subscribes and keeps
/// the events, their changes and reminders up to date; the reminders the link carries; making
/// a new link (the old one stops) and ending it. A backend without feeds says so.
@MainActor @Observable
public final class CalendarSubscriptionModel {
  public private(set) var phase: LoadPhase = .idle
  public private(set) var isSubscribed = false
  /// The reminders as the person is setting them; kept as typed when saving fails.
  public var remindsEveningBefore = true
  public var eveningTime = FeedReminders.eveningDefault
  public var remindsAtCheckIn = true
  public var checkInLeadMinutes = 0
  /// The link to open, once made; the view opens it and says so.
  public private(set) var link: URL?
  public private(set) var error: String?
  public private(set) var notice: String?
  public private(set) var isWorking = false
  /// Making a new link while one exists waits for the person to agree the old one stops.
  public private(set) var confirmsNewLink = false
  public private(set) var confirmsStop = false

  @ObservationIgnored private let session: AppSession
  @ObservationIgnored private let repository: CalendarFeedRepository
  @ObservationIgnored private let calendar: Calendar
  @ObservationIgnored private var saved = FeedReminders.standard

  public init(session: AppSession, repository: CalendarFeedRepository, calendar: Calendar) {
    self.session = session
    self.repository = repository
    self.calendar = calendar
  }

  static let unsupported = ServerOnlyFunction.message("Calendar subscriptions")
  public static let newLinkWarning =
    "A calendar already subscribed with your current link stops updating. Subscribe again there with the new link."
  public static let stopWarning =
    "Calendars subscribed with your link stop updating, and the events are removed from them at their next refresh."
  public static let explanation = CalendarFeed.explanation

  /// The check-in reminder's choices, with the one saved among them.
  public var leadChoices: [Int] { FeedReminders.leadChoices(including: checkInLeadMinutes) }

  /// "At check-in time", "15 minutes before", "2 hours before".
  public static func leadLabel(_ minutes: Int) -> String { FeedReminders.leadLabel(minutes) }

  /// Whether a link exists, under the button.
  public var linkStatus: String {
    isSubscribed
      ? "You have a calendar link. A new one, for another device, stops the current one."
      : "Calendar asks you to confirm, then adds the season as its own calendar."
  }

  /// "Jordan's recruiting season", or "My recruiting season" on the athlete's own phone.
  public var calendarName: String {
    let athlete = session.athlete
    return CalendarFeed.name(athlete: athlete?.name ?? "", isViewer: athlete?.isViewer ?? true)
  }

  /// What the reminders are, in words, for the screen's footer.
  public var remindersSummary: String { chosenReminders.summary }

  public var hasUnsavedReminders: Bool { chosenReminders != saved }

  /// Save Reminders: only with a link, once something changed.
  public var canSaveReminders: Bool { isSubscribed && hasUnsavedReminders }

  /// The evening time as the phone's time picker holds it (on a fixed day; the picker shows
  /// only the time).
  public var eveningPickerDate: Date {
    LocalDate(dayNumber: 0).instant(in: calendar, at: eveningTime) ?? Date(timeIntervalSince1970: 0)
  }

  public func onAppear() async {
    guard phase == .idle else { return }
    await load()
  }

  public func retryTapped() async { await load() }

  public func eveningPicked(_ date: Date) {
    let parts = calendar.dateComponents([.hour, .minute], from: date)
    guard let hour = parts.hour, let minute = parts.minute,
      let time = LocalTime(hour: hour, minute: minute)
    else { return }
    eveningTime = time
  }

  public func subscribeTapped() async {
    if isSubscribed {
      confirmsNewLink = true
    } else {
      await makeLink()
    }
  }

  public func newLinkConfirmed() async {
    confirmsNewLink = false
    await makeLink()
  }

  public func newLinkCancelled() { confirmsNewLink = false }

  /// The phone took the link: it is not offered again.
  public func linkOpened() { link = nil }

  public func saveRemindersTapped() async {
    let reminders = chosenReminders
    await perform {
      guard let athlete = await session.activeAthlete() else { throw FeatureError.signedOut }
      apply(try await repository.setReminders(reminders, for: athlete))
      notice = "Reminders saved. Calendars pick them up at their next refresh."
    }
  }

  public func stopTapped() { confirmsStop = true }

  public func stopCancelled() { confirmsStop = false }

  public func stopConfirmed() async {
    confirmsStop = false
    await perform {
      guard let athlete = await session.activeAthlete() else { throw FeatureError.signedOut }
      apply(try await repository.end(for: athlete))
      notice = "Your calendar link is stopped."
    }
  }

  public func errorDismissed() { error = nil }

  public func noticeDismissed() { notice = nil }

  private var chosenReminders: FeedReminders {
    FeedReminders(
      dayBeforeAt: remindsEveningBefore ? eveningTime : nil,
      checkInLeadMinutes: remindsAtCheckIn ? checkInLeadMinutes : nil)
  }

  private func load() async {
    guard let athlete = await session.activeAthlete() else {
      phase = .failed(.signedOut)
      return
    }
    phase = .loading(showsSkeleton: false)
    do {
      let settings = try await repository.settings(for: athlete)
      isSubscribed = settings.isSubscribed
      saved = settings.reminders
      show(settings.reminders)
      phase = .loaded
    } catch  where ServerOnlyFunction.isMissing(error) {
      phase = .loaded
      self.error = Self.unsupported
    } catch {
      phase = .failed(FeatureError(error))
    }
  }

  private func makeLink() async {
    await perform {
      guard let athlete = await session.activeAthlete() else { throw FeatureError.signedOut }
      let made = try await repository.create(for: athlete)
      link = URL(string: made.webcal)
      isSubscribed = true
    }
  }

  /// What the server kept: the screen shows it.
  private func apply(_ settings: CalendarFeedRepository.Settings) {
    isSubscribed = settings.isSubscribed
    saved = settings.reminders
    show(settings.reminders)
  }

  private func show(_ reminders: FeedReminders) {
    remindsEveningBefore = reminders.dayBeforeAt != nil
    eveningTime = reminders.dayBeforeAt ?? eveningTime
    remindsAtCheckIn = reminders.checkInLeadMinutes != nil
    checkInLeadMinutes = reminders.checkInLeadMinutes ?? checkInLeadMinutes
  }

  /// One change at a time; a failure is said in words and what was chosen stays.
  private func perform(_ work: () async throws -> Void) async {
    guard !isWorking else { return }
    isWorking = true
    defer { isWorking = false }
    error = nil
    notice = nil
    do {
      try await work()
    } catch  where ServerOnlyFunction.isMissing(error) {
      self.error = Self.unsupported
    } catch {
      self.error = FeatureError(error).message
    }
  }
}
