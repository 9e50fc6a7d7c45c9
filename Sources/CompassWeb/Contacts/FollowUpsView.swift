import CompassDomain
import CompassModels
import Foundation

/// Follow-ups as the pages list them (`follow-up-items` partial), each with its actions: done
/// (how, and what was said, logged in one step), snooze, drop, and edit.
struct FollowUpsView: Encodable {
  let items: [Item]
  let hasItems: Bool

  /// One follow-up and the addresses of its actions, each coming back to `back`.
  struct Item: Encodable {
    let id: String
    let title: String
    let dueText: String
    let dueClass: String
    let about: String?
    let notes: String?
    let doneAction: SitePath
    let snoozeAction: SitePath
    let dropAction: SitePath
    let editHref: SitePath
    let typeOptions: [SelectOption]
    let snoozeOptions: [SelectOption]
  }

  /// `followUps` in their order, their days said from `today`.
  init(
    _ followUps: [FollowUp], coaches: [Coach], schools: [School], today: LocalDate,
    back: SitePath
  ) {
    let coachNames = Dictionary(coaches.map { ($0.id, "Coach \($0.lastName)") }) { a, _ in a }
    let schoolNames = Dictionary(schools.map { ($0.id, $0.name) }) { a, _ in a }
    let types = FollowUpCompletion.typeChoices.enumerated().map { index, type in
      SelectOption(value: type.rawValue, label: type.displayName, selected: index == 0)
    }
    let snoozes = FollowUpSnooze.allCases.enumerated().map { index, snooze in
      SelectOption(value: snooze.rawValue, label: snooze.label, selected: index == 0)
    }
    items = followUps.map { followUp in
      let about = [
        followUp.coachID.flatMap { coachNames[$0] }, followUp.schoolID.flatMap { schoolNames[$0] },
      ].compactMap { $0 }.joined(separator: " · ")
      let days = followUp.dueDate.dayNumber - today.dayNumber
      return Item(
        id: followUp.id.description, title: followUp.title,
        dueText: FollowUpAgenda.dueText(followUp, today: today),
        dueClass: days < 0 ? "due-overdue" : days == 0 ? "due-today" : "due-later",
        about: about.isEmpty ? nil : about, notes: followUp.notes,
        doneAction: .followUp(.done, followUp.id).query("back", back.text),
        snoozeAction: .followUp(.snooze, followUp.id).query("back", back.text),
        dropAction: .followUp(.drop, followUp.id).query("back", back.text),
        editHref: SitePath(.contacts).query("follow_up", followUp.id.description)
          .fragment("follow-up-form"),
        typeOptions: types, snoozeOptions: snoozes)
    }
    hasItems = !items.isEmpty
  }
}
