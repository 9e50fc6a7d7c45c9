import Foundation

/// One measured number — a fastball velocity, a 60-yard dash time … (a row of
/// `performance_metrics`).
public struct PerformanceMetric: Identifiable, Hashable, Sendable {
  public typealias ID = Identifier<PerformanceMetric>

  public var id: ID
  public var userID: UserID
  public var eventID: Event.ID?
  public var metricType: MetricType
  public var value: Double
  public var unit: String
  public var recordedDate: LocalDate
  public var notes: String?
  public var verified: Bool
  /// What vouches for the number of a verified metric.
  public var verifiedBy: VerificationSource?
  public var createdAt: Date?
  public var updatedAt: Date?
  /// Who added the row (`nil` for rows older than family accounts).
  public var createdBy: UserID?
  /// Who last changed the row.
  public var updatedBy: UserID?

  public init(
    id: ID, userID: UserID, eventID: Event.ID? = nil, metricType: MetricType, value: Double,
    unit: String, recordedDate: LocalDate, notes: String? = nil, verified: Bool = false,
    verifiedBy: VerificationSource? = nil, createdAt: Date? = nil, updatedAt: Date? = nil,
    createdBy: UserID? = nil,
    updatedBy: UserID? = nil
  ) {
    self.id = id
    self.userID = userID
    self.eventID = eventID
    self.metricType = metricType
    self.value = value
    self.unit = unit
    self.recordedDate = recordedDate
    self.notes = notes
    self.verified = verified
    self.verifiedBy = verifiedBy
    self.createdAt = createdAt
    self.updatedAt = updatedAt
    self.createdBy = createdBy
    self.updatedBy = updatedBy
  }
}

extension PerformanceMetric: Codable {
  /// The column names, exactly as in the `performance_metrics` table.
  public enum CodingKeys: String, CodingKey, CaseIterable {
    case id
    case userID = "user_id"
    case eventID = "event_id"
    case metricType = "metric_type"
    case value, unit
    case recordedDate = "recorded_date"
    case notes, verified
    case verifiedBy = "verified_by"
    case createdAt = "created_at"
    case updatedAt = "updated_at"
    case createdBy = "created_by"
    case updatedBy = "updated_by"
  }

  public init(from decoder: any Decoder) throws {
    try self.init(columns: DecodedColumns<CodingKeys>(decoder))
  }

  /// A metric without a value or a valid date cannot be charted and is skipped by list
  /// decoding; a missing unit reads as "" and a missing type as `other`.
  @inlinable
  public init(columns row: some ColumnReader<CodingKeys>) throws {
    id = try row.required(.id)
    userID = try row.required(.userID)
    eventID = row.optional(.eventID)
    metricType = row.value(.metricType, default: .other)
    value = try row.requiredNumber(.value)
    unit = row.value(.unit, default: "")
    recordedDate = try row.required(.recordedDate)
    notes = row.optional(.notes)
    verified = row.value(.verified, default: false)
    verifiedBy = row.optional(.verifiedBy)
    createdAt = row.timestamp(.createdAt)
    updatedAt = row.timestamp(.updatedAt)
    createdBy = row.optional(.createdBy)
    updatedBy = row.optional(.updatedBy)
  }

  public func encode(to encoder: any Encoder) throws {
    var row = encoder.container(keyedBy: CodingKeys.self)
    try row.encode(id, forKey: .id)
    try row.encode(userID, forKey: .userID)
    try row.encodeOrNull(eventID, forKey: .eventID)
    try row.encode(metricType, forKey: .metricType)
    try row.encode(value, forKey: .value)
    try row.encode(unit, forKey: .unit)
    try row.encode(recordedDate, forKey: .recordedDate)
    try row.encodeOrNull(notes, forKey: .notes)
    try row.encode(verified, forKey: .verified)
    if let verifiedBy { try row.encode(verifiedBy, forKey: .verifiedBy) }
    try row.encodeTimestamp(createdAt, forKey: .createdAt)
    try row.encodeTimestamp(updatedAt, forKey: .updatedAt)
    try row.encodeOrNull(createdBy, forKey: .createdBy)
    try row.encodeOrNull(updatedBy, forKey: .updatedBy)
  }
}
