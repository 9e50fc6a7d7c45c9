import CompassModels

/// A row body with `user_id` added: the server fills it in anyway, but a hosted project's
/// row-level security checks it on insert.
struct Owned<Payload: Encodable & Sendable>: Encodable, Sendable {
  let payload: Payload
  let userID: UserID

  private enum CodingKeys: String, CodingKey { case userID = "user_id" }

  func encode(to encoder: any Encoder) throws {
    try payload.encode(to: encoder)
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(userID, forKey: .userID)
  }
}
