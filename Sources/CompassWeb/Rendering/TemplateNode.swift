/// One piece of a parsed page template: literal text, a value, a section over a value, or
/// another template included by name.
enum TemplateNode: Sendable, Equatable {
  /// Text copied to the page as it is.
  case text(String)
  /// `{{name}}` (escaped) or `{{{name}}}` / `{{& name}}` (as it is); an empty path is `{{.}}`.
  case value(path: [String], escaped: Bool)
  /// `{{#name}}…{{/name}}`, or with `inverted` `{{^name}}…{{/name}}`.
  case section(path: [String], inverted: Bool, body: [TemplateNode])
  /// `{{> name}}`: another template of the library, rendered with the current values.
  case partial(String)
}
