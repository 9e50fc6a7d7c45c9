/// The fields of the event form that can carry a message.
public enum EventFormField: String, Hashable, Sendable, CaseIterable {
  case type, name, school, startDate, endDate, url, cost, state, timeZone

  /// The field's label as the form shows it.
  public var label: String {
    switch self {
    case .type: "Event Type"
    case .name: "Event Name"
    case .school: "School"
    case .startDate: "Start Date"
    case .endDate: "End Date"
    case .url: "Event URL"
    case .cost: "Cost"
    case .state: "State"
    case .timeZone: "Time Zone"
    }
  }

  /// Whether the form marks the field with "*".
  public var isRequired: Bool {
    self == .type || self == .name || self == .startDate
  }

  /// VoiceOver: "Event Type, Required field".
  public var accessibilityLabel: String {
    isRequired ? "\(label), Required field" : label
  }
}
