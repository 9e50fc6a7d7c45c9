import CompassDomain
import CompassModels
import Foundation
import Observation
import SupabaseKit

/// The phone's "Signed-in devices": each browser or app signed in to the account, when it was
/// last used, and "Sign out" for one or for every other; the same calls on both backends
/// (`account_sessions`, `end_account_session`, GoTrue's `logout?scope=others`).
@MainActor @Observable
public final class DevicesModel {
  public private(set) var devices: [SignedInDevice] = []
  public private(set) var error: FeatureError?
  public private(set) var isWorking = false

  @ObservationIgnored private let session: AppSession
  @ObservationIgnored private let now: @Sendable () -> Date
  @ObservationIgnored private let calendar: Calendar
  @ObservationIgnored private let locale: Locale

  public init(
    session: AppSession, now: @escaping @Sendable () -> Date = Date.init,
    calendar: Calendar = .current, locale: Locale = .current
  ) {
    self.session = session
    self.now = now
    self.calendar = calendar
    self.locale = locale
  }

  /// What the server answers for each session.
  struct Row: Decodable, Sendable {
    let id: String
    let userAgent: String?
    let createdAt: String
    let lastUsedAt: String
    let current: Bool

    enum CodingKeys: String, CodingKey {
      case id, current
      case userAgent = "user_agent"
      case createdAt = "created_at"
      case lastUsedAt = "last_used_at"
    }
  }

  public var hasOthers: Bool { devices.contains { !$0.isCurrent } }

  public func load() async {
    await work {
      let rows: [Row] = try await self.session.client.rpc("account_sessions").execute().value
      self.devices = SignedInDevice.listed(rows.map(self.device))
    }
  }

  public func signOutTapped(_ device: SignedInDevice) async {
    await work {
      try await self.session.client.rpc("end_account_session", params: ["session": device.id])
        .execute()
    }
    await load()
  }

  public func signOutOthersTapped() async {
    await work { try await self.session.client.auth.signOut(scope: "others") }
    await load()
  }

  private func device(_ row: Row) -> SignedInDevice {
    let lastUsed = Timestamp.parse(row.lastUsedAt) ?? now()
    return SignedInDevice(
      id: row.id, device: row.userAgent, startedAt: Timestamp.parse(row.createdAt) ?? lastUsed,
      lastUsedAt: lastUsed, isCurrent: row.current, now: now(), calendar: calendar,
      locale: locale)
  }

  private func work(_ body: () async throws -> Void) async {
    isWorking = true
    defer { isWorking = false }
    do {
      try await body()
      error = nil
    } catch {
      self.error = FeatureError(error)
    }
  }
}
