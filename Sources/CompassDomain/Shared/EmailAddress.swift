/// Whether text is an email address a message can be sent to: `name@example.com`, as GoTrue's
/// check reads it. Address literals (`a@[127.0.0.1]`), control characters and dotless domains
/// are refused.
public enum EmailAddress {
  public static let maxLength = 254

  public static func isValid(_ text: String) -> Bool {
    let parts = text.split(separator: "@", omittingEmptySubsequences: false)
    guard parts.count == 2, text.utf8.count <= maxLength else { return false }
    return isLocalPart(parts[0]) && isDomain(parts[1])
  }

  /// Letters, digits and ``!#$%&'*+/=?^_`{|}~-``, with single dots between them.
  private static func isLocalPart(_ text: Substring) -> Bool {
    guard !text.isEmpty, text.utf8.count <= 64 else { return false }
    let allowed = Set("!#$%&'*+/=?^_`{|}~-".utf8)
    return text.split(separator: ".", omittingEmptySubsequences: false).allSatisfy { atom in
      !atom.isEmpty && atom.utf8.allSatisfy { isAlphanumeric($0) || allowed.contains($0) }
    }
  }

  /// Two or more labels of letters, digits and inner hyphens; the last is letters only.
  private static func isDomain(_ text: Substring) -> Bool {
    let labels = text.split(separator: ".", omittingEmptySubsequences: false)
    guard labels.count >= 2, let last = labels.last, last.count >= 2,
      last.utf8.allSatisfy(isLetter)
    else { return false }
    return labels.allSatisfy { label in
      (1...63).contains(label.utf8.count) && label.first != "-" && label.last != "-"
        && label.utf8.allSatisfy { isAlphanumeric($0) || $0 == UInt8(ascii: "-") }
    }
  }

  private static func isLetter(_ byte: UInt8) -> Bool {
    (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
  }

  private static func isAlphanumeric(_ byte: UInt8) -> Bool {
    isLetter(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
  }
}
