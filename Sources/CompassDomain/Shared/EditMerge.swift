import CompassModels
import Foundation

/// An edit against the row as it was when its form opened: only the columns the person changed
/// are sent, so a field nobody touched is never rewritten (a state another app stored as
/// "Georgia", a time's seconds, a cost's cents), and a save over a change someone made meanwhile
/// keeps theirs unless both changed the same field.
public struct EditMerge: Hashable, Sendable {
  /// The row's columns as its edit form sends them, when the form opened.
  public let opened: [String: JSONValue]
  /// The columns the person changed, with their new values: what a save sends.
  public let mine: [String: JSONValue]

  /// The edit of a form that opened as `opened` and is now `edited` (both as the form sends
  /// them, so a value the form shows differently from how it is stored reads as unchanged).
  public init(opened: [String: JSONValue], edited: [String: JSONValue]) {
    self.opened = opened
    mine = edited.filter { opened[$0.key] != $0.value }
  }

  /// Changes already worked out, checked against `opened`.
  public init(opened: [String: JSONValue], mine: [String: JSONValue]) {
    self.opened = opened
    self.mine = mine
  }

  /// Nothing was changed: a save sends nothing.
  public var isEmpty: Bool { mine.isEmpty }

  /// The columns both changed: a person saved `current` with a value of their own where this
  /// edit has a different one. Sorted, so every face lists them alike.
  public func clashes(with current: [String: JSONValue]) -> [String] {
    mine.keys.filter { column in
      let theirs = current[column] ?? .null
      return theirs != (opened[column] ?? .null) && theirs != mine[column]
    }.sorted()
  }

  /// The same changes against `current`, keeping the clashing columns mine ("Keep mine").
  public func keepingMine(over current: [String: JSONValue]) -> EditMerge {
    EditMerge(opened: current, mine: mine.filter { current[$0.key] != $0.value })
  }

  /// The changes that do not clash, against `current` ("Keep theirs": their values stay where
  /// both changed a field, the rest of this edit is still saved).
  public func keepingTheirs(over current: [String: JSONValue]) -> EditMerge {
    let clashing = Set(clashes(with: current))
    return EditMerge(
      opened: current,
      mine: mine.filter { !clashing.contains($0.key) && current[$0.key] != $0.value })
  }
}

/// A value's JSON object: the columns an encodable payload or row sends.
public enum JSONColumns {
  public static func of(_ value: some Encodable) -> [String: JSONValue] {
    guard let data = try? JSONEncoder().encode(value),
      case .object(let object) = try? JSONDecoder().decode(JSONValue.self, from: data)
    else { return [:] }
    return object
  }

  /// `row` with `columns` written over it, or `nil` when the result does not read as a row.
  public static func overlay<Row: Codable>(_ columns: [String: JSONValue], on row: Row) -> Row? {
    var object = of(row)
    object.merge(columns) { _, new in new }
    return Self.row(object, as: Row.self)
  }

  /// `columns` read as a row of `Row`, or `nil` when they do not make one.
  public static func row<Row: Decodable>(_ columns: [String: JSONValue], as _: Row.Type = Row.self)
    -> Row?
  {
    guard let data = try? JSONEncoder().encode(columns) else { return nil }
    return try? JSONDecoder().decode(Row.self, from: data)
  }
}
