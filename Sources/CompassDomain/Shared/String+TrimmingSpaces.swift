extension String {
  /// The text without the spaces and tabs (any Unicode space, not line breaks) at either end,
  /// as `trimmingCharacters(in: .whitespaces)` gives it, without bridging to `NSString`.
  var trimmingSpaces: String {
    let isSpace = { (character: Character) in character.isWhitespace && !character.isNewline }
    guard let first = firstIndex(where: { !isSpace($0) }),
      let last = lastIndex(where: { !isSpace($0) })
    else { return "" }
    return first == startIndex && last == index(before: endIndex)
      ? self : String(self[first...last])
  }
}
