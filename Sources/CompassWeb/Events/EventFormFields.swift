/// The event form's fields as a browser posts them (Create Event, Edit Event and the live check).
struct EventFormFields: Codable, Sendable, EditFormCarrier {
  var type: String?
  var name: String?
  var school: String?
  var otherSchoolName: String?
  var newSchoolName: String?
  var newSchoolLocation: String?
  var eventSource: String?
  var cost: String?
  var url: String?
  var startDate: String?
  var endDate: String?
  var startTime: String?
  var endTime: String?
  var checkinTime: String?
  var location: String?
  var address: String?
  var city: String?
  var state: String?
  var timeZone: String?
  var description: String?
  /// A checkbox: present when ticked.
  var registered: String?
  /// A checkbox: present when ticked.
  var attended: String?
  var performanceNotes: String?
  var eventID: String?
  /// `1` when the user has tried to submit, so the live check shows every message.
  var attempted: String?
  var opened: String?
  var openedAt: String?
  var resolve: String?
  var clashes: String?

  enum CodingKeys: String, CodingKey {
    case type, name, school, cost, url, location, address, city, state, description, registered
    case attended, attempted, opened, resolve, clashes
    case openedAt = "opened_at"
    case otherSchoolName = "other_school_name"
    case newSchoolName = "new_school_name"
    case newSchoolLocation = "new_school_location"
    case eventSource = "event_source"
    case startDate = "start_date"
    case endDate = "end_date"
    case startTime = "start_time"
    case endTime = "end_time"
    case checkinTime = "checkin_time"
    case performanceNotes = "performance_notes"
    case eventID = "event_id"
    case timeZone = "time_zone"
  }
}

extension EventFormFields {
  /// The fields as the form shows `input`: what a browser posts when nothing is changed.
  init(shown input: EventFormInput) {
    let form = input.form
    type = form.type?.rawValue
    name = form.name
    school = Self.school(input)
    if case .other(let typed) = form.school { otherSchoolName = typed }
    eventSource = form.eventSource?.rawValue
    cost = form.costText
    url = form.url
    startDate = form.startDate?.description
    endDate = form.endDate?.description
    startTime = form.startTime?.hourMinute
    endTime = form.endTime?.hourMinute
    checkinTime = form.checkinTime?.hourMinute
    location = form.location
    address = form.address
    city = form.city
    state = form.state
    timeZone = form.timeZone
    description = form.description
    registered = form.registered ? "1" : nil
    attended = form.attended ? "1" : nil
    performanceNotes = form.performanceNotes
    eventID = input.eventID?.description
  }

  private static func school(_ input: EventFormInput) -> String {
    if input.addsNewSchool { return EventFormInput.addNewSchool }
    switch input.form.school {
    case .notSelected: return ""
    case .none: return EventFormInput.noSchool
    case .other: return EventFormInput.otherSchool
    case .existing(let id): return id.description
    }
  }
}
