import Foundation

/// HTTP's date format (RFC 9110 §5.6.7, IMF-fixdate): `Sun, 22 Nov 2026 10:15:00 GMT`.
package enum HTTPDate {
  private static let days = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
  private static let months = [
    "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
  ]

  private static let calendar: Calendar = {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    return calendar
  }()

  package static func format(_ date: Date) -> String {
    let parts = calendar.dateComponents(
      [.weekday, .day, .month, .year, .hour, .minute, .second], from: date)
    func two(_ value: Int?) -> String {
      let number = value ?? 0
      return number < 10 ? "0\(number)" : "\(number)"
    }
    return
      "\(days[(parts.weekday ?? 1) - 1]), \(two(parts.day)) \(months[(parts.month ?? 1) - 1]) \(parts.year ?? 1970) \(two(parts.hour)):\(two(parts.minute)):\(two(parts.second)) GMT"
  }

  /// Reads an IMF-fixdate; `nil` for anything else.
  package static func parse(_ text: String) -> Date? {
    let fields = text.split(separator: " ")
    guard fields.count == 6, fields[5] == "GMT", let day = Int(fields[1]),
      let month = months.firstIndex(of: String(fields[2])), let year = Int(fields[3])
    else { return nil }
    let clock = fields[4].split(separator: ":").compactMap { Int($0) }
    guard clock.count == 3 else { return nil }
    return calendar.date(
      from: DateComponents(
        year: year, month: month + 1, day: day, hour: clock[0], minute: clock[1],
        second: clock[2]))
  }
}
