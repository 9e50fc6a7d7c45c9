import CompassModels
import Foundation

/// The add and edit form of a follow-up: what to do, by which day, for which school or coach.
public struct FollowUpForm: Hashable, Sendable {
  /// How far ahead a follow-up may be due, in days.
  public static let furthest = 3 * 365

  public var title = ""
  public var notes = ""
  public var dueDate: LocalDate?
  public var schoolID: School.ID?
  public var coachID: Coach.ID?
  public var eventID: Event.ID?
  public var interactionID: Interaction.ID?
  public let today: LocalDate

  /// A new follow-up, due in two days.
  public init(today: LocalDate) {
    self.today = today
    dueDate = today.adding(days: FollowUpProposals.dueAfterDays)
  }

  /// The form over a saved follow-up.
  public init(editing followUp: FollowUp, today: LocalDate) {
    self.today = today
    title = followUp.title
    notes = followUp.notes ?? ""
    dueDate = followUp.dueDate
    schoolID = followUp.schoolID
    coachID = followUp.coachID
    eventID = followUp.eventID
    interactionID = followUp.interactionID
  }

  /// Messages per field. A saved follow-up may keep a day already past; a new or moved one
  /// is due from today on.
  public func validate(keeping saved: LocalDate? = nil) -> [FollowUpFormField: String] {
    var errors: [FollowUpFormField: String] = [:]
    if title.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
      errors[.title] = FollowUpFormMessage.titleRequired
    }
    if let dueDate {
      if dueDate < today, dueDate != saved { errors[.dueDate] = FollowUpFormMessage.dueInPast }
      if dueDate > today.adding(days: Self.furthest) {
        errors[.dueDate] = FollowUpFormMessage.dueTooFar
      }
    } else {
      errors[.dueDate] = FollowUpFormMessage.dueRequired
    }
    return errors
  }

  /// The insert or update body, or `nil` while invalid.
  public func payload(keeping saved: LocalDate? = nil) -> FollowUpPayload? {
    guard validate(keeping: saved).isEmpty, let dueDate else { return nil }
    let notes = notes.trimmingCharacters(in: .whitespacesAndNewlines)
    return FollowUpPayload(
      title: title.trimmingCharacters(in: .whitespacesAndNewlines),
      notes: notes.isEmpty ? nil : notes,
      dueDate: dueDate, schoolID: schoolID, coachID: coachID, eventID: eventID,
      interactionID: interactionID)
  }

  /// "Follow up with Coach Key (Georgia Tech)", "Follow up with Georgia Tech", "Follow up".
  public static func defaultTitle(coach: Coach?, school: School?) -> String {
    switch (coach, school) {
    case (let coach?, let school?): "Follow up with Coach \(coach.lastName) (\(school.name))"
    case (let coach?, nil): "Follow up with Coach \(coach.lastName)"
    case (nil, let school?): "Follow up with \(school.name)"
    case (nil, nil): "Follow up"
    }
  }
}

/// The follow-up form's fields that can carry a message.
public enum FollowUpFormField: String, Hashable, Sendable, CaseIterable {
  case title
  case dueDate = "due_date"
}

/// The follow-ups' words.
public enum FollowUpFormMessage {
  public static let titleRequired = "Say what to do (for example, Send Coach Key my video)"
  public static let dueRequired = "Choose the day it is due"
  public static let dueInPast = "Choose a day from today on"
  public static let dueTooFar = "Choose a day within the next three years"
  public static let added = "Follow-up added."
  public static let done = "Done, and logged in the contact log."
  public static let dropped = "Follow-up dropped."

  /// "Moved to Friday, Dec 4."
  public static func snoozed(to day: String) -> String { "Moved to \(day)." }
}

/// The body of a `follow_ups` insert or edit.
public struct FollowUpPayload: Hashable, Sendable, Encodable {
  public var title: String
  public var notes: String?
  public var dueDate: LocalDate
  public var schoolID: School.ID?
  public var coachID: Coach.ID?
  public var eventID: Event.ID?
  public var interactionID: Interaction.ID?

  public init(
    title: String, notes: String? = nil, dueDate: LocalDate, schoolID: School.ID? = nil,
    coachID: Coach.ID? = nil, eventID: Event.ID? = nil, interactionID: Interaction.ID? = nil
  ) {
    self.title = title
    self.notes = notes
    self.dueDate = dueDate
    self.schoolID = schoolID
    self.coachID = coachID
    self.eventID = eventID
    self.interactionID = interactionID
  }

  /// The body that writes `followUp` as it is (a proposal).
  public init(_ followUp: FollowUp) {
    self.init(
      title: followUp.title, notes: followUp.notes, dueDate: followUp.dueDate,
      schoolID: followUp.schoolID, coachID: followUp.coachID, eventID: followUp.eventID,
      interactionID: followUp.interactionID)
  }

  /// The columns are the model's own.
  typealias CodingKeys = FollowUp.CodingKeys

  public func encode(to encoder: any Encoder) throws {
    var body = encoder.container(keyedBy: CodingKeys.self)
    try body.encode(title, forKey: .title)
    try body.encodeOrNull(notes, forKey: .notes)
    try body.encode(dueDate, forKey: .dueDate)
    try body.encodeOrNull(schoolID, forKey: .schoolID)
    try body.encodeOrNull(coachID, forKey: .coachID)
    try body.encodeOrNull(eventID, forKey: .eventID)
    try body.encodeOrNull(interactionID, forKey: .interactionID)
  }
}
