import CompassDomain
import CompassStore
import HTTPTypes

/// What a page says when the data layer refused what a form sent (a value too long, a choice
/// that is no longer the user's, a character that cannot be stored): the user's to fix, so the
/// form comes back with this message and a 400, never a server error.
enum FormRefusal {
  /// What a form says when saving failed on the server's side; what was typed is still there.
  static let saveFailed =
    "This could not be saved just now. Nothing you typed was lost: check your connection and try again."

  /// What a signed-out form says when its token did not match (it sat open too long, or the
  /// browser refused its cookie); what was typed is shown again.
  static let expired = "Your form expired. Please try again."

  /// 400 when what was typed was refused; 503 when saving failed and a retry may succeed.
  static func status(_ error: any Error) -> HTTPResponse.Status {
    if let gone = error as? EditGone { return gone.isBusy ? .serviceUnavailable : .notFound }
    return StoreRefusal(error) == nil ? .serviceUnavailable : .badRequest
  }

  /// The refusal's message, or `failure` when the save failed for another reason.
  static func message(_ error: any Error, otherwise failure: String) -> String {
    if let gone = error as? EditGone { return gone.message }
    guard let refusal = StoreRefusal(error) else { return failure }
    return message(refusal)
  }

  static func message(_ refusal: StoreRefusal) -> String {
    switch refusal {
    case .missingReference:
      "Something this refers to is no longer available (it may have been deleted). Choose again."
    case .outOfRange:
      "Something here is too long or out of range. Shorten it and try again."
    case .unstorableCharacter:
      "Something here contains a character that cannot be saved. Remove it and try again."
    case .malformedValue:
      "Something here is not in the expected format. Check it and try again."
    case .duplicate, .refused:
      "This could not be saved. Check what you entered and try again."
    }
  }
}
