import CompassModels
import Foundation

/// iCalendar's text rules (RFC 5545): durations, TEXT escaping, line folding, and dates, times
/// and instants in basic form.
package enum ICalendarText {
  /// A signed DURATION (§3.3.6): `-PT15H`, `PT8H30M`, `-P1DT2H`, `PT0S`.
  package static func duration(seconds: Int) -> String {
    let sign = seconds < 0 ? "-" : ""
    let total = seconds.magnitude
    let days = total / 86_400
    let hours = total % 86_400 / 3600
    let minutes = total % 3600 / 60
    let rest = total % 60
    var time = ""
    if hours > 0 { time += "\(hours)H" }
    if minutes > 0 || (hours > 0 && rest > 0) { time += "\(minutes)M" }
    if rest > 0 { time += "\(rest)S" }
    let dayPart = days > 0 ? "\(days)D" : ""
    if dayPart.isEmpty, time.isEmpty { return "PT0S" }
    return sign + "P" + dayPart + (time.isEmpty ? "" : "T" + time)
  }

  /// TEXT escaping (§3.3.11): backslash, semicolon, comma and line breaks. Worked on UTF-8
  /// bytes, and text with none of them is returned as it is: a feed escapes thousands of
  /// values, and going character by character was most of its time.
  package static func escape(_ text: String) -> String {
    guard text.utf8.contains(where: { isSpecial($0) }) else { return text }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(text.utf8.count + 8)
    for byte in text.utf8 {
      switch byte {
      case 0x0D: continue
      case 0x0A: bytes += [0x5C, 0x6E]
      case 0x5C, 0x3B, 0x2C: bytes += [0x5C, byte]
      default: bytes.append(byte)
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  private static func isSpecial(_ byte: UInt8) -> Bool {
    byte == 0x5C || byte == 0x3B || byte == 0x2C || byte == 0x0A || byte == 0x0D
  }

  /// The content lines folded at 75 octets (§3.1), never inside a UTF-8 sequence, each ending
  /// in CRLF, in one buffer.
  package static func folded(_ lines: [String]) -> Data {
    var output: [UInt8] = []
    output.reserveCapacity(lines.reduce(0) { $0 + $1.utf8.count + 4 })
    for line in lines {
      var octets = 0
      for byte in line.utf8 {
        if byte & 0xC0 != 0x80 {
          let size = byte < 0x80 ? 1 : byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : 2
          if octets + size > 75 {
            output += [0x0D, 0x0A, 0x20]
            octets = 1
          }
          octets += size
        }
        output.append(byte)
      }
      output += [0x0D, 0x0A]
    }
    return Data(output)
  }

  package static func basic(_ date: LocalDate) -> String {
    date.year.zeroPadded(4) + date.month.zeroPadded(2) + date.day.zeroPadded(2)
  }

  package static func basic(_ time: LocalTime) -> String {
    time.hour.zeroPadded(2) + time.minute.zeroPadded(2) + time.second.zeroPadded(2)
  }

  package static func utc(_ instant: Date) -> String {
    let digits = UTCDigits.of(instant)
    return "\(digits.prefix(8))T\(digits.suffix(6))Z"
  }
}
