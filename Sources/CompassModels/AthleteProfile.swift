import Foundation

/// Who the athlete is to a college coach (a row of `athlete_profiles`, one per athlete): class
/// year, positions, bats and throws, size, schools, and what the family chooses to show.
public struct AthleteProfile: Identifiable, Hashable, Sendable {
  public typealias ID = Identifier<AthleteProfile>

  public var id: ID
  public var userID: UserID
  public var graduationYear: Int?
  public var sport: String?
  /// The positions as the athlete writes them ("RHP, 1B").
  public var positions: String?
  public var bats: BattingSide?
  public var throwingArm: ThrowingArm?
  public var heightInches: Int?
  public var weightPounds: Int?
  public var highSchool: String?
  public var clubTeam: String?
  /// Shown to coaches only when filled in.
  public var gpa: Double?
  /// How coaches reach the family, shown only when filled in.
  public var contactEmail: String?
  public var contactPhone: String?
  /// Whether the coaches' page lists the athlete's upcoming events.
  public var showsUpcomingEvents: Bool
  public var createdAt: Date?
  public var updatedAt: Date?
  public var createdBy: UserID?
  public var updatedBy: UserID?

  public init(
    id: ID, userID: UserID, graduationYear: Int? = nil, sport: String? = nil,
    positions: String? = nil, bats: BattingSide? = nil, throwingArm: ThrowingArm? = nil,
    heightInches: Int? = nil, weightPounds: Int? = nil, highSchool: String? = nil,
    clubTeam: String? = nil, gpa: Double? = nil, contactEmail: String? = nil,
    contactPhone: String? = nil, showsUpcomingEvents: Bool = false, createdAt: Date? = nil,
    updatedAt: Date? = nil, createdBy: UserID? = nil, updatedBy: UserID? = nil
  ) {
    self.id = id
    self.userID = userID
    self.graduationYear = graduationYear
    self.sport = sport
    self.positions = positions
    self.bats = bats
    self.throwingArm = throwingArm
    self.heightInches = heightInches
    self.weightPounds = weightPounds
    self.highSchool = highSchool
    self.clubTeam = clubTeam
    self.gpa = gpa
    self.contactEmail = contactEmail
    self.contactPhone = contactPhone
    self.showsUpcomingEvents = showsUpcomingEvents
    self.createdAt = createdAt
    self.updatedAt = updatedAt
    self.createdBy = createdBy
    self.updatedBy = updatedBy
  }
}

extension AthleteProfile: Codable {
  /// The column names, exactly as in the `athlete_profiles` table.
  public enum CodingKeys: String, CodingKey, CaseIterable {
    case id
    case userID = "user_id"
    case graduationYear = "graduation_year"
    case sport, positions, bats
    case throwingArm = "throws"
    case heightInches = "height_inches"
    case weightPounds = "weight_pounds"
    case highSchool = "high_school"
    case clubTeam = "club_team"
    case gpa
    case contactEmail = "contact_email"
    case contactPhone = "contact_phone"
    case showsUpcomingEvents = "shows_upcoming_events"
    case createdAt = "created_at"
    case updatedAt = "updated_at"
    case createdBy = "created_by"
    case updatedBy = "updated_by"
  }

  public init(from decoder: any Decoder) throws {
    try self.init(columns: DecodedColumns<CodingKeys>(decoder))
  }

  /// Reads the row from its columns, as a JSON object or a database row holds them.
  @inlinable
  public init(columns row: some ColumnReader<CodingKeys>) throws {
    id = try row.required(.id)
    userID = try row.required(.userID)
    graduationYear = row.number(.graduationYear).flatMap { Int(exactly: $0) }
    sport = row.optional(.sport)
    positions = row.optional(.positions)
    bats = row.optional(.bats)
    throwingArm = row.optional(.throwingArm)
    heightInches = row.number(.heightInches).flatMap { Int(exactly: $0) }
    weightPounds = row.number(.weightPounds).flatMap { Int(exactly: $0) }
    highSchool = row.optional(.highSchool)
    clubTeam = row.optional(.clubTeam)
    gpa = row.number(.gpa)
    contactEmail = row.optional(.contactEmail)
    contactPhone = row.optional(.contactPhone)
    showsUpcomingEvents = row.value(.showsUpcomingEvents, default: false)
    createdAt = row.timestamp(.createdAt)
    updatedAt = row.timestamp(.updatedAt)
    createdBy = row.optional(.createdBy)
    updatedBy = row.optional(.updatedBy)
  }

  public func encode(to encoder: any Encoder) throws {
    var row = encoder.container(keyedBy: CodingKeys.self)
    try row.encode(id, forKey: .id)
    try row.encode(userID, forKey: .userID)
    try row.encodeOrNull(graduationYear, forKey: .graduationYear)
    try row.encodeOrNull(sport, forKey: .sport)
    try row.encodeOrNull(positions, forKey: .positions)
    try row.encodeOrNull(bats, forKey: .bats)
    try row.encodeOrNull(throwingArm, forKey: .throwingArm)
    try row.encodeOrNull(heightInches, forKey: .heightInches)
    try row.encodeOrNull(weightPounds, forKey: .weightPounds)
    try row.encodeOrNull(highSchool, forKey: .highSchool)
    try row.encodeOrNull(clubTeam, forKey: .clubTeam)
    try row.encodeOrNull(gpa, forKey: .gpa)
    try row.encodeOrNull(contactEmail, forKey: .contactEmail)
    try row.encodeOrNull(contactPhone, forKey: .contactPhone)
    try row.encode(showsUpcomingEvents, forKey: .showsUpcomingEvents)
    try row.encodeTimestamp(createdAt, forKey: .createdAt)
    try row.encodeTimestamp(updatedAt, forKey: .updatedAt)
    try row.encodeOrNull(createdBy, forKey: .createdBy)
    try row.encodeOrNull(updatedBy, forKey: .updatedBy)
  }
}

/// Which side of the plate the athlete hits from (`athlete_profiles.bats`).
public struct BattingSide: OpenEnum {
  public let rawValue: String

  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  public static let right = Self(rawValue: "right")
  public static let left = Self(rawValue: "left")
  public static let switchHitter = Self(rawValue: "switch")

  public static let allCases: [Self] = [.right, .left, .switchHitter]
}

/// The athlete's throwing arm (`athlete_profiles.throws`).
public struct ThrowingArm: OpenEnum {
  public let rawValue: String

  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  public static let right = Self(rawValue: "right")
  public static let left = Self(rawValue: "left")

  public static let allCases: [Self] = [.right, .left]
}
