import CompassDomain
import Hummingbird

extension WebEventDetailController {
  /// "Add to Calendar": the one event as an iCalendar file the phone or desktop calendar
  /// opens, with the same times, place and details as the season export and the standard
  /// reminders (the evening before, and at check-in), as the phone's "Add to Calendar" sets.
  @Sendable func exportCalendar(_ request: Request, context: some SiteRequestContext) async throws
    -> Response
  {
    try await withEvent(request, context) { event, _ in
      HTMLResponse.download(
        ICalendar.make(
          events: [event], now: rest.now(), locale: locale, reminders: .standard),
        type: "text/calendar; charset=utf-8", name: ExportFileName.event(event, extension: "ics"))
    }
  }
}
