import CompassDomain
import CompassModels

/// What the metric form partial shows: the typed values, their messages, the metric types with
/// their usual units, and where the form posts. Used by Event Detail and the Performance page.
struct MetricFormView: Encodable {
  /// A metric type choice; `unit` lets the script fill the unit in.
  struct TypeOption: Encodable {
    let value: String
    let label: String
    let unit: String
    let selected: Bool
  }

  let action: SitePath
  let submitLabel: String
  let cancelHref: SitePath
  let csrf: String
  let typeOptions: [TypeOption]
  let typeError: String?
  /// An "Other Metric"'s name; the field shows while Other Metric is picked (or without script).
  let customName: String
  let nameError: String?
  let needsName: Bool
  let nameLimit = MetricType.longestName
  let value: String
  let valueError: String?
  let unit: String
  let date: String
  let dateError: String?
  let notes: String
  let verified: Bool
  let sources: [SelectOption]
  let eventID: String?
  let isOpen: Bool
  /// An edit's start and clash panel (`EditCarry`); none on a new metric.
  let edit: EditCarry?
  /// Why the last save did not go through, when it was not what was typed.
  let failure: String?

  /// The form for `form`; messages show once it has been submitted.
  init(
    _ form: MetricForm, action: SitePath, submitLabel: String, cancelHref: SitePath, csrf: String,
    showsMessages: Bool, isOpen: Bool, edit: EditCarry? = nil, failure: String? = nil
  ) {
    self.edit = edit
    self.failure = failure
    let errors = showsMessages ? form.validate() : [:]
    self.action = action
    self.submitLabel = submitLabel
    self.cancelHref = cancelHref
    self.csrf = csrf
    typeOptions =
      [
        TypeOption(
          value: "", label: "-- Select a metric --", unit: "", selected: form.metricType == nil)
      ]
      + MetricType.allCases.map {
        TypeOption(
          value: $0.rawValue, label: $0.displayName, unit: $0.defaultUnit,
          selected: $0 == form.metricType)
      }
    typeError = errors[.metricType]
    customName = form.customName
    nameError = errors[.customName]
    needsName = form.needsName
    value = form.valueText
    valueError = errors[.value]
    unit = form.unit
    date = form.recordedDate?.description ?? ""
    dateError = errors[.recordedDate]
    notes = form.notes
    verified = form.verified
    sources =
      [
        SelectOption(
          value: "", label: VerificationText.notSaid, selected: form.verifiedBy == nil)
      ]
      + VerificationSource.allCases.map {
        SelectOption(
          value: $0.rawValue, label: VerificationText.label($0), selected: $0 == form.verifiedBy)
      }
    eventID = form.eventID?.description
    self.isOpen = isOpen || !errors.isEmpty
  }
}

extension MetricForm {
  /// Reads a posted metric form over `self`, which carries the defaults (date, event).
  mutating func read(_ posted: MetricFormFields) {
    setMetricType(MetricType(known: posted.metricType))
    customName = posted.metricName ?? ""
    valueText = posted.value ?? ""
    if let unit = posted.unit?.trimmingCharacters(in: .whitespaces), !unit.isEmpty {
      self.unit = unit
    }
    if let date = posted.recordedDate { recordedDate = LocalDate(date) }
    notes = posted.notes ?? ""
    verified = posted.verified != nil
    verifiedBy = posted.verifiedBy.flatMap(VerificationSource.init(rawValue:))
  }
}

/// The metric form's fields as a browser posts them.
struct MetricFormFields: Codable, Sendable, EditFormCarrier {
  let metricType: String?
  /// An "Other Metric"'s name.
  let metricName: String?
  let value: String?
  let unit: String?
  let recordedDate: String?
  let notes: String?
  /// A checkbox: present when ticked.
  let verified: String?
  /// Who or what vouches for it: a `VerificationSource`, or empty.
  let verifiedBy: String?
  var opened: String?
  var openedAt: String?
  var resolve: String?
  var clashes: String?

  enum CodingKeys: String, CodingKey {
    case value, unit, notes, verified
    case verifiedBy = "verified_by"
    case metricType = "metric_type"
    case metricName = "metric_name"
    case opened, resolve, clashes
    case openedAt = "opened_at"
    case recordedDate = "recorded_date"
  }
}

extension MetricFormFields {
  /// The fields as the form shows `form`: what a browser posts when nothing is changed.
  init(shown form: MetricForm) {
    metricType = form.metricType?.rawValue
    metricName = form.customName
    value = form.valueText
    unit = form.unit
    recordedDate = form.recordedDate?.description
    notes = form.notes
    verified = form.verified ? "1" : nil
    verifiedBy = form.verifiedBy?.rawValue ?? ""
  }
}
