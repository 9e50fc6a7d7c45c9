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
  /// One signed-in device as the list shows it.
  public struct Device: Equatable, Sendable, Identifiable {
    public let id: String
    public let name: String
    public let lastUse: String
    public let isCurrent: Bool
  }

  public private(set) var devices: [Device] = []
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
    let lastUsedAt: String
    let current: Bool

    enum CodingKeys: String, CodingKey {
      case id, current
      case userAgent = "user_agent"
      case lastUsedAt = "last_used_at"
    }
  }

  public var hasOthers: Bool { devices.contains { !$0.isCurrent } }

  public func load() async {
    await work {
      let rows: [Row] = try await self.session.client.rpc("account_sessions").execute().value
      let devices = rows.map(self.device)
      self.devices = devices.filter(\.isCurrent) + devices.filter { !$0.isCurrent }
    }
  }

  public func signOutTapped(_ device: Device) async {
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

  private func device(_ row: Row) -> Device {
    let agent = row.userAgent ?? ""
    let name =
      agent.contains("/") ? DeviceName.of(userAgent: agent, clientInfo: nil) : agent
    let used = Timestamp.parse(row.lastUsedAt).map {
      LastUse.text($0, now: now(), calendar: calendar, locale: locale)
    }
    return Device(
      id: row.id, name: name.isEmpty ? "A browser or app" : name,
      lastUse: row.current ? "This device" : used ?? "", isCurrent: row.current)
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
