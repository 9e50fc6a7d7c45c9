#if canImport(SwiftUI)
  import CompassDomain
  import CompassModels
  import Foundation
  import SwiftUI

  /// Date and time pickers over the models' calendar-free `LocalDate` and `LocalTime`.
  @MainActor
  enum PickerBindings {
    static func date(
      _ value: LocalDate?, calendar: Calendar = .current,
      set: @escaping @MainActor (LocalDate) -> Void
    ) -> Binding<Date> {
      Binding(
        get: { value?.instant(in: calendar) ?? Date() },
        set: { set(LocalDate($0, in: calendar)) })
    }

    /// The days a date picker offers, as instants in `calendar`.
    static func dates(
      from first: LocalDate, through last: LocalDate, calendar: Calendar = .current
    ) -> ClosedRange<Date> {
      let start = first.instant(in: calendar) ?? .distantPast
      return start...max(start, last.instant(in: calendar) ?? .distantFuture)
    }

    static func time(
      _ value: LocalTime?, calendar: Calendar = .current,
      set: @escaping @MainActor (LocalTime) -> Void
    ) -> Binding<Date> {
      Binding(
        get: {
          let time = value ?? EventForm.defaultStartTime
          return calendar.date(
            bySettingHour: time.hour, minute: time.minute, second: 0, of: Date()) ?? Date()
        },
        set: { date in
          let parts = calendar.dateComponents([.hour, .minute], from: date)
          if let time = LocalTime(hour: parts.hour ?? 0, minute: parts.minute ?? 0) { set(time) }
        })
    }
  }
#endif
