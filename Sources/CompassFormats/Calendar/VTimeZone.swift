import CompassModels
import Foundation

/// A time zone as iCalendar's VTIMEZONE (RFC 5545 §3.6.5): its offset when the span starts and
/// every change of offset within it, each at the local time it happens, so a calendar places
/// "9:00 in New York" at 9:00 on that wall clock on both sides of a daylight-saving change.
package enum VTimeZone {
  /// Enough for a zone changing twice a year over a century of events.
  package static let mostTransitions = 256

  /// The VTIMEZONE lines for `zone` between `start` and `end`.
  package static func lines(for zone: TimeZone, from start: Date, through end: Date) -> [String] {
    var offset = zone.secondsFromGMT(for: start)
    var lines = ["BEGIN:VTIMEZONE", "TZID:\(zone.identifier)"]
    lines += observance(zone, at: start, onset: local(start, offset: offset), from: offset)
    var after = start
    for _ in 0..<mostTransitions {
      guard let change = zone.nextDaylightSavingTimeTransition(after: after), change <= end else {
        break
      }
      lines += observance(zone, at: change, onset: local(change, offset: offset), from: offset)
      offset = zone.secondsFromGMT(for: change)
      after = change
    }
    lines.append("END:VTIMEZONE")
    return lines
  }

  /// One STANDARD or DAYLIGHT part: the offset in force from `onset` (a local time on the
  /// clock before the change).
  private static func observance(_ zone: TimeZone, at instant: Date, onset: String, from: Int)
    -> [String]
  {
    let kind = zone.isDaylightSavingTime(for: instant) ? "DAYLIGHT" : "STANDARD"
    var lines = [
      "BEGIN:\(kind)", "DTSTART:\(onset)", "TZOFFSETFROM:\(formatted(offset: from))",
      "TZOFFSETTO:\(formatted(offset: zone.secondsFromGMT(for: instant)))",
    ]
    if let name = zone.abbreviation(for: instant) { lines.append("TZNAME:\(name)") }
    lines.append("END:\(kind)")
    return lines
  }

  /// `-0500`, or `+0530`, or `+013045` when the offset has seconds (§3.3.14).
  package static func formatted(offset seconds: Int) -> String {
    let sign = seconds < 0 ? "-" : "+"
    let magnitude = abs(seconds)
    let hours = (magnitude / 3600).zeroPadded(2)
    let minutes = (magnitude % 3600 / 60).zeroPadded(2)
    let rest = magnitude % 60
    return sign + hours + minutes + (rest == 0 ? "" : rest.zeroPadded(2))
  }

  /// `instant` as a local DATE-TIME (`20260308T020000`) on a clock `offset` seconds from UTC.
  package static func local(_ instant: Date, offset: Int) -> String {
    let digits = UTCDigits.of(instant.addingTimeInterval(TimeInterval(offset)))
    return "\(digits.prefix(8))T\(digits.suffix(6))"
  }
}
