import Foundation

/// A person's profile (a row of `profiles`, keyed by their account's id) with what family
/// views need: the name they go by and whether they signed up as an athlete or a parent.
public struct ProfileRecord: Identifiable, Hashable, Sendable {
  public let id: UserID
  public let displayName: String
  public let role: String
  /// The time zone the person chose (an IANA name), which decides their "today".
  public let timeZone: String?

  public init(id: UserID, displayName: String, role: String, timeZone: String? = nil) {
    self.id = id
    self.displayName = displayName
    self.role = role
    self.timeZone = timeZone
  }
}

extension ProfileRecord: Codable {
  /// The column names, exactly as in the `profiles` table.
  public enum CodingKeys: String, CodingKey, CaseIterable {
    case id, role
    case displayName = "display_name"
    case timeZone = "time_zone"
  }

  public init(from decoder: any Decoder) throws {
    try self.init(columns: DecodedColumns<CodingKeys>(decoder))
  }

  /// Reads the row from its columns, as a JSON object or a database row holds them.
  @inlinable
  public init(columns row: some ColumnReader<CodingKeys>) throws {
    self.init(
      id: try row.required(.id), displayName: row.value(.displayName, default: ""),
      role: row.value(.role, default: "athlete"), timeZone: row.optional(.timeZone))
  }

  public func encode(to encoder: any Encoder) throws {
    var row = encoder.container(keyedBy: CodingKeys.self)
    try row.encode(id, forKey: .id)
    try row.encode(displayName, forKey: .displayName)
    try row.encode(role, forKey: .role)
    try row.encodeOrNull(timeZone, forKey: .timeZone)
  }
}
