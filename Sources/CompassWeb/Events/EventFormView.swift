import CompassDomain
import CompassModels
import Foundation

/// What the event form partial shows: the typed values, each field's message, the choices of
/// every dropdown, and where the form posts. Shared by Create Event and the edit dialog.
struct EventFormView: Encodable {
  /// A text field with what was typed and its message.
  struct Field: Encodable {
    let value: String
    let error: String?
    let warning: String?
  }

  let action: SitePath
  let submitLabel: String
  let busyLabel: String
  let cancelHref: SitePath
  /// Only a new event's end follows its start (the page script does it, where the user sees it).
  let autoFills: Bool
  let csrf: String
  let eventID: String?
  let summary: String?
  let failure: String?
  /// Set once the form was submitted: the page's checks then show missing fields too.
  let attempted: Bool
  /// A shown message stands: the script keeps the button disabled until it is corrected.
  let blocked: Bool
  let typeOptions: [SelectOption]
  let schoolOptions: [SelectOption]
  let sourceOptions: [SelectOption]
  let name: Field
  let nameLimit = EventForm.nameLimit
  let school: Field
  let otherSchoolName: String
  let newSchoolName: String
  let newSchoolLocation: String
  let typeError: String?
  let cost: Field
  let url: Field
  let startDate: Field
  let startTime: String
  let endDate: Field
  let endTime: String
  let checkinTime: String
  let location: String
  let address: String
  let city: String
  let state: Field
  let timeZone: Field
  let timeZoneOptions: [SelectOption]
  let timeZoneFollowsPlace: Bool
  let zonesByState = Self.stateZones
  let zonesByCity = Self.cityZones
  /// The place proposals as the page script reads them, encoded once.
  private static let stateZones = json(EventTimeZone.byState)
  private static let cityZones = json(EventTimeZone.byCity)
  let directionsHref: String?
  let description: String
  let registered: Bool
  let attended: Bool
  let performanceNotes: String
  /// An edit's start and clash panel (`EditCarry`); none on Create Event.
  let edit: EditCarry?

  /// The form for `input`: typing mistakes show at once, missing fields once it has been
  /// submitted (`EventFormValidation.shownErrors`, the rule the phone follows too).
  init(
    _ input: EventFormInput, schools: [School], target: Target, csrf: String,
    showsMessages: Bool, failure: String? = nil, edit: EditCarry? = nil
  ) {
    self.edit = edit
    let form = input.form
    let validation = input.validate()
    let shown = validation.shownErrors(afterSubmitAttempt: showsMessages)
    let field = { (value: String, key: EventFormField) in
      Field(value: value, error: shown[key], warning: validation.warnings[key])
    }
    action = target.action
    submitLabel = target.submitLabel
    busyLabel = target.busyLabel
    cancelHref = target.cancelHref
    autoFills = target.autoFills
    self.csrf = csrf
    eventID = input.eventID?.description
    summary = validation.shownSummary(afterSubmitAttempt: showsMessages)
    self.failure = failure
    attempted = showsMessages
    blocked = !validation.allowsSubmit(afterSubmitAttempt: showsMessages)
    typeError = shown[.type]
    typeOptions =
      [SelectOption(value: "", label: "-- Select a type --", selected: form.type == nil)]
      + EventType.allCases.map {
        SelectOption(value: $0.rawValue, label: $0.displayName, selected: $0 == form.type)
      }
    schoolOptions = Self.schoolOptions(input, schools: schools)
    sourceOptions =
      [
        SelectOption(
          value: "", label: "-- Select a source --", selected: form.eventSource == nil)
      ]
      + EventSource.allCases.map {
        SelectOption(
          value: $0.rawValue, label: $0.displayName, selected: $0 == form.eventSource)
      }
    name = field(form.name, .name)
    school = field("", .school)
    if case .other(let typed) = form.school {
      otherSchoolName = typed
    } else {
      otherSchoolName = ""
    }
    newSchoolName = input.newSchoolName
    newSchoolLocation = input.newSchoolLocation
    cost = field(form.costText, .cost)
    url = field(form.url, .url)
    startDate = field(form.startDate?.description ?? "", .startDate)
    startTime = form.startTime?.hourMinute ?? ""
    endDate = field(form.endDate?.description ?? "", .endDate)
    endTime = form.endTime?.hourMinute ?? ""
    checkinTime = form.checkinTime?.hourMinute ?? ""
    location = form.location
    address = form.address
    city = form.city
    state = field(form.state, .state)
    timeZone = field(form.timeZone, .timeZone)
    timeZoneOptions = Self.zoneOptions(selected: form.timeZone)
    timeZoneFollowsPlace = form.timeZoneFollowsPlace
    directionsHref = DirectionsURL.make(for: form)?.absoluteString
    description = form.description
    registered = form.registered
    attended = form.attended
    performanceNotes = form.performanceNotes
  }

  /// "Same as mine", the US zones and those the place proposals name, and the one stored
  /// when it is none of them.
  static func zoneOptions(selected: String) -> [SelectOption] {
    let english = Locale(identifier: "en_US")
    let zones = EventTimeZone.choices(including: selected)
    return [SelectOption(value: "", label: "Same as my time zone", selected: selected.isEmpty)]
      + zones.map {
        SelectOption(
          value: $0, label: EventTimeZone.label($0, locale: english), selected: $0 == selected)
      }
  }

  /// A table as the page script reads it from an attribute.
  static func json(_ table: [String: String]) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    return (try? encoder.encode(table)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
  }

  /// Where the form goes and what its buttons say.
  struct Target {
    let action: SitePath
    let submitLabel: String
    let busyLabel: String
    let cancelHref: SitePath
    let autoFills: Bool

    static let create = Target(
      action: SitePath(.newEvent), submitLabel: "Create Event", busyLabel: "Creating…",
      cancelHref: SitePath(.events), autoFills: true)

    static func edit(_ id: Event.ID) -> Target {
      Target(
        action: .event(.edit, id), submitLabel: "Save Changes",
        busyLabel: "Saving…", cancelHref: .event(id), autoFills: false)
    }
  }

  /// "-- Select a school --", the user's schools by name, "None", "Other (not listed)",
  /// "+ Add new school".
  private static func schoolOptions(_ input: EventFormInput, schools: [School])
    -> [SelectOption]
  {
    let choice = input.form.school
    var isOther = false
    if case .other = choice { isOther = true }
    return [
      SelectOption(
        value: "", label: "-- Select a school --",
        selected: choice == .notSelected && !input.addsNewSchool)
    ]
      + schools.map { school in
        SelectOption(
          value: school.id.description,
          label: [school.name, school.location].compactMap { $0 }.filter { !$0.isEmpty }
            .joined(separator: " — "),
          selected: choice == .existing(school.id))
      }
      + [
        SelectOption(
          value: EventFormInput.noSchool, label: "None", selected: choice == .none),
        SelectOption(
          value: EventFormInput.otherSchool, label: "Other (not listed)", selected: isOther),
        SelectOption(
          value: EventFormInput.addNewSchool, label: "+ Add new school",
          selected: input.addsNewSchool),
      ]
  }
}
