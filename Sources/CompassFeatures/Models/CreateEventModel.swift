import CompassDomain
import CompassModels
import Foundation
import Observation

/// The Create Event form: auto-fill, validation in the spec's words, the school picker with
/// "Other (not listed)" and "+ Add new school", Get Directions, the discard prompt and one
/// submission at a time. Success leaves the new event's id to open.
@MainActor @Observable
public final class CreateEventModel: Identifiable {
  /// What the user is typing. Dates, the start time and the state go through the methods below,
  /// which keep the auto-filled fields in step.
  public var form = EventForm()
  public private(set) var schools: [School] = []
  public private(set) var schoolsPhase: LoadPhase = .idle
  /// Validation shows once the user has tried to submit.
  public private(set) var showsValidation = false
  public private(set) var isSubmitting = false
  /// The alert after a failed save; the form keeps what was typed.
  public private(set) var submitError: String?
  /// Set when the event was created: the page opens it.
  public private(set) var createdEventID: Event.ID?
  public private(set) var showsDiscardPrompt = false
  /// Set when the page should close without saving.
  public private(set) var isDismissed = false
  /// The "+ Add new school" dialog, while it is open.
  public var newSchool: NewSchool?
  public private(set) var newSchoolError: String?
  public private(set) var isAddingSchool = false

  @ObservationIgnored private let session: AppSession
  @ObservationIgnored private let events: EventsRepository
  @ObservationIgnored private let schoolsRepository: SchoolsRepository
  @ObservationIgnored private let clock: AppClock
  @ObservationIgnored private let calendar: Calendar
  @ObservationIgnored private let original = EventForm()

  public init(
    session: AppSession, events: EventsRepository, schools: SchoolsRepository, clock: AppClock,
    calendar: Calendar
  ) {
    self.session = session
    self.events = events
    self.schoolsRepository = schools
    self.clock = clock
    self.calendar = calendar
  }

  public var validation: EventFormValidation { form.validate() }

  /// The inline message for `field`, once validation shows.
  public func error(for field: EventFormField) -> String? {
    showsValidation ? validation.errors[field] : nil
  }

  /// The banner over the form after a refused submit.
  public var validationSummary: String? { showsValidation ? validation.summary : nil }

  /// Apple Maps for the address typed so far; `nil` hides "Get Directions".
  public var directionsURL: URL? { DirectionsURL.make(for: form) }

  public var submitTitle: String { isSubmitting ? "Creating…" : "Create Event" }

  /// Something was typed: leaving asks first, and the sheet cannot be swiped away.
  public var hasUnsavedChanges: Bool { form.hasChanges(comparedTo: original) }

  public func onAppear() async {
    guard schoolsPhase == .idle, let user = session.user else { return }
    schoolsPhase = .loading(showsSkeleton: false)
    do {
      schools = try await schoolsRepository.all(for: user)
      schoolsPhase = .loaded
    } catch {
      schoolsPhase = .failed(FeatureError(error))
    }
  }

  // MARK: Fields with auto-fill

  /// Sets the start date; the end date follows while it was empty or matched.
  public func startDateChanged(_ date: LocalDate?) { form.setStartDate(date) }
  /// The date picker opens on today when no date is set.
  public func startDatePickerOpened() {
    form.startDatePickerOpened(today: LocalDate.today(now: clock.now(), calendar: calendar))
  }
  /// Sets the start time; the end time becomes an hour later unless the user set one.
  public func startTimeChanged(_ time: LocalTime?) { form.setStartTime(time) }
  public func startTimeToggled(_ on: Bool) { form.startTimeToggled(on: on) }
  public func endTimeToggled(_ on: Bool) { form.endTimeToggled(on: on) }
  public func stateChanged(_ text: String) { form.setState(text) }

  // MARK: Schools

  public func schoolChosen(_ choice: SchoolChoice) { form.school = choice }

  public func addSchoolTapped() {
    newSchool = NewSchool(name: "")
    newSchoolError = nil
  }

  public func addSchoolCancelled() { newSchool = nil }

  /// Creates the school from the dialog, adds it to the list and selects it.
  public func saveNewSchoolTapped() async {
    guard var school = newSchool, !isAddingSchool, let user = session.user else { return }
    school.name = school.name.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !school.name.isEmpty else {
      newSchoolError = EventFormMessage.otherSchoolNameRequired
      return
    }
    isAddingSchool = true
    defer { isAddingSchool = false }
    do {
      let created = try await schoolsRepository.create(school, for: user)
      schools = (schools + [created]).sorted {
        $0.name.localizedCaseInsensitiveCompare($1.name) == .orderedAscending
      }
      form.school = .existing(created.id)
      newSchool = nil
    } catch {
      newSchoolError = EventFormMessage.schoolCreateFailed
    }
  }

  // MARK: Leaving

  /// Cancel: asks first when something was typed.
  public func cancelTapped() {
    if hasUnsavedChanges {
      showsDiscardPrompt = true
    } else {
      isDismissed = true
    }
  }

  public func discardConfirmed() {
    showsDiscardPrompt = false
    isDismissed = true
  }

  public func keepEditingTapped() { showsDiscardPrompt = false }

  public func submitErrorDismissed() { submitError = nil }

  // MARK: Create

  /// Validates, creates an "Other" school first, then the event. Taps while it runs do nothing.
  public func createTapped() async {
    guard !isSubmitting, createdEventID == nil else { return }
    showsValidation = true
    guard validation.isValid, let user = session.user else { return }
    isSubmitting = true
    defer { isSubmitting = false }
    do {
      var schoolID = form.school.schoolID
      if case .other(let name) = form.school {
        let created = try await schoolsRepository.create(NewSchool(name: name), for: user)
        schools.append(created)
        form.school = .existing(created.id)
        schoolID = created.id
      }
      guard let payload = form.payload(userID: user, schoolID: schoolID) else { return }
      let event = try await events.create(payload, for: user)
      session.cache.save(event: event)
      createdEventID = event.id
    } catch {
      let failure = FeatureError(error)
      submitError =
        failure == .signedOut ? failure.message : EventFormMessage.createFailed
    }
  }
}
