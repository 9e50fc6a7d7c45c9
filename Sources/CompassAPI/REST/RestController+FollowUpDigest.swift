import CompassDomain
import CompassHTTP
import CompassModels
import CompassStore
import Foundation

/// The morning e-mail of follow-ups due, the caller's own (`compass serve` only: a hosted
/// project has no sender, and answers these names as unknown functions).
enum DigestFunction: String, CaseIterable {
  /// `{on}`.
  case settings = "follow_up_digest"
  /// `on` (true or false) and, to turn it on, `time_zone` (the device's IANA zone; the zone
  /// chosen on the account wins); answers as `settings`.
  case set = "set_follow_up_digest"
}

extension RestController {
  func digest(_ function: DigestFunction, for user: UserID, _ arguments: [String: JSONValue])
    async throws -> JSONValue
  {
    if function == .set {
      guard case .bool(let on)? = arguments["on"] else {
        throw PostgrestError(code: "22023", message: "on must be true or false", kind: .invalid)
      }
      if on {
        try await digests.turnOn(for: user, zone: try await morningZone(of: user, arguments))
      } else {
        try await digests.turnOff(for: user)
      }
    }
    return .object(["on": .bool(try await digests.isOn(for: user))])
  }

  /// The zone the person's morning is counted in: the one chosen on the account, else the
  /// device's, which must name a zone.
  private func morningZone(of user: UserID, _ arguments: [String: JSONValue]) async throws
    -> TimeZone
  {
    let reported = arguments["time_zone"]?.stringValue
    guard reported.flatMap(TimeZone.init(identifier:)) != nil else {
      throw PostgrestError(
        code: "22023", message: "time_zone must name a time zone, like America/New_York",
        kind: .invalid)
    }
    let account = try await accounts.auth.store.user(id: user.description)
    let chosen = account?.userMetadata[PersonalTimeZone.metadataKey]?.stringValue
    return PersonalTimeZone.resolve(chosen: chosen, reported: reported)
  }
}
