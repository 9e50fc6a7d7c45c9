import Foundation
import Observation

/// The morning e-mail switch under the phone's follow-ups, as on the web's Account page: each
/// morning at 7:00 the person's time, the follow-ups due that day or overdue for every athlete
/// they may read. A server that sends none (a hosted Supabase project) is said so, and the
/// switch is not offered.
@MainActor @Observable
public final class FollowUpDigestModel {
  /// Whether the e-mail is on, as the server last said; `nil` until it has.
  public private(set) var isOn: Bool?
  /// `false` once the server has said it sends no such e-mail.
  public private(set) var isOffered = true
  public private(set) var isWorking = false
  /// Why the last change did not take; the switch shows what the server kept.
  public private(set) var error: String?
  /// The switch takes a change once the server has said where it stands, one at a time.
  public var canToggle: Bool { isOn != nil && !isWorking }

  /// What the switch says.
  public static let title = "Morning e-mail of follow-ups due"
  public static let explanation =
    "Each morning at 7:00 your time: what is due that day or overdue. Nothing due, no e-mail."
  static let unsupported = ServerOnlyFunction.message("Morning e-mails")

  @ObservationIgnored private let repository: FollowUpDigestRepository
  @ObservationIgnored private let timeZone: TimeZone

  public init(repository: FollowUpDigestRepository, timeZone: TimeZone) {
    self.repository = repository
    self.timeZone = timeZone
  }

  public func onAppear() async {
    await perform { isOn = try await repository.isOn() }
  }

  /// Turns it on or off; refused, the switch goes back to what the server kept.
  public func toggled(_ on: Bool) async {
    guard isOffered, on != isOn else { return }
    await perform { isOn = try await repository.set(on: on, timeZone: timeZone) }
  }

  private func perform(_ work: () async throws -> Void) async {
    guard !isWorking else { return }
    isWorking = true
    defer { isWorking = false }
    error = nil
    do {
      try await work()
    } catch  where ServerOnlyFunction.isMissing(error) {
      isOffered = false
      self.error = Self.unsupported
    } catch {
      self.error = FeatureError(error).message
    }
  }
}
