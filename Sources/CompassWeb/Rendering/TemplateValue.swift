import CompassModels

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
