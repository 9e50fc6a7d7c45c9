import Mustache

/// What a template reads: a page struct encoded once into text, flags, lists and objects, so
/// each `{{name}}` is a dictionary lookup rather than reflection on the structs in scope.
enum TemplateValue: Sendable {
  case text(String)
  case flag(Bool)
  case list([TemplateValue])
  case object([String: TemplateValue])

  /// The page or layout as a template value; a nil optional property is simply absent.
  static func encoding(_ value: some Encodable) throws -> TemplateValue {
    let encoder = TemplateEncoder()
    try value.encode(to: encoder)
    return encoder.slot.value ?? .object([:])
  }

  /// How the template engine sees this value: strings, Booleans and arrays as themselves, so
  /// sections and inverted sections behave as they do for Swift values.
  var rendered: Any {
    switch self {
    case .text(let text): text
    case .flag(let flag): flag
    case .list(let items): items.map(\.rendered)
    case .object: self
    }
  }
}

extension TemplateValue: MustacheParent {
  func child(named name: String) -> Any? {
    guard case .object(let fields) = self else { return nil }
    return fields[name]?.rendered
  }
}
