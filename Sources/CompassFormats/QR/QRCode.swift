/// A QR Code (ISO/IEC 18004) holding a text's UTF-8 bytes in byte mode, such as a calendar link
/// for a phone camera to read off a page.
public struct QRCode: Sendable, Equatable {
  /// How much of a damaged code can still be read: about 7 % (L), 15 % (M), 25 % (Q) or 30 % (H).
  public enum Correction: Sendable, CaseIterable {
    case low
    case medium
    case quartile
    case high
  }

  /// Modules per side: 21 at version 1 and four more for each version after it.
  public let size: Int
  /// 1 through 40: the smallest version that holds the text at `correction`.
  public let version: Int
  /// The data mask (0 through 7) with the lowest penalty; on a tie, the lowest number.
  public let mask: Int
  public let correction: Correction
  /// Row by row, whether each module is dark.
  private let modules: [Bool]

  /// The code for `text`, or nil when its bytes need more than version 40 holds at `correction`.
  public init?(_ text: String, correction: Correction = .medium) {
    let bytes = Array(text.utf8)
    guard let version = Self.smallestVersion(holding: bytes.count, correction) else { return nil }
    var grid = Grid(version: version)
    grid.place(Self.message(bytes, version: version, correction: correction))
    let mask = grid.bestMask()
    grid.finish(mask: mask, correction: correction, version: version)
    self.size = grid.size
    self.version = version
    self.mask = mask
    self.correction = correction
    self.modules = grid.dark
  }

  /// Whether the module at `row` and `column` (0-based, from the top left) is dark; false outside
  /// the code.
  public func isDark(row: Int, column: Int) -> Bool {
    guard (0..<size).contains(row), (0..<size).contains(column) else { return false }
    return modules[row * size + column]
  }
}
