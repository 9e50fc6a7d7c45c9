import CompassModels
import Foundation

/// A value as the store binds it, built from the typed value itself: a date stays a
/// `LocalDate` and an id a `UUID` until the bind writes the column's form, with no text in
/// between to parse again.
package enum StoreValue: Sendable, Equatable {
  case null
  case text(String)
  case integer(Int)
  case number(Double)
  case flag(Bool)
  case uuid(UUID)
  case uuids([UUID])
  case date(LocalDate)
  case time(LocalTime)
  case instant(Date)
  case json(JSONValue)
}

/// Values already typed column by column (`RowValues`): the encoder takes them as they are.
package protocol StoreColumns {
  var storeColumns: [String: StoreValue] { get }
}

/// A typed value the store binds as it is: ids, dates, times, instants and plain values.
package protocol StoreValueRepresentable {
  var storeValue: StoreValue { get }
}

extension Identifier: StoreValueRepresentable {
  package var storeValue: StoreValue { .uuid(uuid) }
}

extension UUID: StoreValueRepresentable {
  package var storeValue: StoreValue { .uuid(self) }
}

extension LocalDate: StoreValueRepresentable {
  package var storeValue: StoreValue { .date(self) }
}

extension LocalTime: StoreValueRepresentable {
  package var storeValue: StoreValue { .time(self) }
}

extension Date: StoreValueRepresentable {
  package var storeValue: StoreValue { .instant(self) }
}

extension String: StoreValueRepresentable {
  package var storeValue: StoreValue { .text(self) }
}

extension Bool: StoreValueRepresentable {
  package var storeValue: StoreValue { .flag(self) }
}

extension Int: StoreValueRepresentable {
  package var storeValue: StoreValue { .integer(self) }
}

extension Double: StoreValueRepresentable {
  package var storeValue: StoreValue { .number(self) }
}

extension JSONValue: StoreValueRepresentable {
  package var storeValue: StoreValue { .json(self) }
}

extension VerificationSource: StoreValueRepresentable {
  package var storeValue: StoreValue { .text(rawValue) }
}

extension StoreValueRepresentable where Self: OpenEnum {
  /// An open enumeration is stored as its raw text.
  package var storeValue: StoreValue { .text(rawValue) }
}

extension MetricType: StoreValueRepresentable {}
extension EventType: StoreValueRepresentable {}
extension EventSource: StoreValueRepresentable {}
extension SchoolDivision: StoreValueRepresentable {}
extension CoachRole: StoreValueRepresentable {}
extension InteractionType: StoreValueRepresentable {}
extension InteractionDirection: StoreValueRepresentable {}
extension InteractionSentiment: StoreValueRepresentable {}
extension DocumentType: StoreValueRepresentable {}
extension BattingSide: StoreValueRepresentable {}
extension ThrowingArm: StoreValueRepresentable {}

/// Encodes a model's written columns straight into the values the store binds, keyed by its
/// coding keys: ids, dates, times and instants go in as themselves (`StoreValueRepresentable`),
/// plain values as their kind, and only a nested object (a `jsonb` column) as JSON.
package enum StoreValueEncoder {
  /// The columns `model` encodes; a `nil` optional is left out, as `JSONEncoder` leaves it out.
  package static func columns(of model: some Encodable) throws -> [String: StoreValue] {
    if let typed = model as? any StoreColumns { return typed.storeColumns }
    let columns = Columns()
    try model.encode(to: KeyedEncoder(columns: columns))
    return columns.values
  }

  /// The value one encodable holds: typed when it is one of the store's types, else what its
  /// own encoding writes.
  static func value(of encodable: some Encodable) throws -> StoreValue {
    if let typed = encodable as? any StoreValueRepresentable { return typed.storeValue }
    if let list = encodable as? [any StoreValueRepresentable] { return list.storeValue }
    let single = SingleValue()
    do {
      try encodable.encode(to: single)
    } catch is NestedValue {
      return .json(try JSONDecoder().decode(JSONValue.self, from: JSONEncoder().encode(encodable)))
    }
    return single.value ?? .null
  }

  /// The columns written so far.
  final class Columns {
    var values: [String: StoreValue] = [:]
  }

  /// Thrown when a value writes more than one value: it is stored as JSON.
  struct NestedValue: Error {}

  /// The top-level encoder: a keyed container per column.
  struct KeyedEncoder: Encoder {
    let columns: Columns
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
      KeyedEncodingContainer(ColumnContainer<Key>(columns: columns))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer { NestedContainer() }

    func singleValueContainer() -> any SingleValueEncodingContainer { NestedContainer() }
  }

  /// One column per key.
  struct ColumnContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let columns: Columns
    var codingPath: [any CodingKey] { [] }

    mutating func encodeNil(forKey key: Key) throws { columns.values[key.stringValue] = .null }
    mutating func encode(_ value: Bool, forKey key: Key) throws {
      columns.values[key.stringValue] = .flag(value)
    }
    mutating func encode(_ value: String, forKey key: Key) throws {
      columns.values[key.stringValue] = .text(value)
    }
    mutating func encode(_ value: Double, forKey key: Key) throws {
      columns.values[key.stringValue] = .number(value)
    }
    mutating func encode(_ value: Int, forKey key: Key) throws {
      columns.values[key.stringValue] = .integer(value)
    }
    mutating func encode(_ value: some Encodable, forKey key: Key) throws {
      columns.values[key.stringValue] = try StoreValueEncoder.value(of: value)
    }
    mutating func nestedContainer<NestedKey: CodingKey>(
      keyedBy keyType: NestedKey.Type, forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
      KeyedEncodingContainer(NestedKeyed<NestedKey>())
    }
    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
      NestedContainer()
    }
    mutating func superEncoder() -> any Encoder { SingleValue() }
    mutating func superEncoder(forKey key: Key) -> any Encoder { SingleValue() }
  }

  /// Captures the one plain value a type writes with `singleValueContainer()`.
  final class SingleValue: Encoder, SingleValueEncodingContainer {
    var value: StoreValue?
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
      KeyedEncodingContainer(NestedKeyed<Key>())
    }
    func unkeyedContainer() -> any UnkeyedEncodingContainer { NestedContainer() }
    func singleValueContainer() -> any SingleValueEncodingContainer { self }

    func encodeNil() throws { value = .null }
    func encode(_ value: Bool) throws { self.value = .flag(value) }
    func encode(_ value: String) throws { self.value = .text(value) }
    func encode(_ value: Double) throws { self.value = .number(value) }
    func encode(_ value: Int) throws { self.value = .integer(value) }
    func encode(_ value: some Encodable) throws {
      self.value = try StoreValueEncoder.value(of: value)
    }
  }

  /// A container of a nested value: its first write says the value is JSON.
  struct NestedContainer: UnkeyedEncodingContainer, SingleValueEncodingContainer {
    var codingPath: [any CodingKey] { [] }
    var count: Int { 0 }

    mutating func encodeNil() throws { throw NestedValue() }
    mutating func encode(_ value: some Encodable) throws { throw NestedValue() }
    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type)
      -> KeyedEncodingContainer<NestedKey>
    {
      KeyedEncodingContainer(NestedKeyed<NestedKey>())
    }
    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer { self }
    mutating func superEncoder() -> any Encoder { SingleValue() }
  }

  /// A keyed container of a nested value: its first write says the value is JSON.
  struct NestedKeyed<Key: CodingKey>: KeyedEncodingContainerProtocol {
    var codingPath: [any CodingKey] { [] }

    mutating func encodeNil(forKey key: Key) throws { throw NestedValue() }
    mutating func encode(_ value: some Encodable, forKey key: Key) throws { throw NestedValue() }
    mutating func nestedContainer<NestedKey: CodingKey>(
      keyedBy keyType: NestedKey.Type, forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
      KeyedEncodingContainer(NestedKeyed<NestedKey>())
    }
    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
      NestedContainer()
    }
    mutating func superEncoder() -> any Encoder { SingleValue() }
    mutating func superEncoder(forKey key: Key) -> any Encoder { SingleValue() }
  }
}

extension Array where Element == any StoreValueRepresentable {
  /// A list of ids is a `uuid[]`; any other list is JSON.
  var storeValue: StoreValue {
    let values = map(\.storeValue)
    let ids = values.compactMap { value -> UUID? in
      if case .uuid(let id) = value { return id }
      return nil
    }
    if ids.count == values.count { return .uuids(ids) }
    return .json(.array(values.map(\.jsonValue)))
  }
}

extension StoreValue {
  /// The value as PostgREST writes it in JSON.
  var jsonValue: JSONValue {
    switch self {
    case .null: .null
    case .text(let text): .string(text)
    case .integer(let number): .number(Double(number))
    case .number(let number): .number(number)
    case .flag(let flag): .bool(flag)
    case .uuid(let id): .string(UUIDText.lowercase(id))
    case .uuids(let ids): .array(ids.map { .string(UUIDText.lowercase($0)) })
    case .date(let date): .string(date.description)
    case .time(let time): .string(time.description)
    case .instant(let instant): .string(Timestamp.format(instant))
    case .json(let json): json
    }
  }
}
