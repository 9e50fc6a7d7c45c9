import Foundation

/// Axis ranges that end on round numbers with 1, 2, 2.5 or 5 steps (Heckbert's "nice numbers").
struct NiceScale: Hashable, Sendable {
  let lower: Double
  let upper: Double
  let step: Double

  /// Values past this are drawn at it: a chart of measurements has no use for more, and the
  /// arithmetic below stays finite.
  static let limit = 1e15
  /// Ranges narrower than this are drawn as a flat series.
  static let resolution = 1e-9
  static let maxTicks = 100

  /// A scale covering `minimum…maximum` with about `tickCount` ticks; a flat series gets room
  /// above and below. Any values, even infinite or NaN, give a finite scale.
  init(minimum: Double, maximum: Double, tickCount: Int = 5) {
    var low = Self.clamped(Swift.min(minimum, maximum))
    var high = Self.clamped(Swift.max(minimum, maximum))
    if high - low < Self.resolution * Swift.max(1, abs(low), abs(high)) {
      let pad = low == 0 ? 1 : Swift.max(abs(low) * 0.05, Self.resolution)
      low -= pad
      high += pad
    }
    let range = Self.nice(high - low, round: false)
    let step = Self.nice(range / Double(Swift.max(tickCount - 1, 1)), round: true)
    let lower = (low / step).rounded(.down) * step
    let upper = (high / step).rounded(.up) * step
    guard step.isNormal, lower.isFinite, upper.isFinite else {
      (self.lower, self.upper, self.step) = (low, high, (high - low) / 4)
      return
    }
    (self.lower, self.upper, self.step) = (lower, upper, step)
  }

  private static func clamped(_ value: Double) -> Double {
    value.isNaN ? 0 : Swift.min(Swift.max(value, -limit), limit)
  }

  /// Tick values from `lower` to `upper`.
  var ticks: [Double] {
    let steps = Int(exactly: ((upper - lower) / step).rounded()) ?? 0
    return (0...Swift.min(Swift.max(steps, 0), Self.maxTicks)).map { lower + Double($0) * step }
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
