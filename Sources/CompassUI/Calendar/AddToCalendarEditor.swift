#if canImport(SwiftUI)
  import CompassFeatures
  import EventKitUI
  import SwiftUI

  /// "Add to Calendar": the system's event editor filled with the event, its reminders and
  /// link; the person picks the calendar and taps Add. It needs no calendar permission.
  struct AddToCalendarEditor: UIViewControllerRepresentable {
    let draft: CalendarDraft
    let closed: @MainActor () -> Void

    func makeUIViewController(context: Context) -> EKEventEditViewController {
      let store = EKEventStore()
      let editor = EKEventEditViewController()
      editor.eventStore = store
      editor.event = Self.event(draft, in: store)
      editor.editViewDelegate = context.coordinator
      return editor
    }

    func updateUIViewController(_ editor: EKEventEditViewController, context: Context) {}

    func makeCoordinator() -> Coordinator { Coordinator(closed: closed) }

    private static func event(_ draft: CalendarDraft, in store: EKEventStore) -> EKEvent {
      let event = EKEvent(eventStore: store)
      event.title = draft.title
      event.location = draft.location
      event.notes = draft.notes
      event.url = draft.url
      event.isAllDay = draft.isAllDay
      event.startDate = draft.start
      event.endDate = draft.end
      event.timeZone = draft.timeZone
      for offset in draft.alarmOffsets { event.addAlarm(EKAlarm(relativeOffset: offset)) }
      return event
    }

    /// Tells the screen the editor closed, however it closed.
    final class Coordinator: NSObject, EKEventEditViewDelegate {
      let closed: @MainActor () -> Void

      init(closed: @escaping @MainActor () -> Void) {
        self.closed = closed
      }

      func eventEditViewController(
        _ controller: EKEventEditViewController, didCompleteWith action: EKEventEditViewAction
      ) {
        closed()
      }
    }
  }
#endif
