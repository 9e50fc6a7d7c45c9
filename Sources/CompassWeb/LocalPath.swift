/// The one rule for a redirect or link target that came with a request (`next`, `back`): it
/// must be a path on this site. As sent, it is a single leading `/` not followed by `/` or `\`,
/// with no backslash, control or white-space character anywhere (browsers drop tabs and line
/// breaks, so `/\t/evil.example` would be `//evil.example`). Percent-decoded, its path must
/// still pass the same test, since some clients decode `/%2F/evil.example` before following it.
enum LocalPath {
  static let maxLength = 2_048

  /// `target` when it is a path on this site, otherwise `nil`.
  static func validated(_ target: String?) -> String? {
    guard let target, target.utf8.count <= maxLength, isLocal(target.unicodeScalars) else {
      return nil
    }
    let decoded = (target.removingPercentEncoding ?? target).unicodeScalars
    let decodedPath = decoded.prefix { $0 != "?" && $0 != "#" }
    return isLocal(decodedPath) ? target : nil
  }

  private static func isLocal(_ path: some Collection<Unicode.Scalar>) -> Bool {
    let start = Array(path.prefix(2))
    guard start.first == "/" else { return false }
    if start.count == 2, start[1] == "/" || start[1] == "\\" { return false }
    return !path.contains { scalar in
      scalar == "\\" || scalar.properties.isWhitespace
        || [.control, .format, .lineSeparator, .paragraphSeparator].contains(
          scalar.properties.generalCategory)
    }
  }
}
