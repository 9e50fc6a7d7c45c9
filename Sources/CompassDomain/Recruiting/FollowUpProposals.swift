import CompassModels
import Foundation

/// What marking an event attended proposes: a follow-up for each coach present, due two days
/// later ("Thank Coach Key (Georgia Tech) for the camp"). Each proposal's id comes from the
/// event and the coach, so the web page and the phone propose the same row, and a proposal
/// made twice (a retry, the other parent) is one row.
public enum FollowUpProposals {
  /// Days from marking attended to the proposed follow-up's due date.
  public static let dueAfterDays = 2

  /// The proposals for `event`'s coaches present, due `dueAfterDays` after `today`.
  public static func proposals(
    for event: Event, coaches: [Coach], schools: [School], today: LocalDate
  ) -> [FollowUp] {
    let schoolsByID = Dictionary(schools.map { ($0.id, $0) }) { first, _ in first }
    return CoachesPresent.present(at: event, among: coaches).map { coach in
      let school = coach.schoolID.flatMap { schoolsByID[$0] }
      return FollowUp(
        id: id(event: event.id, coach: coach.id), userID: event.userID,
        title: title(coach: coach, school: school, event: event),
        dueDate: today.adding(days: dueAfterDays), schoolID: coach.schoolID ?? event.schoolID,
        coachID: coach.id, eventID: event.id)
    }
  }

  /// What Event Detail says once `count` proposals are on the list; `nil` for none.
  public static func notice(count: Int) -> String? {
    switch count {
    case 0: nil
    case 1: "A follow-up to thank the coach is on your list, due in \(dueAfterDays) days."
    default:
      "\(count) follow-ups to thank the coaches are on your list, due in \(dueAfterDays) days."
    }
  }

  /// "Thank Coach Key (Georgia Tech) for the camp".
  public static func title(coach: Coach, school: School?, event: Event) -> String {
    let at = school.map { " (\($0.name))" } ?? ""
    return "Thank Coach \(coach.lastName)\(at) for the \(event.type.displayName.lowercased())"
  }

  /// The proposal's id for `coach` at `event`: the same wherever it is made.
  public static func id(event: Event.ID, coach: Coach.ID) -> FollowUp.ID {
    FollowUp.ID(StableID.make("follow-up/coach!", from: event.uuid, and: coach.uuid))
  }
}
