import CompassDomain
import CompassModels
import Foundation

/// The event form as a browser posts it: the domain's `EventForm`, the fields of the two school
/// dialogs, and the id chosen when the form was shown, which makes a repeated post harmless.
struct EventFormInput {
  static let addNewSchool = "add_new"
  static let otherSchool = "other"
  static let noSchool = "none"

  var form = EventForm()
  var addsNewSchool = false
  var newSchoolName = ""
  var newSchoolLocation = ""
  var eventID: Event.ID?

  init() {}

  init(event: Event) {
    form = EventForm(event: event)
    eventID = event.id
  }

  /// Reads the posted fields; an end date or time left empty follows the start the way the
  /// page's script fills it in.
  init(_ body: FormBody) {
    let text = { (name: String) in body[name] ?? "" }
    form.type = EventType(known: body["type"])
    form.name = text("name")
    switch text("school") {
    case "": form.school = .notSelected
    case Self.noSchool: form.school = .none
    case Self.otherSchool: form.school = .other(name: text("other_school_name"))
    case Self.addNewSchool: addsNewSchool = true
    case let id: form.school = School.ID(id).map(SchoolChoice.existing) ?? .notSelected
    }
    newSchoolName = text("new_school_name").trimmingCharacters(in: .whitespaces)
    newSchoolLocation = text("new_school_location").trimmingCharacters(in: .whitespaces)
    form.eventSource = EventSource(known: body["event_source"])
    form.costText = text("cost")
    form.url = text("url")
    form.endDate = LocalDate(text("end_date"))
    form.setStartDate(LocalDate(text("start_date")))
    form.endTime = LocalTime(text("end_time"))
    form.setStartTime(LocalTime(text("start_time")))
    form.checkinTime = LocalTime(text("checkin_time"))
    form.location = text("location")
    form.address = text("address")
    form.city = text("city")
    form.setState(text("state"))
    form.description = text("description")
    form.registered = body["registered"] != nil
    form.attended = body["attended"] != nil
    form.performanceNotes = text("performance_notes")
    eventID = Event.ID(text("event_id"))
  }

  /// The domain's checks, plus a name for a school being added.
  func validate() -> EventFormValidation {
    var result = form.validate()
    if addsNewSchool, newSchoolName.isEmpty {
      result.errors[.school] = EventFormMessage.otherSchoolNameRequired
    }
    return result
  }

  /// The school to create before the event: one added in the dialog, or an "Other" name,
  /// which becomes a school of its own and never the event's location.
  var schoolToCreate: (name: String, location: String?)? {
    if addsNewSchool {
      return (newSchoolName, newSchoolLocation.isEmpty ? nil : newSchoolLocation)
    }
    if case .other(let name) = form.school {
      return (name.trimmingCharacters(in: .whitespaces), nil)
    }
    return nil
  }
}

extension EventFormInput {
  /// Creates the school the form names ("Other" or "+ Add new school"), and points the form at
  /// it so a retry after a later failure does not create it again.
  mutating func createSchool(_ rows: UserRows) async throws {
    guard let school = schoolToCreate else { return }
    guard let created: School = try await rows.insert(TableRegistry.schools, SchoolInsert(school))
    else { throw SchoolInsert.NotCreated() }
    form.school = .existing(created.id)
    addsNewSchool = false
  }
}

/// A school added from a form: its name and, when given, where it is.
struct SchoolInsert: Encodable {
  let name: String
  let location: String?

  init(_ school: (name: String, location: String?)) {
    (name, location) = school
  }

  struct NotCreated: Error {}
}
