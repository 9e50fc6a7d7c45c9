/// What a page shows when its row is gone (deleted, or never the user's): the message and the
/// way back to its list, as the specs word them.
public struct MissingPage: Hashable, Sendable {
  public let message: String
  public let returnLabel: String

  public static let event = MissingPage(
    message: "Event not found", returnLabel: "Return to Events →")
  public static let document = MissingPage(
    message: "Document not found", returnLabel: "Return to Documents")
  public static let metric = MissingPage(
    message: "Metric not found", returnLabel: "Return to Performance")
  public static let school = MissingPage(
    message: "School not found", returnLabel: "Return to Schools")
  public static let contact = MissingPage(
    message: "Contact not found", returnLabel: "Return to the contact log")
  public static let followUp = MissingPage(
    message: "Follow-up not found", returnLabel: "Return to the contact log")

  /// Why it may be missing, under the message.
  public static let explanation = "It may have been deleted."
}
