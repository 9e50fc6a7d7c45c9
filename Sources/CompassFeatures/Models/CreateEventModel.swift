import CompassDomain
import CompassModels
import Foundation
import Observation

/// Create Event: the shared event form (`editor`), the discard prompt and one submission at a
/// time. Success leaves the new event's id to open.
@MainActor @Observable
public final class CreateEventModel: Identifiable {
  /// The fields, schools and messages, as in the edit sheet.
  public let editor: EventFormModel
  public private(set) var isSubmitting = false
  /// The alert after a failed save; the form keeps what was typed.
  public private(set) var submitError: String?
  /// Set when the event was created: the page opens it.
  public private(set) var createdEventID: Event.ID?
  public private(set) var showsDiscardPrompt = false
  /// Set when the page should close without saving.
  public private(set) var isDismissed = false

  @ObservationIgnored private let session: AppSession
  @ObservationIgnored private let clock: AppClock

  public init(
    session: AppSession, schools: SchoolsRepository, clock: AppClock, calendar: Calendar
  ) {
    self.session = session
    self.clock = clock
    editor = EventFormModel(session: session, schools: schools, clock: clock, calendar: calendar)
  }

  public var submitTitle: String { isSubmitting ? "Creating…" : "Create Event" }

  /// Create Event is disabled while saving and while a shown message stands.
  public var submitDisabled: Bool { isSubmitting || !editor.allowsSubmit }

  public func onAppear() async { await editor.onAppear() }

  // MARK: Leaving

  /// Cancel: asks first when something was typed.
  public func cancelTapped() {
    if editor.hasUnsavedChanges {
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

  /// The event through the outbox, with the id the phone gives it: created at once with
  /// signal, else kept to send and shown as waiting.
  private func queue(_ payload: EventPayload) async throws -> Event {
    var row = JSONColumns.of(payload)
    row["id"] = .string(UUIDText.lowercase(UUID()))
    let saved = try await session.outbox.submit(
      "Create \(payload.name)", .insert(table: "events", row: row), at: clock.now())
    guard let event = JSONColumns.row(saved ?? row, as: Event.self) else {
      throw FeatureError.unexpected(EventFormMessage.createFailed)
    }
    return event
  }

  /// Validates, creates an "Other" school first, then the event. Taps while it runs do nothing.
  public func createTapped() async {
    guard !isSubmitting, createdEventID == nil else { return }
    guard editor.attemptSubmit(), let user = session.editableAthlete else { return }
    isSubmitting = true
    defer { isSubmitting = false }
    do {
      let schoolID = try await editor.schoolIDCreatingOther(for: user)
      guard let payload = editor.form.payload(userID: user, schoolID: schoolID) else { return }
      let event = try await queue(payload)
      session.cache.save(event: event)
      createdEventID = event.id
    } catch {
      let failure = FeatureError(error)
      submitError =
        failure == .signedOut ? failure.message : EventFormMessage.createFailed
    }
  }
}
