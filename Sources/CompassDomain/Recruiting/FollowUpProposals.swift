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

  /// "Thank Coach Key (Georgia Tech) for the camp".
  public static func title(coach: Coach, school: School?, event: Event) -> String {
    let at = school.map { " (\($0.name))" } ?? ""
    return "Thank Coach \(coach.lastName)\(at) for the \(event.type.displayName.lowercased())"
  }

  /// The proposal's id for `coach` at `event`: the same wherever it is made, and unlike any
  /// random id (its version nibble is 8, a custom UUID).
  public static func id(event: Event.ID, coach: Coach.ID) -> FollowUp.ID {
    let eventBytes = bytes(event.uuid)
    let coachBytes = bytes(coach.uuid)
    var mixed = (0..<16).map { index in
      eventBytes[index] ^ coachBytes[(index + 5) % 16] ^ salt[index]
    }
    mixed[6] = (mixed[6] & 0x0F) | 0x80
    mixed[8] = (mixed[8] & 0x3F) | 0x80
    return FollowUp.ID(
      UUID(
        uuid: (
          mixed[0], mixed[1], mixed[2], mixed[3], mixed[4], mixed[5], mixed[6], mixed[7],
          mixed[8], mixed[9], mixed[10], mixed[11], mixed[12], mixed[13], mixed[14], mixed[15]
        )))
  }

  private static let salt: [UInt8] = Array("follow-up/coach!".utf8)

  private static func bytes(_ uuid: UUID) -> [UInt8] {
    withUnsafeBytes(of: uuid.uuid) { Array($0) }
  }
}
