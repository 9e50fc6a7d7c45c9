import CompassFormats
import CompassModels
import Foundation

extension VTimeZone {
  /// The VTIMEZONE blocks for the zones events name of their own (except `besides`, written
  /// elsewhere), each covering that zone's timed events, in a fixed order.
  static func lines(forZonesOf events: [Event], besides: TimeZone?) -> [String] {
    let byZone = Dictionary(grouping: events.filter { $0.startTime != nil }) {
      PersonalTimeZone.named($0.timeZone)?.identifier ?? ""
    }
    return byZone.keys.sorted().flatMap { identifier -> [String] in
      guard !identifier.isEmpty, identifier != besides?.identifier,
        let zone = PersonalTimeZone.named(identifier),
        let span = timedSpan(of: byZone[identifier] ?? [], in: zone)
      else { return [] }
      return lines(for: zone, from: span.lowerBound, through: span.upperBound)
    }
  }

  /// From the day before the first timed event to two days after the last, in `zone`.
  static func timedSpan(of events: [Event], in zone: TimeZone) -> ClosedRange<Date>? {
    let calendar = PersonalTimeZone.calendar(in: zone)
    let timed = events.filter { $0.startTime != nil }
    guard let first = timed.map(\.startDate).min(), let last = timed.map(\.lastDate).max(),
      let start = first.adding(days: -1).instant(in: calendar),
      let end = last.adding(days: 2).instant(in: calendar)
    else { return nil }
    return start...end
  }
}
