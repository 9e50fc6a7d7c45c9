import CompassModels
import Foundation

/// The result of checking an event form: blocking errors and advisory warnings per field.
public struct EventFormValidation: Hashable, Sendable {
  public var errors: [EventFormField: String] = [:]
  public var warnings: [EventFormField: String] = [:]
  /// The fields whose error is only that nothing was entered yet.
  public var missing: Set<EventFormField> = []

  /// No messages: what a form shows before its first submission.
  public init() {}

  public var isValid: Bool { errors.isEmpty }

  /// The messages the form shows, on the phone and the web alike: what was typed wrong at once,
  /// what is missing only once the user has tried to submit.
  public func shownErrors(afterSubmitAttempt: Bool) -> [EventFormField: String] {
    afterSubmitAttempt ? errors : errors.filter { !missing.contains($0.key) }
  }

  /// The banner, which speaks of missing fields and so shows only after a submit.
  public func shownSummary(afterSubmitAttempt: Bool) -> String? {
    afterSubmitAttempt ? summary : nil
  }

  /// The one submit rule: "Create Event" / "Save Changes" is disabled while a shown message
  /// stands. A first tap on an untouched form stays possible, so it can show what is required
  /// (the spec's "Please complete all required fields"); from then on the button waits for the
  /// corrections, as the spec asks after "End date must be after start date".
  public func allowsSubmit(afterSubmitAttempt: Bool) -> Bool {
    shownErrors(afterSubmitAttempt: afterSubmitAttempt).isEmpty
  }

  /// The banner over the form when a required field is missing.
  public var summary: String? {
    errors.keys.contains(where: \.isRequired) ? EventFormMessage.requiredSummary : nil
  }
}

extension EventFormValidation {
  fileprivate mutating func missed(_ field: EventFormField, _ message: String) {
    errors[field] = message
    missing.insert(field)
  }
}

/// The form's messages, word for word from the specs where they give one.
public enum EventFormMessage {
  public static let typeRequired = "Event type is required"
  public static let nameRequired = "Event name is required"
  public static let nameTooLong = "Event name must be 255 characters or fewer"
  public static let startDateRequired = "Start date is required"
  public static let endBeforeStart = "End date must be after start date"
  public static let invalidURL = "Please enter a valid URL (e.g., https://...)"
  public static let invalidCost = "Please enter a valid cost"
  public static let negativeCost = "Cost cannot be negative"
  public static let costTooHigh = "Cost must be $1,000,000 or less"
  public static let invalidDate = "Enter a valid date"
  public static let invalidTime = "Enter a valid time"
  public static let schoolNotAvailable = "That school is no longer in your list. Choose another."
  public static let otherSchoolNameRequired = "Enter the school's name"
  public static let unknownTimeZone = "Choose a time zone from the list"
  public static let stateNotTwoLetters = "Use the 2-letter state abbreviation (e.g., GA)"
  public static let requiredSummary = "Please complete all required fields"
  public static let createFailed =
    "Failed to create event. Please check your connection and try again."
  public static let schoolCreateFailed = "Failed to add school. Please try again."
  /// A form that came without the id the page gives it (not sent from the page as shown).
  public static let sendAgain = "Check the details, then press Create Event again."
  public static let discardPrompt = "Discard changes?"
}

extension EventForm {
  /// Checks every field; the form keeps what was typed whatever the result.
  public func validate() -> EventFormValidation {
    var result = EventFormValidation()
    if type == nil { result.missed(.type, EventFormMessage.typeRequired) }
    let trimmedName = name.trimmingCharacters(in: .whitespacesAndNewlines)
    if trimmedName.isEmpty {
      result.missed(.name, EventFormMessage.nameRequired)
    } else if trimmedName.count > Self.nameLimit {
      result.errors[.name] = EventFormMessage.nameTooLong
    }
    if school.isOtherWithoutName {
      result.missed(.school, EventFormMessage.otherSchoolNameRequired)
    }
    if let startDate {
      if let endDate, endDate < startDate {
        result.errors[.endDate] = EventFormMessage.endBeforeStart
      }
    } else {
      result.missed(.startDate, EventFormMessage.startDateRequired)
    }
    if !trimmed(url).isEmpty, !Self.isWebURL(trimmed(url)) {
      result.errors[.url] = EventFormMessage.invalidURL
    }
    switch Self.parseCost(costText) {
    case .invalid: result.errors[.cost] = EventFormMessage.invalidCost
    case .negative: result.errors[.cost] = EventFormMessage.negativeCost
    case .tooHigh: result.errors[.cost] = EventFormMessage.costTooHigh
    case .empty, .amount: break
    }
    if !timeZone.isEmpty, PersonalTimeZone.named(timeZone) == nil {
      result.errors[.timeZone] = EventFormMessage.unknownTimeZone
    }
    let trimmedState = trimmed(state)
    if !trimmedState.isEmpty,
      trimmedState.count != 2 || !trimmedState.allSatisfy({ $0.isASCII && $0.isLetter })
    {
      result.warnings[.state] = EventFormMessage.stateNotTwoLetters
    }
    return result
  }

  /// An absolute http(s) URL with a host.
  static func isWebURL(_ text: String) -> Bool {
    guard !text.contains(where: \.isWhitespace), let components = URLComponents(string: text),
      let scheme = components.scheme?.lowercased(), scheme == "http" || scheme == "https",
      let host = components.host, !host.isEmpty
    else { return false }
    return true
  }

  /// The most an event can cost; more is a typo.
  public static let maximumCost = 1_000_000.0

  enum CostInput: Equatable {
    case empty, invalid, negative, tooHigh
    case amount(Double)
  }

  /// Reads "150", "$150.00" or "1,500"; zero is a free event.
  static func parseCost(_ text: String) -> CostInput {
    let cleaned = text.filter { !$0.isWhitespace && $0 != "$" && $0 != "," }
    guard !cleaned.isEmpty else { return .empty }
    guard let value = DecimalText.number(cleaned) else { return .invalid }
    if value > maximumCost { return .tooHigh }
    return value < 0 ? .negative : .amount(value)
  }

  func trimmed(_ text: String) -> String {
    text.trimmingCharacters(in: .whitespacesAndNewlines)
  }
}
