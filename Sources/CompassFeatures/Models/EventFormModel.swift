import CompassDomain
import CompassModels
import Foundation
import Observation

/// The event form on the phone, the same on Create Event and in Event Detail's edit sheet: every
/// field with its auto-fill, the school picker with "Other (not listed)" and "+ Add new school",
/// messages and the submit rule from `EventFormValidation`, and Get Directions.
@MainActor @Observable
public final class EventFormModel {
  /// What the user is typing. Dates, the start time and the state go through the methods below,
  /// which keep the auto-filled fields in step.
  public var form: EventForm
  public private(set) var schools: [School] = []
  public private(set) var schoolsPhase: LoadPhase = .idle
  /// Set by the first tap on Create Event or Save Changes: missing fields show from then on.
  public private(set) var submitAttempted = false
  /// The "+ Add new school" dialog, while it is open.
  public var newSchool: NewSchool?
  public private(set) var newSchoolError: String?
  public private(set) var isAddingSchool = false

  @ObservationIgnored private let original: EventForm
  @ObservationIgnored private let session: AppSession
  @ObservationIgnored private let schoolsRepository: SchoolsRepository
  @ObservationIgnored private let clock: AppClock
  @ObservationIgnored private let calendar: Calendar

  /// A form showing `form`; leaving asks first once it differs from `original` (by default,
  /// what it showed first).
  public init(
    form: EventForm = EventForm(), original: EventForm? = nil, session: AppSession,
    schools: SchoolsRepository, clock: AppClock, calendar: Calendar
  ) {
    self.form = form
    self.original = original ?? form
    self.session = session
    self.schoolsRepository = schools
    self.clock = clock
    self.calendar = calendar
  }

  public var validation: EventFormValidation { form.validate() }

  /// The inline message for `field`: a typing mistake at once, a missing value after a submit.
  public func error(for field: EventFormField) -> String? {
    validation.shownErrors(afterSubmitAttempt: submitAttempted)[field]
  }

  /// The advice under `field` while it is typed (the state's two letters).
  public func warning(for field: EventFormField) -> String? { validation.warnings[field] }

  /// The banner over the form after a refused submit.
  public var validationSummary: String? {
    validation.shownSummary(afterSubmitAttempt: submitAttempted)
  }

  /// Whether Create Event / Save Changes can be tapped (see `EventFormValidation.allowsSubmit`).
  public var allowsSubmit: Bool { validation.allowsSubmit(afterSubmitAttempt: submitAttempted) }

  /// Apple Maps for the address typed so far; `nil` hides "Get Directions".
  public var directionsURL: URL? { DirectionsURL.make(for: form) }

  /// Something was changed: leaving asks first, and the sheet cannot be swiped away.
  public var hasUnsavedChanges: Bool { form.hasChanges(comparedTo: original) }

  /// The school picker's label while the list loads: "Loading..." as the spec shows it.
  public var schoolsAreLoading: Bool {
    if case .loading = schoolsPhase { return true }
    return false
  }

  /// Loads the user's schools once; a failure keeps None and Other available.
  public func onAppear() async {
    guard schoolsPhase == .idle, let user = await session.activeAthlete() else { return }
    schoolsPhase = .loading(showsSkeleton: false)
    do {
      schools = try await schoolsRepository.all(for: user)
      schoolsPhase = .loaded
    } catch {
      schoolsPhase = .failed(FeatureError(error))
    }
  }

  public func retrySchoolsTapped() async {
    schoolsPhase = .idle
    await onAppear()
  }

  // MARK: Fields with auto-fill

  /// Sets the start date; on a new event the end date follows until the user sets it.
  public func startDateChanged(_ date: LocalDate?) { form.setStartDate(date) }
  public func endDateChanged(_ date: LocalDate?) { form.setEndDate(date) }
  /// The date picker opens on today when no date is set.
  public func startDatePickerOpened() {
    form.startDatePickerOpened(today: LocalDate.today(now: clock.now(), calendar: calendar))
  }
  /// Sets the start time; on a new event the end time is an hour later until the user sets it.
  public func startTimeChanged(_ time: LocalTime?) { form.setStartTime(time) }
  public func endTimeChanged(_ time: LocalTime?) { form.setEndTime(time) }
  public func startTimeToggled(_ on: Bool) { form.startTimeToggled(on: on) }
  public func endTimeToggled(_ on: Bool) { form.endTimeToggled(on: on) }
  /// The check-in switch: on proposes half an hour before the start (or 8:30), off clears it.
  public func checkinTimeToggled(_ on: Bool) { form.checkinTimeToggled(on: on) }
  /// The state as typed; a new event's time zone follows the place until one is picked.
  public func stateChanged(_ text: String) { form.setState(text) }
  public func cityChanged(_ text: String) {
    form.city = text
    form.placeChanged()
  }
  /// The person's time zone for the event (empty: the athlete's own).
  public func timeZoneChosen(_ identifier: String) { form.setTimeZone(identifier) }
  /// The choices of the time zone picker: the athlete's own ("") and the zones the web form
  /// offers, with the event's own when it is none of them.
  public var timeZoneChoices: [(id: String, label: String)] {
    [("", "Same as my time zone")]
      + EventTimeZone.choices(including: form.timeZone).map {
        ($0, EventTimeZone.label($0, locale: Locale(identifier: "en_US")))
      }
  }

  // MARK: Schools

  public func schoolChosen(_ choice: SchoolChoice) { form.school = choice }

  public func addSchoolTapped() {
    newSchool = NewSchool(name: "")
    newSchoolError = nil
  }

  public func addSchoolCancelled() { newSchool = nil }

  /// Creates the school from the dialog, adds it to the list and selects it.
  public func saveNewSchoolTapped() async {
    guard var school = newSchool, !isAddingSchool, let user = session.editableAthlete else {
      return
    }
    school.name = school.name.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !school.name.isEmpty else {
      newSchoolError = EventFormMessage.otherSchoolNameRequired
      return
    }
    isAddingSchool = true
    defer { isAddingSchool = false }
    do {
      insert(try await queueSchool(school, for: user))
      newSchool = nil
    } catch {
      newSchoolError = EventFormMessage.schoolCreateFailed
    }
  }

  // MARK: Submitting

  /// Marks the first submit and answers whether the form may be sent.
  func attemptSubmit() -> Bool {
    submitAttempted = true
    return validation.isValid
  }

  /// The school the event points at, creating an "Other (not listed)" one first.
  func schoolIDCreatingOther(for user: UserID) async throws -> School.ID? {
    guard case .other(let name) = form.school else { return form.school.schoolID }
    let created = try await queueSchool(NewSchool(name: name), for: user)
    insert(created)
    return created.id
  }

  /// A new school through the outbox, with the id the phone gives it: usable at once, also
  /// without signal (the event that names it goes after it).
  private func queueSchool(_ school: NewSchool, for user: UserID) async throws -> School {
    var row = JSONColumns.of(school)
    row["id"] = .string(UUIDText.lowercase(UUID()))
    row["user_id"] = .string(user.description)
    let saved = try await session.outbox.submit(
      "Add \(school.name)", .insert(table: "schools", row: row), at: clock.now())
    guard let created = JSONColumns.row(saved ?? row, as: School.self) else {
      throw FeatureError.unexpected(EventFormMessage.schoolCreateFailed)
    }
    return created
  }

  private func insert(_ school: School) {
    schools = (schools + [school]).sorted {
      $0.name.localizedCaseInsensitiveCompare($1.name) == .orderedAscending
    }
    form.school = .existing(school.id)
  }
}
