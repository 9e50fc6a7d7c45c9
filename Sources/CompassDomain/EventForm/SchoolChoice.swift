import CompassModels

/// The School dropdown of the event form.
public enum SchoolChoice: Hashable, Sendable {
  /// "-- Select a school --": nothing chosen yet.
  case notSelected
  /// "None": the event has no school.
  case none
  case existing(School.ID)
  /// "Other (not listed)": a school name the user typed; saving makes it a school of its own,
  /// never a location.
  case other(name: String)

  /// The school id the row stores; `other` has none until it is created.
  public var schoolID: School.ID? {
    if case .existing(let id) = self { return id }
    return nil
  }

  /// "Other (not listed)" without a name: the form refuses it, and the dialog cannot confirm it.
  public var isOtherWithoutName: Bool {
    if case .other(let name) = self { return name.trimmingCharacters(in: .whitespaces).isEmpty }
    return false
  }
}
