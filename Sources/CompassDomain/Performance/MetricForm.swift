import CompassModels

/// The metric form of the Performance Dashboard and Event Detail, kept as typed.
public struct MetricForm: Hashable, Sendable {
  public private(set) var metricType: MetricType?
  public var valueText = ""
  public var recordedDate: LocalDate?
  public var unit = ""
  public var notes = ""
  public var verified = false
  /// Who or what vouches for the number, when it is verified (kept only then).
  public var verifiedBy: VerificationSource?
  public var eventID: Event.ID?

  /// A new metric dated today (Performance Dashboard).
  public init(today: LocalDate) {
    recordedDate = today
  }

  /// A new metric logged at an event: dated to the event's start date, linked to it.
  public init(loggingAt event: Event) {
    recordedDate = event.startDate
    eventID = event.id
  }

  /// The edit form of a saved metric.
  public init(editing metric: PerformanceMetric) {
    metricType = metric.metricType
    valueText = MetricValueFormatter.editableText(metric.value)
    recordedDate = metric.recordedDate
    unit = metric.unit
    notes = metric.notes ?? ""
    verified = metric.verified
    verifiedBy = metric.verifiedBy
    eventID = metric.eventID
  }

  /// Picks the type; the unit follows unless the user typed one of their own.
  public mutating func setMetricType(_ type: MetricType?) {
    if unit.isEmpty || unit == metricType?.defaultUnit { unit = type?.defaultUnit ?? "" }
    metricType = type
  }

  /// Messages per field: type, value, date.
  public func validate() -> [MetricFormField: String] {
    var errors: [MetricFormField: String] = [:]
    if metricType == nil { errors[.metricType] = MetricFormMessage.typeRequired }
    switch Self.parseValue(valueText) {
    case .none: errors[.value] = MetricFormMessage.valueRequired
    case .some(nil): errors[.value] = MetricFormMessage.invalidNumber
    case .some(.some(let value)):
      if let metricType, !metricType.plausibleRange.contains(value) {
        errors[.value] = metricType.outOfRangeMessage
      }
    }
    if recordedDate == nil { errors[.recordedDate] = MetricFormMessage.dateRequired }
    return errors
  }

  public var canSubmit: Bool { validate().isEmpty }

  /// The insert/update body, or `nil` while invalid.
  public func payload() -> MetricPayload? {
    guard let metricType, let recordedDate,
      case .some(.some(let value)) = Self.parseValue(valueText),
      metricType.plausibleRange.contains(value)
    else { return nil }
    let trimmedNotes = notes.trimmingCharacters(in: .whitespacesAndNewlines)
    return MetricPayload(
      metricType: metricType, value: value, unit: unit.trimmingCharacters(in: .whitespaces),
      recordedDate: recordedDate, eventID: eventID, verified: verified, verifiedBy: verifiedBy,
      notes: trimmedNotes.isEmpty ? nil : trimmedNotes)
  }

  /// `nil` when empty; `.some(nil)` when not a finite number; grouping commas allowed.
  static func parseValue(_ text: String) -> Double?? {
    let cleaned = text.filter { !$0.isWhitespace && $0 != "," }
    guard !cleaned.isEmpty else { return nil }
    guard let value = DecimalText.number(cleaned) else { return .some(nil) }
    return .some(value)
  }
}

/// The fields of the metric form that can carry a message.
public enum MetricFormField: String, Hashable, Sendable, CaseIterable {
  case metricType, value, recordedDate
}

/// The metric form's messages, word for word from the specs.
public enum MetricFormMessage {
  /// Said after a metric is logged or an edit is saved.
  public static let logged = "Metric logged."
  public static let saved = "Changes saved."
  public static let typeRequired = "Please select a metric type"
  public static let valueRequired = "Please enter a value"
  public static let invalidNumber = "Please enter a valid number"
  public static let dateRequired = "Please select a date"
  public static let deleteConfirmation = "Delete this metric? This cannot be undone."
}

/// The body of a `performance_metrics` insert or update.
public struct MetricPayload: Hashable, Sendable, Codable {
  public var metricType: MetricType
  public var value: Double
  public var unit: String
  public var recordedDate: LocalDate
  public var eventID: Event.ID?
  public var verified: Bool
  public var verifiedBy: VerificationSource?
  public var notes: String?

  public init(
    metricType: MetricType, value: Double, unit: String, recordedDate: LocalDate,
    eventID: Event.ID?, verified: Bool, verifiedBy: VerificationSource? = nil, notes: String?
  ) {
    self.metricType = metricType
    self.value = value
    self.unit = unit
    self.recordedDate = recordedDate
    self.eventID = eventID
    self.verified = verified
    self.verifiedBy = verified ? verifiedBy : nil
    self.notes = notes
  }

  enum CodingKeys: String, CodingKey {
    case metricType = "metric_type"
    case value, unit
    case recordedDate = "recorded_date"
    case eventID = "event_id"
    case verified, notes
    case verifiedBy = "verified_by"
  }

  public func encode(to encoder: any Encoder) throws {
    var body = encoder.container(keyedBy: CodingKeys.self)
    try body.encode(metricType, forKey: .metricType)
    try body.encode(value, forKey: .value)
    try body.encode(unit, forKey: .unit)
    try body.encode(recordedDate, forKey: .recordedDate)
    try body.encodeOrNull(eventID, forKey: .eventID)
    try body.encode(verified, forKey: .verified)
    try body.encodeOrNull(verifiedBy, forKey: .verifiedBy)
    try body.encodeOrNull(notes, forKey: .notes)
  }
}
