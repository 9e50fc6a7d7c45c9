import CompassDomain
import Foundation

/// The page templates, parsed once when the server starts and rendered against a page's
/// `TemplateValue`. Each name is looked up in the values on the stack (innermost first) by
/// matching on the enumeration: no reflection, no casts.
///
/// It replaced swift-mustache for speed: that engine looks every `{{name}}` up through `Any`
/// with dynamic casts and splits the name on each lookup, which was 29 % of the Events List's
/// CPU and 37 % of the Performance page's.
struct TemplateLibrary: Sendable {
  private let templates: [String: [TemplateNode]]

  /// Partials included within partials deeper than this render nothing.
  static let maximumDepth = 16

  init(templates: [String: String]) throws {
    self.templates = try templates.mapValues(TemplateParser.parse)
  }

  /// Every `*.mustache` file in `folder`, named after the file without its extension.
  init(folder: URL) throws {
    let files = try FileManager.default.contentsOfDirectory(
      at: folder, includingPropertiesForKeys: nil)
    var sources: [String: String] = [:]
    for file in files where file.pathExtension == "mustache" {
      sources[file.deletingPathExtension().lastPathComponent] = try String(
        contentsOf: file, encoding: .utf8)
    }
    try self.init(templates: sources)
  }

  /// The template called `name` rendered with `value`; nil when there is no such template.
  func render(_ name: String, _ value: TemplateValue) -> String? {
    guard let nodes = templates[name] else { return nil }
    var output = ""
    output.reserveCapacity(65_536)
    var stack = [value]
    render(nodes, &stack, into: &output, depth: 0)
    return output
  }

  private func render(
    _ nodes: [TemplateNode], _ stack: inout [TemplateValue], into output: inout String, depth: Int
  ) {
    for node in nodes {
      switch node {
      case .text(let text): output += text
      case .value(let path, let escaped):
        switch Self.lookUp(path, in: stack) {
        case .text(let text)? where escaped: HTMLEscaping.append(text, to: &output)
        case .text(let text)?: output += text
        case .flag(let flag)?: output += String(flag)
        case .list?, .object?, .none: break
        }
      case .section(let path, let inverted, let body):
        let value = Self.lookUp(path, in: stack)
        if inverted {
          if !Self.isShown(value) { render(body, &stack, into: &output, depth: depth) }
        } else {
          renderSection(value, body, &stack, into: &output, depth: depth)
        }
      case .partial(let name):
        guard depth < Self.maximumDepth, let partial = templates[name] else { continue }
        render(partial, &stack, into: &output, depth: depth + 1)
      }
    }
  }

  /// A section shows a true flag once with the same values, each item of a list with that item
  /// innermost, and text or an object once with it innermost.
  private func renderSection(
    _ value: TemplateValue?, _ body: [TemplateNode], _ stack: inout [TemplateValue],
    into output: inout String, depth: Int
  ) {
    switch value {
    case .none, .flag(false)?: return
    case .flag(true)?: render(body, &stack, into: &output, depth: depth)
    case .list(let items)?:
      for item in items {
        stack.append(item)
        render(body, &stack, into: &output, depth: depth)
        stack.removeLast()
      }
    case let shown?:
      stack.append(shown)
      render(body, &stack, into: &output, depth: depth)
      stack.removeLast()
    }
  }

  /// Whether a section over `value` shows: absent values, false flags and empty lists do not.
  private static func isShown(_ value: TemplateValue?) -> Bool {
    switch value {
    case .none, .flag(false)?: false
    case .list(let items)?: !items.isEmpty
    default: true
    }
  }

  /// The first name is looked for in each value on the stack, innermost first; the rest of a
  /// dotted name is looked for inside what it found. An empty path is the innermost value.
  static func lookUp(_ path: [String], in stack: [TemplateValue]) -> TemplateValue? {
    guard let first = path.first else { return stack.last }
    for scope in stack.reversed() {
      guard case .object(let fields) = scope, var found = fields[first] else { continue }
      for name in path.dropFirst() {
        guard case .object(let inner) = found, let next = inner[name] else { return nil }
        found = next
      }
      return found
    }
    return nil
  }
}
