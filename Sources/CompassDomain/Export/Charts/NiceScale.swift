import Foundation

/// Axis ranges that end on round numbers with 1, 2, 2.5 or 5 steps (Heckbert's "nice numbers").
struct NiceScale: Hashable, Sendable {
  let lower: Double
  let upper: Double
  let step: Double

  /// A scale covering `minimum…maximum` with about `tickCount` ticks; a flat series gets room
  /// above and below.
  init(minimum: Double, maximum: Double, tickCount: Int = 5) {
    var low = minimum
    var high = maximum
    if low == high {
      let pad = low == 0 ? 1 : abs(low) * 0.05
      low -= pad
      high += pad
    }
    let range = Self.nice(high - low, round: false)
    let step = Self.nice(range / Double(max(tickCount - 1, 1)), round: true)
    self.step = step
    lower = (low / step).rounded(.down) * step
    upper = (high / step).rounded(.up) * step
  }

  /// Tick values from `lower` to `upper`.
  var ticks: [Double] {
    let count = Int(((upper - lower) / step).rounded()) + 1
    return (0..<count).map { lower + Double($0) * step }
  }

  /// The fewest decimals that write every tick exactly: 0 for a step of 5, 1 for 2.5, 2 for
  /// 0.05, at most 3.
  var fractionDigits: Int {
    (0...3).first { digits in
      let scaled = step * pow(10, Double(digits))
      return abs(scaled - scaled.rounded()) < 1e-9 * max(1, scaled)
    } ?? 3
  }

  private static func nice(_ value: Double, round: Bool) -> Double {
    let exponent = log10(value).rounded(.down)
    let magnitude = pow(10, exponent)
    let fraction = value / magnitude
    let niceFraction: Double
    if round {
      niceFraction =
        fraction < 1.5 ? 1 : fraction < 2.25 ? 2 : fraction < 3.5 ? 2.5 : fraction < 7.5 ? 5 : 10
    } else {
      niceFraction =
        fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 2.5 ? 2.5 : fraction <= 5 ? 5 : 10
    }
    return niceFraction * magnitude
  }
}
