import Foundation
import Observation
import SupabaseKit

/// "Subscribe in Calendar" on the Events List: makes a private link to the season of the
/// athlete on screen and hands it to the phone as `webcal://`, so Calendar subscribes and keeps
/// the events, their changes and reminders up to date. A backend without feeds says so.
@MainActor @Observable
public final class CalendarSubscriptionModel {
  /// The link to open, once made; the view opens it and says so.
  public private(set) var link: URL?
  public private(set) var error: String?
  public private(set) var isWorking = false

  @ObservationIgnored private let session: AppSession
  @ObservationIgnored private let repository: CalendarFeedRepository

  public init(session: AppSession, repository: CalendarFeedRepository) {
    self.session = session
    self.repository = repository
  }

  static let unsupported =
    "Calendar subscriptions need a Recruiting Compass server; this one does not offer them."

  public func subscribeTapped() async {
    guard !isWorking else { return }
    guard let athlete = await session.activeAthlete() else {
      error = FeatureError.signedOut.message
      return
    }
    isWorking = true
    defer { isWorking = false }
    error = nil
    do {
      let made = try await repository.create(for: athlete)
      link = URL(string: made.webcal)
    } catch let refused as PostgrestError where refused.code == "PGRST202" {
      error = Self.unsupported
    } catch {
      self.error = FeatureError(error).message
    }
  }

  /// The phone took the link: it is not offered again.
  public func linkOpened() { link = nil }

  public func errorDismissed() { error = nil }
}
