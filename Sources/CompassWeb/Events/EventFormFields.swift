/// The event form's fields as a browser posts them (Create Event, Edit Event and the live check).
struct EventFormFields: Decodable, Sendable {
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
  var description: String?
  /// A checkbox: present when ticked.
  var registered: String?
  /// A checkbox: present when ticked.
  var attended: String?
  var performanceNotes: String?
  var eventID: String?
  /// `1` when the user has tried to submit, so the live check shows every message.
  var attempted: String?

  enum CodingKeys: String, CodingKey {
    case type, name, school, cost, url, location, address, city, state, description, registered
    case attended, attempted
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
  }
}
