import CompassDomain
import CompassModels
import Foundation

/// What the contact log's forms choose from: the athlete's schools, coaches and recent events.
struct ContactChoices {
  /// How many past events the form offers.
  static let recentEvents = 50

  let schools: [School]
  let coaches: [Coach]
  let events: [Event]

  func schoolOptions(_ chosen: School.ID?, none: String) -> [SelectOption] {
    [SelectOption(value: "", label: none, selected: chosen == nil)]
      + schools.map {
        SelectOption(value: $0.id.description, label: $0.name, selected: $0.id == chosen)
      }
  }

  func coachOptions(_ chosen: Coach.ID?, none: String) -> [SelectOption] {
    let schoolNames = Dictionary(schools.map { ($0.id, $0.name) }) { a, _ in a }
    return [SelectOption(value: "", label: none, selected: chosen == nil)]
      + coaches.map { coach in
        let school = coach.schoolID.flatMap { schoolNames[$0] }.map { " (\($0))" } ?? ""
        return SelectOption(
          value: coach.id.description, label: coach.fullName + school, selected: coach.id == chosen)
      }
  }

  func eventOptions(_ chosen: Event.ID?) -> [SelectOption] {
    [SelectOption(value: "", label: "No event", selected: chosen == nil)]
      + events.map {
        SelectOption(
          value: $0.id.description, label: EventListText.cardName($0), selected: $0.id == chosen)
      }
  }
}

/// The add or edit form of a contact-log entry, as the template reads it.
struct ContactFormView: Encodable {
  let action: SitePath
  let heading: String
  let submitLabel: String
  let isNew: Bool
  let open: Bool
  let typeOptions: [SelectOption]
  let directionOptions: [SelectOption]
  let sentimentOptions: [SelectOption]
  let schoolOptions: [SelectOption]
  let coachOptions: [SelectOption]
  let eventOptions: [SelectOption]
  let date: String
  let time: String
  let subject: String
  let content: String
  let followUpDue: String
  let followUpTitle: String
  let errors: [String: String]
  let hasErrors: Bool
  let failure: String?
  let carry: EditCarry?
  let cancelHref: SitePath

  init(
    _ form: ContactForm, editing: Interaction.ID?, choices: ContactChoices,
    errors: [ContactFormField: String] = [:], open: Bool = false, failure: String? = nil,
    carry: EditCarry? = nil
  ) {
    action = editing.map { .contact(.page, $0) } ?? SitePath(.contacts)
    isNew = editing == nil
    heading = isNew ? "Log a contact" : "Edit contact"
    submitLabel = isNew ? "Log contact" : "Save changes"
    self.open = open || !isNew || !errors.isEmpty || failure != nil
    typeOptions = InteractionType.allCases.map {
      SelectOption(value: $0.rawValue, label: $0.displayName, selected: $0 == form.type)
    }
    directionOptions = InteractionDirection.allCases.map {
      SelectOption(value: $0.rawValue, label: $0.displayName, selected: $0 == form.direction)
    }
    sentimentOptions =
      [SelectOption(value: "", label: "Not said", selected: form.sentiment == nil)]
      + InteractionSentiment.allCases.map {
        SelectOption(value: $0.rawValue, label: $0.displayName, selected: $0 == form.sentiment)
      }
    schoolOptions = choices.schoolOptions(form.schoolID, none: "No school")
    coachOptions = choices.coachOptions(form.coachID, none: "No coach")
    eventOptions = choices.eventOptions(form.eventID)
    date = form.date?.description ?? ""
    time = form.time?.hourMinute ?? ""
    subject = form.subject
    content = form.content
    followUpDue = form.followUpDue?.description ?? ""
    followUpTitle = form.followUpTitle
    self.errors = Dictionary(uniqueKeysWithValues: errors.map { ($0.key.rawValue, $0.value) })
    hasErrors = !errors.isEmpty
    self.failure = failure
    self.carry = carry
    cancelHref = SitePath(.contacts)
  }
}

/// The add or edit form of a follow-up, as the template reads it.
struct FollowUpFormView: Encodable {
  let action: SitePath
  let heading: String
  let submitLabel: String
  let open: Bool
  let title: String
  let notes: String
  let dueDate: String
  let schoolOptions: [SelectOption]
  let coachOptions: [SelectOption]
  let errors: [String: String]
  let failure: String?

  init(
    _ form: FollowUpForm, editing: FollowUp.ID?, choices: ContactChoices,
    errors: [FollowUpFormField: String] = [:], failure: String? = nil
  ) {
    action = editing.map { .followUp(.page, $0) } ?? SitePath(.followUps)
    heading = editing == nil ? "Add a follow-up" : "Edit follow-up"
    submitLabel = editing == nil ? "Add follow-up" : "Save follow-up"
    open = editing != nil || !errors.isEmpty || failure != nil
    title = form.title
    notes = form.notes
    dueDate = form.dueDate?.description ?? ""
    schoolOptions = choices.schoolOptions(form.schoolID, none: "No school")
    coachOptions = choices.coachOptions(form.coachID, none: "No coach")
    self.errors = Dictionary(uniqueKeysWithValues: errors.map { ($0.key.rawValue, $0.value) })
    self.failure = failure
  }
}
