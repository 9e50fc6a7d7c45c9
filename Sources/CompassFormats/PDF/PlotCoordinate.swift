/// Keeps a drawing coordinate finite and within what SVG and PDF viewers draw, whatever the
/// data behind it.
package enum PlotCoordinate {
  package static let limit = 1e9

  package static func bounded(_ value: Double) -> Double {
    value.isFinite ? min(max(value, -limit), limit) : 0
  }
}
