/// Create Event: the event form in its five sections under "Add New Event".
struct CreateEventPage: WebPage {
  static let template = "event-new"

  let title = "Add New Event"
  let section = SitePath(.events).path
  let form: EventFormView
}
