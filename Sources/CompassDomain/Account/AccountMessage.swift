/// What the account's forms say for GoTrue's error codes, on the web and on the phone alike.
public enum AccountMessage {
  public static let passwordsDiffer =
    "The two new passwords are not the same. Type the new one twice."

  /// The words for `code`; `field` names what a wrong password was typed in.
  public static func of(code: String?, asking field: String = "password") -> String? {
    switch code {
    case "invalid_credentials": "That is not your \(field). Type it again."
    case "email_exists", "user_already_exists": "Another account uses that address."
    case "same_password": "That is your password already. Choose a different one."
    case "email_not_confirmed":
      "Confirm your address first: open the link we mailed you when you signed up."
    case "over_email_send_rate_limit":
      "We just sent you a mail. Wait a minute before asking for another."
    case "otp_expired": "That code is wrong or has expired. Ask for a new one."
    case "28P01": "That is not your \(field). Type it again."
    default: nil
    }
  }
}
