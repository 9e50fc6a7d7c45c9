extension QRCode {
  /// A row or column of up to 192 modules as bits, module i at bit i (dark is 1), so that the mask
  /// penalties take a whole line at a time; version 40 has 177 modules a side.
  package struct Line {
    private var low: UInt64 = 0
    private var middle: UInt64 = 0
    private var high: UInt64 = 0

    /// The first `count` modules dark, the rest light.
    static func first(_ count: Int) -> Line {
      let word = { (offset: Int) -> UInt64 in
        let bits = min(max(count - offset, 0), 64)
        return bits == 64 ? .max : (1 << bits) - 1
      }
      return Line(low: word(0), middle: word(64), high: word(128))
    }

    /// All light.
    init() {}

    init(count: Int, isDark: (Int) -> Bool) {
      for index in 0..<min(count, 192) where isDark(index) {
        setDark(index)
      }
    }

    private init(low: UInt64, middle: UInt64, high: UInt64) {
      self.low = low
      self.middle = middle
      self.high = high
    }

    mutating func setDark(_ index: Int) {
      let bit = UInt64(1) << (index % 64)
      switch index / 64 {
      case 0: low |= bit
      case 1: middle |= bit
      default: high |= bit
      }
    }

    var darkCount: Int {
      low.nonzeroBitCount + middle.nonzeroBitCount + high.nonzeroBitCount
    }

    /// The positions of the dark modules, first to last.
    var darkIndices: [Int] {
      var indices: [Int] = []
      for (offset, word) in [(0, low), (64, middle), (128, high)] {
        var rest = word
        while rest != 0 {
          indices.append(offset + rest.trailingZeroBitCount)
          rest &= rest - 1
        }
      }
      return indices
    }

    /// Module i + `distance` (1 to 63) at i: the line moved toward its start, light coming in.
    func advanced(by distance: Int) -> Line {
      let back = 64 - distance
      return Line(
        low: low >> distance | middle << back, middle: middle >> distance | high << back,
        high: high >> distance)
    }

    /// Module i − `distance` (1 to 63) at i: the line moved toward its end, light coming in.
    func delayed(by distance: Int) -> Line {
      let back = 64 - distance
      return Line(
        low: low << distance, middle: middle << distance | low >> back,
        high: high << distance | middle >> back)
    }

    static func & (left: Line, right: Line) -> Line {
      Line(
        low: left.low & right.low, middle: left.middle & right.middle, high: left.high & right.high)
    }

    static func | (left: Line, right: Line) -> Line {
      Line(
        low: left.low | right.low, middle: left.middle | right.middle, high: left.high | right.high)
    }

    static func ^ (left: Line, right: Line) -> Line {
      Line(
        low: left.low ^ right.low, middle: left.middle ^ right.middle, high: left.high ^ right.high)
    }

    static prefix func ~ (line: Line) -> Line {
      Line(low: ~line.low, middle: ~line.middle, high: ~line.high)
    }
  }
}
