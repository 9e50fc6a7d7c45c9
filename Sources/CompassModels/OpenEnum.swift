/// A string enum that keeps values it does not know: a metric type added by the web app
/// decodes, displays and encodes back unchanged instead of failing the row.
public protocol OpenEnum: RawRepresentable, Hashable, Sendable, Codable, CaseIterable,
  CustomStringConvertible, ColumnText
where RawValue == String, AllCases == [Self] {
  init(rawValue: String)
}

extension OpenEnum {
  /// Whether this is one of the values this build knows.
  public var isKnown: Bool { Self.allCases.contains(self) }

  /// The known value spelled `rawValue`, or `nil` for anything else (a form's choice).
  public init?(known rawValue: String?) {
    guard let match = Self.allCases.first(where: { $0.rawValue == rawValue }) else { return nil }
    self = match
  }

  public var description: String { rawValue }

  public init(from decoder: any Decoder) throws {
    self.init(rawValue: try decoder.singleValueContainer().decode(String.self))
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(rawValue)
  }
}
