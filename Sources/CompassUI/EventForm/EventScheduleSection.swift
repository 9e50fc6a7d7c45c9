#if canImport(SwiftUI)
  import CompassDomain
  import CompassFeatures
  import CompassModels
  import SwiftUI

  /// "Date & Time": start and end dates and times that follow each other, and the check-in time.
  struct EventScheduleSection: View {
    @Bindable var editor: EventFormModel

    var body: some View {
      Section("Date & Time") {
        if editor.form.startDate == nil {
          Button("Start Date: choose") { editor.startDatePickerOpened() }
            .accessibilityLabel(EventFormField.startDate.accessibilityLabel)
        } else {
          DatePicker(
            EventFormField.startDate.label,
            selection: PickerBindings.date(editor.form.startDate) { editor.startDateChanged($0) },
            displayedComponents: .date)
        }
        FieldMessage(message: editor.error(for: .startDate))
        timeRow("Start Time", "Starts at", editor.form.startTime, editor.startTimeToggled) {
          editor.startTimeChanged($0)
        }
        DatePicker(
          EventFormField.endDate.label,
          selection: PickerBindings.date(editor.form.endDate ?? editor.form.startDate) {
            editor.endDateChanged($0)
          },
          displayedComponents: .date)
        FieldMessage(message: editor.error(for: .endDate))
        timeRow("End Time", "Ends at", editor.form.endTime, editor.endTimeToggled) {
          editor.endTimeChanged($0)
        }
        timeRow("Check-in Time", "Check in at", editor.form.checkinTime, editor.checkinTimeToggled)
        {
          editor.form.checkinTime = $0
        }
      }
    }

    /// A switch for an optional time and, while it is on, its picker.
    @ViewBuilder private func timeRow(
      _ title: String, _ pickerTitle: String, _ time: LocalTime?,
      _ toggled: @escaping @MainActor (Bool) -> Void, set: @escaping @MainActor (LocalTime) -> Void
    ) -> some View {
      Toggle(title, isOn: Binding(get: { time != nil }, set: { toggled($0) }))
      if time != nil {
        DatePicker(
          pickerTitle, selection: PickerBindings.time(time, set: set),
          displayedComponents: .hourAndMinute)
      }
    }
  }
#endif
