import CompassModels
import Foundation

/// Tick dates for a chart's x axis: daily, weekly or monthly steps chosen so at most six
/// labels fit, labelled "Apr 15" or "Apr 2026" in the user's locale (never "Apr 26", which
/// reads as a day).
struct DateAxis: Hashable, Sendable {
  static let maxTicks = 6

  let first: Int
  let last: Int
  let ticks: [(dayNumber: Int, label: String)]

  init(from start: LocalDate, to end: LocalDate, locale: Locale) {
    var first = start.dayNumber
    var last = end.dayNumber
    if first == last {
      first -= 1
      last += 1
    }
    self.first = first
    self.last = last
    let labels = AxisDateText(locale: locale)
    let span = last - first
    if let step = [1, 2, 7, 14].first(where: { span / $0 < Self.maxTicks }) {
      ticks = stride(from: first, through: last, by: step).map {
        ($0, labels.day(LocalDate(dayNumber: $0)))
      }
    } else {
      let months =
        YearMonth(LocalDate(dayNumber: first)).months(
          since: YearMonth(LocalDate(dayNumber: last))) * -1
      let step =
        [1, 2, 3, 6, 12, 24, 60].first { months / $0 < Self.maxTicks }
        ?? (months / (Self.maxTicks * 12) + 1) * 12
      var month = YearMonth(LocalDate(dayNumber: first)).adding(months: 1)
      let lastMonth = YearMonth(LocalDate(dayNumber: last))
      var monthTicks: [(Int, String)] = []
      while month <= lastMonth {
        if (month.year * 12 + month.month - 1) % step == 0 {
          monthTicks.append(
            (month.firstDay.dayNumber, labels.month(month.firstDay)))
        }
        month = month.adding(months: 1)
      }
      ticks = monthTicks
    }
  }

  static func == (lhs: DateAxis, rhs: DateAxis) -> Bool {
    lhs.first == rhs.first && lhs.last == rhs.last
      && lhs.ticks.map(\.dayNumber) == rhs.ticks.map(\.dayNumber)
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(first)
    hasher.combine(last)
  }
}
