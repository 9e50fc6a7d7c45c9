import CompassModels

/// The metric form of the Performance Dashboard and Event Detail, kept as typed. A number is
/// dated on or before the person's today and within `oldest` years of it (a 2099 metric would
/// be the latest and squash the chart), an "Other Metric" is named (each name is a kind of its
/// own, with its own chart and unit), and a decimal comma reads as one ("85,5").
public struct MetricForm: Hashable, Sendable {
  public private(set) var metricType: MetricType?
  /// The name an "Other Metric" is logged under ("Broad Jump").
  public var customName = ""
  public var valueText = ""
  public var recordedDate: LocalDate?
  /// The person's today: the last day a number can have been measured.
  public let today: LocalDate
  public var unit = ""
  public var notes = ""
  public var verified = false
  /// Who or what vouches for the number, when it is verified (kept only then).
  public var verifiedBy: VerificationSource?
  public var eventID: Event.ID?

  /// How far back a number may be dated, in years.
  public static let oldest = 30

  /// A new metric dated today (Performance Dashboard).
  public init(today: LocalDate) {
    self.today = today
    recordedDate = today
  }

  /// A new metric logged at an event: dated to the event's start date, linked to it.
  public init(loggingAt event: Event, today: LocalDate) {
    self.today = today
    recordedDate = event.startDate
    eventID = event.id
  }

  /// The edit form of a saved metric; a kind of the athlete's own is an "Other Metric" with
  /// its name.
  public init(editing metric: PerformanceMetric, today: LocalDate) {
    self.today = today
    if MetricType.allCases.contains(metric.metricType) {
      metricType = metric.metricType
    } else {
      metricType = .other
      customName = metric.metricType.displayName
    }
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

  /// Whether the form asks for a name: an "Other Metric" is logged under one.
  public var needsName: Bool { metricType == .other }

  /// What the number is logged as: the type picked, or an "Other Metric"'s name as a kind of
  /// its own (a name that is one of the known types' is that type).
  public var loggedType: MetricType? {
    guard needsName else { return metricType }
    return MetricType.named(customName)
  }

  /// Messages per field: type, name, value, date.
  public func validate() -> [MetricFormField: String] {
    var errors: [MetricFormField: String] = [:]
    if metricType == nil { errors[.metricType] = MetricFormMessage.typeRequired }
    if needsName, loggedType == nil { errors[.customName] = MetricFormMessage.nameRequired }
    switch Self.parseValue(valueText) {
    case .none: errors[.value] = MetricFormMessage.valueRequired
    case .some(nil): errors[.value] = MetricFormMessage.invalidNumber
    case .some(.some(let value)):
      if let type = loggedType, !type.plausibleRange.contains(value) {
        errors[.value] = type.outOfRangeMessage
      }
    }
    if let problem = dateProblem { errors[.recordedDate] = problem }
    return errors
  }

  /// Why the date cannot be a measurement's: none, after today, or implausibly long ago.
  private var dateProblem: String? {
    guard let recordedDate else { return MetricFormMessage.dateRequired }
    if recordedDate > today { return MetricFormMessage.dateInFuture }
    if recordedDate < earliestDate { return MetricFormMessage.dateTooOld }
    return nil
  }

  /// The first day a number can be dated: `oldest` years before today.
  public var earliestDate: LocalDate {
    today.adding(days: -(Self.oldest * 365 + Self.oldest / 4))
  }

  public var canSubmit: Bool { validate().isEmpty }

  /// The insert/update body, or `nil` while invalid.
  public func payload() -> MetricPayload? {
    guard validate().isEmpty else { return nil }
    return uncheckedPayload()
  }

  /// The columns the form sends when saved, unchecked: what an edit compares (`EditMerge`).
  public var columns: [String: JSONValue] { uncheckedPayload().map(JSONColumns.of) ?? [:] }

  private func uncheckedPayload() -> MetricPayload? {
    guard let metricType = loggedType, let recordedDate,
      case .some(.some(let value)) = Self.parseValue(valueText)
    else { return nil }
    let trimmedNotes = notes.trimmingCharacters(in: .whitespacesAndNewlines)
    return MetricPayload(
      metricType: metricType, value: value, unit: unit.trimmingCharacters(in: .whitespaces),
      recordedDate: recordedDate, eventID: eventID, verified: verified, verifiedBy: verifiedBy,
      notes: trimmedNotes.isEmpty ? nil : trimmedNotes)
  }

  /// `nil` when empty; `.some(nil)` when not a finite number. A comma groups thousands when
  /// every group after it has three digits ("1,250", or beside a point: "1,250.5"); otherwise
  /// it is a decimal comma ("85,5", "6,92").
  static func parseValue(_ text: String) -> Double?? {
    let compact = text.filter { !$0.isWhitespace }
    guard !compact.isEmpty else { return nil }
    let groups = compact.split(separator: ",", omittingEmptySubsequences: false)
    let groupsThousands =
      compact.contains(".")
      || groups.dropFirst().allSatisfy { $0.count == 3 && $0.allSatisfy(\.isNumber) }
    let cleaned =
      groupsThousands
      ? compact.filter { $0 != "," }
      : (groups.count == 2 ? compact.replacingOccurrences(of: ",", with: ".") : compact)
    guard let value = DecimalText.number(cleaned) else { return .some(nil) }
    return .some(value)
  }
}

/// The fields of the metric form that can carry a message.
public enum MetricFormField: String, Hashable, Sendable, CaseIterable {
  case metricType, customName, value, recordedDate
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
  public static let dateInFuture = "Choose a date on or before today"
  public static let dateTooOld = "Choose a date within the last \(MetricForm.oldest) years"
  public static let nameRequired = "Name the metric (for example, Broad Jump)"
  public static let deleteConfirmation = "Delete this metric? This cannot be undone."
}

/// The body of a `performance_metrics` insert or update.
public struct MetricPayload: Hashable, Sendable, Encodable {
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

  /// The columns are the model's own.
  typealias CodingKeys = PerformanceMetric.CodingKeys

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
