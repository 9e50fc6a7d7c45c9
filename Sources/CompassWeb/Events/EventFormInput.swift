import CompassDomain
import CompassModels
import CompassStore
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
  /// What only the server can see is wrong: a date or time that does not read (a browser's
  /// picker never sends one), a school that is not among the user's.
  var problems: [EventFormField: String] = [:]

  init() {}

  init(event: Event) {
    form = EventForm(event: event)
    eventID = event.id
  }

  /// Reads the posted fields.
  init(_ posted: EventFormFields) {
    form.type = EventType(known: posted.type)
    form.name = posted.name ?? ""
    switch posted.school ?? "" {
    case "": form.school = .notSelected
    case Self.noSchool: form.school = .none
    case Self.otherSchool: form.school = .other(name: posted.otherSchoolName ?? "")
    case Self.addNewSchool: addsNewSchool = true
    case let id: form.school = School.ID(id).map(SchoolChoice.existing) ?? .notSelected
    }
    newSchoolName = (posted.newSchoolName ?? "").trimmingCharacters(in: .whitespaces)
    newSchoolLocation = (posted.newSchoolLocation ?? "").trimmingCharacters(in: .whitespaces)
    form.eventSource = EventSource(known: posted.eventSource)
    form.costText = posted.cost ?? ""
    form.url = posted.url ?? ""
    readDatesAndTimes(posted)
    form.location = posted.location ?? ""
    form.address = posted.address ?? ""
    form.city = posted.city ?? ""
    form.setState(posted.state ?? "")
    if let zone = posted.timeZone { form.setTimeZone(zone) }
    form.description = posted.description ?? ""
    form.registered = posted.registered != nil
    form.attended = posted.attended != nil
    form.performanceNotes = posted.performanceNotes ?? ""
    eventID = Event.ID(posted.eventID ?? "")
  }

  /// The dates and times exactly as posted: an empty end stays empty (the page's script fills
  /// the end while the user creates an event, where they can see it).
  private mutating func readDatesAndTimes(_ posted: EventFormFields) {
    form.setStartDate(
      read(posted.startDate, LocalDate.init, problem: .startDate, EventFormMessage.invalidDate))
    form.setEndDate(
      read(posted.endDate, LocalDate.init, problem: .endDate, EventFormMessage.invalidDate))
    form.setStartTime(
      read(posted.startTime, LocalTime.init, problem: .startDate, EventFormMessage.invalidTime))
    form.setEndTime(
      read(posted.endTime, LocalTime.init, problem: .endDate, EventFormMessage.invalidTime))
    form.checkinTime = read(
      posted.checkinTime, LocalTime.init, problem: .startDate, EventFormMessage.invalidTime)
  }

  /// A value read from `text`; text that does not read is kept as a problem of `field`.
  private mutating func read<Value>(
    _ posted: String?, _ parse: (String) -> Value?, problem field: EventFormField, _ message: String
  ) -> Value? {
    let text = posted ?? ""
    let value = parse(text)
    if value == nil, !text.isEmpty { problems[field] = message }
    return value
  }

  /// Refuses a chosen school that is not among `schools` (the user's own).
  mutating func checkSchool(among schools: [School]) {
    if case .existing(let id) = form.school, !schools.contains(where: { $0.id == id }) {
      problems[.school] = EventFormMessage.schoolNotAvailable
    }
  }

  /// The domain's checks, plus a name for a school being added and the server's problems.
  func validate() -> EventFormValidation {
    var result = form.validate()
    if addsNewSchool, newSchoolName.isEmpty {
      result.errors[.school] = EventFormMessage.otherSchoolNameRequired
      result.missing.insert(.school)
    }
    result.errors.merge(problems) { _, problem in problem }
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
  mutating func createSchool(_ schools: ScopedTable<School>) async throws {
    guard let school = schoolToCreate, let eventID else { return }
    let id = School.ID(DerivedID.make(from: eventID.uuid, purpose: "school added with the event"))
    guard let created = try await schools.insertOnce(SchoolInsert(school), id: id)
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
