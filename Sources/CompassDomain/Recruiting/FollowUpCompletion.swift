import CompassModels
import Foundation

/// Doing a follow-up in one step: the interaction it was (logged in the contact log, its id
/// made from the follow-up's, so doing it twice logs it once) and the follow-up marked done
/// with that interaction noted.
public enum FollowUpCompletion {
  /// The types a follow-up is usually done by.
  public static let typeChoices: [InteractionType] = [.email, .phoneCall, .text, .inPersonVisit]

  /// The id of the interaction that did `followUp`.
  public static func interactionID(for followUp: FollowUp.ID) -> Interaction.ID {
    Interaction.ID(StableID.make("follow-up/done!!", from: followUp.uuid))
  }

  /// The interaction logged when `followUp` is done by `type` at `instant`, with what was said
  /// (`note`, or the follow-up's title when nothing was typed).
  public static func interaction(
    doing followUp: FollowUp, type: InteractionType, note: String, at instant: Date,
    loggedBy user: UserID
  ) -> InteractionPayload {
    let said = note.trimmingCharacters(in: .whitespacesAndNewlines)
    return InteractionPayload(
      schoolID: followUp.schoolID, coachID: followUp.coachID, eventID: followUp.eventID,
      type: type, direction: .outbound, subject: followUp.title,
      content: said.isEmpty ? followUp.title : said, sentiment: nil, occurredAt: instant,
      loggedBy: user)
  }

  /// The columns that mark a follow-up done by `interaction` at `instant`.
  public static func doneColumns(by interaction: Interaction.ID, at instant: Date)
    -> [String: JSONValue]
  {
    [
      "status": .string(FollowUpStatus.done.rawValue),
      "done_interaction_id": .string(interaction.description),
      "done_at": .string(Timestamp.format(instant)),
    ]
  }
}
