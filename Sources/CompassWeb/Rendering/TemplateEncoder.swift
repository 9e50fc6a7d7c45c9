import CompassModels

/// Encodes a page struct into a `TemplateValue` through its synthesized `Encodable` conformance,
/// building each value as its `encode(to:)` returns: one pass, one dictionary per object.
final class TemplateEncoder: Encoder {
  /// The value one `encode(to:)` writes: a leaf, an object's fields or a list's items.
  /// Containers nested by hand (which synthesized conformances never ask for) are kept
  /// apart and filled in when the value is read.
  final class Builder {
    var leaf: TemplateValue?
    var fields: [String: TemplateValue]?
    var items: [TemplateValue]?
    private var nestedFields: [String: Builder] = [:]
    private var nestedItems: [(index: Int, builder: Builder)] = []

    func nestedField(_ key: String) -> Builder {
      becomeObject()
      let builder = Builder()
      nestedFields[key] = builder
      return builder
    }

    func nestedItem() -> Builder {
      becomeList()
      let builder = Builder()
      nestedItems.append((items?.count ?? 0, builder))
      items?.append(.object([:]))
      return builder
    }

    /// A page's objects have up to a dozen fields: room for them from the start, rather
    /// than growing (and rehashing) four times.
    func becomeObject() { if fields == nil { fields = Dictionary(minimumCapacity: 12) } }
    func becomeList() { if items == nil { items = [] } }

    var value: TemplateValue? {
      if let leaf { return leaf }
      if var fields {
        for (key, builder) in nestedFields { fields[key] = builder.value }
        return .object(fields)
      }
      if var items {
        for (index, builder) in nestedItems { items[index] = builder.value ?? .object([:]) }
        return .list(items)
      }
      return nil
    }
  }

  let builder: Builder
  /// The athlete the page is about, whose part of the site its `SitePath`s are written for.
  let athlete: UserID?
  let codingPath: [any CodingKey] = []
  let userInfo: [CodingUserInfoKey: Any] = [:]

  init(builder: Builder = Builder(), athlete: UserID?) {
    self.builder = builder
    self.athlete = athlete
  }

  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
    KeyedEncodingContainer(Fields(builder: builder, athlete: athlete))
  }

  func unkeyedContainer() -> any UnkeyedEncodingContainer {
    Items(builder: builder, athlete: athlete)
  }

  func singleValueContainer() -> any SingleValueEncodingContainer {
    Single(builder: builder, athlete: athlete)
  }

  /// Leaves: strings as text, Booleans as flags, numbers as their description; anything else
  /// encodes itself into a builder of its own. The common leaves are told apart by their type
  /// (a pointer comparison), not by a dynamic cast per value. A `SitePath` is written for
  /// `athlete`.
  static func value<T: Encodable>(of value: T, for athlete: UserID?) throws -> TemplateValue? {
    if T.self == String.self, let text = value as? String { return .text(text) }
    if T.self == Bool.self, let flag = value as? Bool { return .flag(flag) }
    if T.self == Int.self, let number = value as? Int { return .text(String(number)) }
    if T.self == Double.self, let number = value as? Double { return .text(number.description) }
    if T.self == SitePath.self, let path = value as? SitePath {
      return .text(path.written(for: athlete))
    }
    let builder = Builder()
    try value.encode(to: TemplateEncoder(builder: builder, athlete: athlete))
    return builder.value
  }

  private struct Fields<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let builder: Builder
    let athlete: UserID?
    let codingPath: [any CodingKey] = []

    init(builder: Builder, athlete: UserID?) {
      self.builder = builder
      self.athlete = athlete
      builder.becomeObject()
    }

    mutating func encodeNil(forKey key: Key) throws {}

    mutating func encode(_ value: String, forKey key: Key) throws {
      builder.fields?[key.stringValue] = .text(value)
    }

    mutating func encode(_ value: Bool, forKey key: Key) throws {
      builder.fields?[key.stringValue] = .flag(value)
    }

    mutating func encode(_ value: some Encodable, forKey key: Key) throws {
      builder.fields?[key.stringValue] = try TemplateEncoder.value(of: value, for: athlete)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
      keyedBy keyType: NestedKey.Type, forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
      KeyedEncodingContainer(
        Fields<NestedKey>(builder: builder.nestedField(key.stringValue), athlete: athlete))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
      Items(builder: builder.nestedField(key.stringValue), athlete: athlete)
    }

    mutating func superEncoder() -> any Encoder {
      TemplateEncoder(builder: builder.nestedField("super"), athlete: athlete)
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
      TemplateEncoder(builder: builder.nestedField(key.stringValue), athlete: athlete)
    }
  }

  private struct Items: UnkeyedEncodingContainer {
    let builder: Builder
    let athlete: UserID?
    let codingPath: [any CodingKey] = []
    private(set) var count = 0

    init(builder: Builder, athlete: UserID?) {
      self.builder = builder
      self.athlete = athlete
      builder.becomeList()
    }

    mutating func encodeNil() throws {}

    mutating func encode(_ value: some Encodable) throws {
      if let item = try TemplateEncoder.value(of: value, for: athlete) {
        builder.items?.append(item)
      }
      count += 1
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type)
      -> KeyedEncodingContainer<NestedKey>
    {
      count += 1
      return KeyedEncodingContainer(
        Fields<NestedKey>(builder: builder.nestedItem(), athlete: athlete))
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
      count += 1
      return Items(builder: builder.nestedItem(), athlete: athlete)
    }

    mutating func superEncoder() -> any Encoder {
      TemplateEncoder(builder: builder.nestedItem(), athlete: athlete)
    }
  }

  private struct Single: SingleValueEncodingContainer {
    let builder: Builder
    let athlete: UserID?
    let codingPath: [any CodingKey] = []

    mutating func encodeNil() throws {}

    mutating func encode(_ value: some Encodable) throws {
      if let number = value as? any Numeric & CustomStringConvertible {
        builder.leaf = .text(number.description)
      } else {
        builder.leaf = try TemplateEncoder.value(of: value, for: athlete)
      }
    }
  }
}

/// What a template reads: a page struct encoded once into text, flags, lists and objects, so
/// each `{{name}}` is a dictionary lookup rather than reflection on the structs in scope.
enum TemplateValue: Sendable, Equatable {
  case text(String)
  case flag(Bool)
  case list([TemplateValue])
  case object([String: TemplateValue])

  /// The page or layout as a template value, its links written for `athlete`'s part of the
  /// site; a nil optional property is simply absent.
  static func encoding(_ value: some Encodable, for athlete: UserID? = nil) throws
    -> TemplateValue
  {
    try TemplateEncoder.value(of: value, for: athlete) ?? .object([:])
  }
}
