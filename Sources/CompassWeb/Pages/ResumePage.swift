/// A carried form, waiting to be sent again: what it holds, "Send now" with a fresh form token,
/// and the way back to the form. Nothing is saved until the user says so.
struct ResumePage: WebPage {
  static let template = "resume"

  /// A carried field: sent again by the form, and shown in the summary under its label.
  struct Field: Encodable {
    let name: String
    let label: String
    let value: String
  }

  let title = "Not sent yet"
  let section = ""
  let text: String
  let action: String
  let summary: [Field]
  let hasSummary: Bool
  let hidden: [Field]
  let backHref: String
  let csrf: String

  init(_ carried: CarriedForm, signedInAgain: Bool, back: String, csrf: String) {
    text =
      signedInAgain
      ? "You’re signed in again. What you sent before your session ended has not been saved yet; nothing you typed was lost."
      : "This page was open for a long time, so what you sent has not been saved yet; nothing you typed was lost."
    action = carried.action
    hidden = carried.fields.map {
      Field(name: $0.name, label: Self.label($0.name), value: $0.value)
    }
    summary = hidden.filter { !$0.value.isEmpty && !$0.name.hasSuffix("_id") }
    hasSummary = !summary.isEmpty
    backHref = back
    self.csrf = csrf
  }

  /// "start_date" → "Start date".
  static func label(_ name: String) -> String {
    let words = name.replacingOccurrences(of: "_", with: " ")
    return words.prefix(1).uppercased() + words.dropFirst()
  }
}
