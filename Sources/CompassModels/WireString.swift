/// A value written on the wire as one string, parsed by a failable initializer: the decode
/// fails with the expected form named when the text does not parse.
public protocol WireString: Codable, CustomStringConvertible, ColumnText {
  /// How the value looks, for the decode error: `"a YYYY-MM-DD date"`.
  static var wireForm: String { get }
  init?(_ text: String)
}

extension WireString {
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let text = try container.decode(String.self)
    guard let value = Self(text) else {
      throw DecodingError.dataCorruptedError(
        in: container, debugDescription: "Not \(Self.wireForm): \(text)")
    }
    self = value
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(description)
  }
}
