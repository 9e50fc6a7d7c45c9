import CompassModels
import Foundation

/// An instant as the bare UTC digits `YYYYMMDDhhmmss` that PDF dates and iCalendar stamps use.
package enum UTCDigits {
  package static func of(_ instant: Date) -> String {
    String(Timestamp.format(instant).prefix(19).filter(\.isNumber))
  }
}
