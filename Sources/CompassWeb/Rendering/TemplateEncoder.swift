/// Encodes a page struct into a `TemplateValue` through its synthesized `Encodable` conformance.
final class TemplateEncoder: Encoder {
  /// Where an encoded value lands: a leaf, an object's fields or a list's items, turned into a
  /// `TemplateValue` once encoding is over.
  final class Slot {
    var leaf: TemplateValue?
    private var fields: [String: Slot]?
    private var items: [Slot]?

    func field(_ key: String) -> Slot {
      let slot = Slot()
      if fields == nil { fields = [:] }
      fields?[key] = slot
      return slot
    }

    func item() -> Slot {
      let slot = Slot()
      if items == nil { items = [] }
      items?.append(slot)
      return slot
    }

    func becomeObject() { if fields == nil { fields = [:] } }
    func becomeList() { if items == nil { items = [] } }

    var value: TemplateValue? {
      if let leaf { return leaf }
      if let fields { return .object(fields.compactMapValues(\.value)) }
      if let items { return .list(items.compactMap(\.value)) }
      return nil
    }
  }

  let slot: Slot
  let codingPath: [any CodingKey] = []
  let userInfo: [CodingUserInfoKey: Any] = [:]

  init(slot: Slot = Slot()) {
    self.slot = slot
  }

  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
    KeyedEncodingContainer(Fields(slot: slot))
  }

  func unkeyedContainer() -> any UnkeyedEncodingContainer {
    Items(slot: slot)
  }

  func singleValueContainer() -> any SingleValueEncodingContainer {
    Single(slot: slot)
  }

  /// Leaves: strings as text, Booleans as flags, numbers as their description; anything else
  /// encodes itself into a nested slot.
  static func encode(_ value: some Encodable, into slot: Slot) throws {
    switch value {
    case let text as String: slot.leaf = .text(text)
    case let flag as Bool: slot.leaf = .flag(flag)
    case let number as any Numeric & CustomStringConvertible: slot.leaf = .text(number.description)
    default: try value.encode(to: TemplateEncoder(slot: slot))
    }
  }

  private struct Fields<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let slot: Slot
    let codingPath: [any CodingKey] = []

    init(slot: Slot) {
      self.slot = slot
      slot.becomeObject()
    }

    mutating func encodeNil(forKey key: Key) throws {}

    mutating func encode(_ value: some Encodable, forKey key: Key) throws {
      try TemplateEncoder.encode(value, into: slot.field(key.stringValue))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
      keyedBy keyType: NestedKey.Type, forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
      KeyedEncodingContainer(Fields<NestedKey>(slot: slot.field(key.stringValue)))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
      Items(slot: slot.field(key.stringValue))
    }

    mutating func superEncoder() -> any Encoder { TemplateEncoder(slot: slot.field("super")) }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
      TemplateEncoder(slot: slot.field(key.stringValue))
    }
  }

  private struct Items: UnkeyedEncodingContainer {
    let slot: Slot
    let codingPath: [any CodingKey] = []
    private(set) var count = 0

    init(slot: Slot) {
      self.slot = slot
      slot.becomeList()
    }

    mutating func encodeNil() throws {}

    mutating func encode(_ value: some Encodable) throws {
      try TemplateEncoder.encode(value, into: slot.item())
      count += 1
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type)
      -> KeyedEncodingContainer<NestedKey>
    {
      count += 1
      return KeyedEncodingContainer(Fields<NestedKey>(slot: slot.item()))
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
      count += 1
      return Items(slot: slot.item())
    }

    mutating func superEncoder() -> any Encoder { TemplateEncoder(slot: slot.item()) }
  }

  private struct Single: SingleValueEncodingContainer {
    let slot: Slot
    let codingPath: [any CodingKey] = []

    mutating func encodeNil() throws {}

    mutating func encode(_ value: some Encodable) throws {
      try TemplateEncoder.encode(value, into: slot)
    }
  }
}
