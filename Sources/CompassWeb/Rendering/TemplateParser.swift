import Foundation

/// Parses the Mustache templates the pages use: values (escaped and not), sections, inverted
/// sections, dotted names, `{{.}}`, partials, comments and pragmas (which are ignored). A tag
/// alone on its line except for spaces, other than a value, takes the line with it, as the
/// Mustache specification says.
struct TemplateParser {
  private let source: [UInt8]
  private var position = 0
  private var pending: [UInt8] = []
  /// Whether `pending` began at the start of a line: at the template's start, or after a tag
  /// that took its line.
  private var pendingStartsLine = true
  private var lastTagTookLine = false

  /// What a template could not be read for: the tag and where.
  struct Failure: Error, CustomStringConvertible {
    let message: String
    let offset: Int
    var description: String { "\(message) at byte \(offset)" }
  }

  init(_ text: String) {
    source = Array(text.utf8)
  }

  /// The template's nodes; an unknown tag, an unclosed tag or section or a stray closing tag
  /// fails, so a broken template stops the server at start rather than showing a broken page.
  static func parse(_ text: String) throws -> [TemplateNode] {
    var parser = TemplateParser(text)
    var open: [(path: [String], inverted: Bool, nodes: [TemplateNode])] = [([], false, [])]
    while let tag = try parser.nextTag() {
      let text = parser.takePending()
      if !text.isEmpty { open[open.count - 1].nodes.append(.text(text)) }
      switch tag {
      case .node(let node): open[open.count - 1].nodes.append(node)
      case .open(let path, let inverted): open.append((path, inverted, []))
      case .close(let path):
        guard open.count > 1, let section = open.popLast(), section.path == path else {
          throw Failure(message: "Closing tag for \(path) does not match", offset: parser.position)
        }
        open[open.count - 1].nodes.append(
          .section(path: section.path, inverted: section.inverted, body: section.nodes))
      case .ignored: break
      }
    }
    let text = parser.takePending()
    if !text.isEmpty { open[open.count - 1].nodes.append(.text(text)) }
    guard open.count == 1, let root = open.first else {
      throw Failure(
        message: "Section \(open.last?.path ?? []) is not closed", offset: parser.position)
    }
    return root.nodes
  }

  private enum Tag {
    case node(TemplateNode)
    case open([String], inverted: Bool)
    case close([String])
    case ignored
  }

  private static let brace = UInt8(ascii: "{")
  private static let closingBrace = UInt8(ascii: "}")
  private static let newline = UInt8(ascii: "\n")

  /// The next tag, with the text before it left in `pending`; nil at the end of the template.
  private mutating func nextTag() throws -> Tag? {
    while position < source.count {
      if source[position] == Self.brace, position + 1 < source.count,
        source[position + 1] == Self.brace
      {
        let tag = try readTag()
        lastTagTookLine = tag.standsAlone && takeStandaloneLine()
        return tag.tag
      }
      pending.append(source[position])
      position += 1
    }
    return nil
  }

  /// Reads the tag at `position` (which is at its `{{`) and moves past it.
  private mutating func readTag() throws -> (tag: Tag, standsAlone: Bool) {
    let start = position
    position += 2
    let triple = position < source.count && source[position] == Self.brace
    if triple { position += 1 }
    let closing: [UInt8] =
      triple
      ? [Self.closingBrace, Self.closingBrace, Self.closingBrace]
      : [Self.closingBrace, Self.closingBrace]
    guard let end = find(closing, from: position) else {
      throw Failure(message: "Unclosed tag", offset: start)
    }
    let inside = String(decoding: source[position..<end], as: UTF8.self)
    position = end + closing.count
    if triple { return (.node(.value(path: try Self.path(inside, start), escaped: false)), false) }
    let sigil = inside.first
    let name = String(inside.dropFirst())
    switch sigil {
    case "#": return (.open(try Self.path(name, start), inverted: false), true)
    case "^": return (.open(try Self.path(name, start), inverted: true), true)
    case "/": return (.close(try Self.path(name, start)), true)
    case ">": return (.node(.partial(name.trimmingCharacters(in: .whitespaces))), true)
    case "&": return (.node(.value(path: try Self.path(name, start), escaped: false)), false)
    case "!", "%": return (.ignored, true)
    case "=": throw Failure(message: "Changing delimiters is not supported", offset: start)
    default: return (.node(.value(path: try Self.path(inside, start), escaped: true)), false)
    }
  }

  /// A tag's name as its dotted parts; `.` is the empty path, the current value.
  private static func path(_ name: String, _ offset: Int) throws -> [String] {
    let trimmed = name.trimmingCharacters(in: .whitespaces)
    if trimmed == "." { return [] }
    let parts = trimmed.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    guard !trimmed.isEmpty, parts.allSatisfy({ !$0.isEmpty && !$0.contains(" ") }) else {
      throw Failure(message: "Bad name \"\(name)\"", offset: offset)
    }
    return parts
  }

  /// When only spaces surround the tag on its line, drops them and the line's end.
  private mutating func takeStandaloneLine() -> Bool {
    let lastNewline = pending.lastIndex(of: Self.newline)
    guard lastNewline != nil || pendingStartsLine else { return false }
    let lineStart = lastNewline.map { $0 + 1 } ?? 0
    guard pending[lineStart...].allSatisfy(Self.isSpace) else { return false }
    var end = position
    while end < source.count, Self.isSpace(source[end]) { end += 1 }
    if end < source.count, source[end] == UInt8(ascii: "\r") { end += 1 }
    guard end == source.count || source[end] == Self.newline else { return false }
    pending.removeSubrange(lineStart...)
    position = min(end + 1, source.count)
    return true
  }

  private static func isSpace(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
  }

  private func find(_ needle: [UInt8], from start: Int) -> Int? {
    var index = start
    while index + needle.count <= source.count {
      if source[index..<index + needle.count].elementsEqual(needle) { return index }
      index += 1
    }
    return nil
  }

  private mutating func takePending() -> String {
    pendingStartsLine = lastTagTookLine
    defer { pending.removeAll(keepingCapacity: true) }
    return String(decoding: pending, as: UTF8.self)
  }
}

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
