import Foundation
import SupabaseKit

/// The person's morning e-mail of follow-ups due (`rpc/follow_up_digest` and
/// `rpc/set_follow_up_digest`, served by `compass serve`; a hosted Supabase project, which has
/// no sender, answers them as unknown functions).
public struct FollowUpDigestRepository: Sendable {
  let client: SupabaseClient

  public init(client: SupabaseClient) {
    self.client = client
  }

  /// Whether the e-mail is on.
  public func isOn() async throws -> Bool {
    let answer: Answer = try await client.rpc("follow_up_digest").execute().value
    return answer.on
  }

  /// Turns the e-mail on, its morning counted in `timeZone` (unless the account has a zone
  /// chosen), or off; whether it is on now.
  public func set(on: Bool, timeZone: TimeZone) async throws -> Bool {
    let answer: Answer = try await client.rpc(
      "set_follow_up_digest", params: Setting(on: on, timeZone: timeZone.identifier)
    ).execute().value
    return answer.on
  }

  private struct Setting: Encodable {
    let on: Bool
    let timeZone: String

    enum CodingKeys: String, CodingKey {
      case on
      case timeZone = "time_zone"
    }
  }

  private struct Answer: Decodable {
    let on: Bool
  }
}
