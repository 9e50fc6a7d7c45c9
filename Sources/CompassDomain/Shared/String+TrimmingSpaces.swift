extension String {
  /// The text without the spaces and tabs (any Unicode space, not line breaks) at either end,
  /// as `trimmingCharacters(in: .whitespaces)` gives it (scalar by scalar), without bridging to
  /// `NSString`.
  var trimmingSpaces: String {
    if let first = utf8.first, let last = utf8.last, Self.isVisibleASCII(first),
      Self.isVisibleASCII(last)
    {
      return self
    }
    let scalars = unicodeScalars
    let isSpace = { (scalar: Unicode.Scalar) in
      scalar == "\t" || scalar.properties.generalCategory == .spaceSeparator
    }
    guard let first = scalars.firstIndex(where: { !isSpace($0) }),
      let last = scalars.lastIndex(where: { !isSpace($0) })
    else { return "" }
    return String(scalars[first...last])
  }

  /// A printable ASCII byte other than the space: no grapheme that starts or ends with one is
  /// a space.
  private static func isVisibleASCII(_ byte: UInt8) -> Bool {
    (0x21...0x7E).contains(byte)
  }
}
