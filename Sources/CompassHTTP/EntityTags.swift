/// The entity tags of an `If-None-Match` header (RFC 9110 §8.8.3), compared weakly as that
/// header is: `W/"abc"` and `"abc"` name the same representation. A compressed
/// representation's tag names its coding (`"abc-gzip"`, `CompressionMiddleware`), so a tag is
/// also read as its uncompressed one and the coding that made it.
package struct EntityTags: Sendable {
  /// One tag as sent: its opaque text between the quotes, and whether it was weak.
  package struct Tag: Sendable, Equatable {
    let opaque: String
    let isWeak: Bool

    var text: String { (isWeak ? "W/" : "") + "\"\(opaque)\"" }

    /// The tag of the uncompressed representation, and the coding, when this one names one.
    var uncompressed: (tag: Tag, coding: ContentCoding)? {
      for coding in [ContentCoding.gzip, .deflate] {
        let suffix = "-" + coding.rawValue
        if opaque.hasSuffix(suffix), opaque.count > suffix.count {
          return (Tag(opaque: String(opaque.dropLast(suffix.count)), isWeak: isWeak), coding)
        }
      }
      return nil
    }
  }

  package let tags: [Tag]
  package let any: Bool

  /// `nil` when the header is not a list of entity tags or `*`.
  package init?(_ header: String) {
    let trimmed = header.trimmingCharacters(in: .whitespaces)
    if trimmed == "*" {
      tags = []
      any = true
      return
    }
    var tags: [Tag] = []
    var rest = Substring(trimmed)
    while !rest.isEmpty {
      let isWeak = rest.hasPrefix("W/")
      if isWeak { rest = rest.dropFirst(2) }
      guard rest.first == "\"", let close = rest.dropFirst().firstIndex(of: "\"") else {
        return nil
      }
      tags.append(
        Tag(opaque: String(rest[rest.index(after: rest.startIndex)..<close]), isWeak: isWeak))
      rest = rest[rest.index(after: close)...].drop { $0 == " " || $0 == "\t" }
      guard rest.isEmpty || rest.first == "," else { return nil }
      rest = rest.dropFirst().drop { $0 == " " || $0 == "\t" || $0 == "," }
    }
    self.tags = tags
    any = false
  }

  /// The same list with every compressed tag read as its uncompressed one, for a handler that
  /// knows only the tag of what it makes.
  package var uncompressed: String {
    any ? "*" : tags.map { ($0.uncompressed?.tag ?? $0).text }.joined(separator: ", ")
  }

  /// Whether the representation tagged `header` is one the client holds.
  package func matches(_ header: String) -> Bool {
    guard let sent = EntityTags(header)?.tags.first else { return false }
    return any || tags.contains { $0.opaque == sent.opaque }
  }

  /// The compressed tag the client holds of the representation tagged `header`, if any: what a
  /// `304` must name, since that is the representation it confirms.
  package func compressedTag(of header: String) -> String? {
    guard let sent = EntityTags(header)?.tags.first else { return nil }
    return tags.first { $0.uncompressed?.tag.opaque == sent.opaque }.map {
      Tag(opaque: $0.opaque, isWeak: sent.isWeak).text
    }
  }
}
