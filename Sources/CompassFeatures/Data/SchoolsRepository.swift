import CompassModels
import Foundation
import SupabaseKit

/// The signed-in user's schools over SupabaseKit.
public struct SchoolsRepository: Sendable {
  let client: SupabaseClient

  public init(client: SupabaseClient) {
    self.client = client
  }

  /// The user's schools by name.
  public func all(for user: UserID) async throws -> [School] {
    try await client.from("schools").select().eq("user_id", value: user.description)
      .order("name").execute().value
  }
}

/// A school to add: its name (required), city and state.
public struct NewSchool: Encodable, Sendable, Equatable {
  public var name: String
  public var city: String?
  public var state: String?

  public init(name: String, city: String? = nil, state: String? = nil) {
    self.name = name
    self.city = city
    self.state = state
  }

  enum CodingKeys: String, CodingKey {
    case name, city, state, location
  }

  public func encode(to encoder: any Encoder) throws {
    var body = encoder.container(keyedBy: CodingKeys.self)
    try body.encode(name, forKey: .name)
    try body.encodeIfPresent(city, forKey: .city)
    try body.encodeIfPresent(state, forKey: .state)
    let place = [city, state].compactMap { $0 }.joined(separator: ", ")
    if !place.isEmpty { try body.encode(place, forKey: .location) }
  }
}
