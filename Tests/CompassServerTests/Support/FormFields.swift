import Foundation

extension TestReply {
  /// What a browser sends for the page's form posting to `action` when nothing is changed:
  /// every named input with its value (a checkbox only when ticked), each select's chosen
  /// option (else its first), each textarea's text; entities read back.
  func formFields(action: String) -> [(String, String)] {
    guard let start = text.range(of: #"action="\#(action)""#),
      let open = text[..<start.lowerBound].range(of: "<form", options: .backwards),
      let end = text[start.upperBound...].range(of: "</form>")
    else { return [] }
    let form = text[open.lowerBound..<end.lowerBound]
    var fields: [(String, String)] = []
    for tag in form.matches(of: #/<(input|select|textarea)\b([^>]*)>/#) {
      let attributes = Self.attributes(String(tag.2))
      guard let name = attributes["name"] else { continue }
      switch tag.1 {
      case "input":
        let type = attributes["type"] ?? "text"
        if ["submit", "button", "file"].contains(type) { continue }
        if type == "checkbox" || type == "radio" {
          if attributes["checked"] != nil { fields.append((name, attributes["value"] ?? "on")) }
        } else {
          fields.append((name, attributes["value"] ?? ""))
        }
      case "select":
        let rest = form[tag.range.upperBound...]
        let body = rest[..<(rest.range(of: "</select>")?.lowerBound ?? rest.endIndex)]
        let options = body.matches(of: #/<option\b([^>]*)>/#).map { Self.attributes(String($0.1)) }
        let chosen = options.first { $0["selected"] != nil } ?? options.first
        fields.append((name, chosen?["value"] ?? ""))
      default:
        let rest = form[tag.range.upperBound...]
        let body = rest[..<(rest.range(of: "</textarea>")?.lowerBound ?? rest.endIndex)]
        fields.append((name, Self.unescaped(String(body))))
      }
    }
    return fields
  }

  private static func attributes(_ text: String) -> [String: String] {
    var found: [String: String] = [:]
    for match in text.matches(of: #/([a-zA-Z_:-]+)(?:="([^"]*)")?/#) {
      found[String(match.1)] = match.2.map { unescaped(String($0)) } ?? ""
    }
    return found
  }

  static func unescaped(_ text: String) -> String {
    [
      ("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&#39;", "'"), ("&#x27;", "'"),
      ("&#x2F;", "/"), ("&#x3D;", "="), ("&#x60;", "`"), ("&amp;", "&"),
    ]
    .reduce(text) { $0.replacingOccurrences(of: $1.0, with: $1.1) }
  }
}

/// Fields with some changed or added, as a person edits a form before sending it.
func changing(_ fields: [(String, String)], _ changes: [String: String]) -> [(String, String)] {
  var result = fields.map { field in (field.0, changes[field.0] ?? field.1) }
  for (name, value) in changes where !fields.contains(where: { $0.0 == name }) {
    result.append((name, value))
  }
  return result
}
