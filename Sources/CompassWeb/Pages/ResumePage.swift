/// A carried form, waiting to be sent again: why it was not saved, what it holds, a button
/// that sends it with a fresh form token, and the way back to the form. Nothing is saved until
/// the user says so; a send that fails again comes back here.
struct ResumePage: WebPage {
  static let template = "resume"

  /// Why the form is waiting.
  enum Reason {
    /// Its session ended; the user has just signed in again.
    case signedInAgain
    /// Its form token was stale (the page was open a long time).
    case stale
    /// Saving failed on the server's side; trying again may work.
    case saveFailed
  }

  /// A carried field: sent again by the form, and shown in the summary under its label.
  struct Field: Encodable {
    let name: String
    let label: String
    let value: String
  }

  let title: String
  let section: String
  let text: String
  let failed: Bool
  let sendLabel: String
  let action: String
  let summary: [Field]
  let hasSummary: Bool
  let hidden: [Field]
  let backHref: SitePath
  let csrf: String

  init(_ carried: CarriedForm, reason: Reason, back: SitePath, csrf: String) {
    title = reason == .saveFailed ? "Not saved yet" : "Not sent yet"
    switch reason {
    case .signedInAgain:
      text =
        "You’re signed in again. What you sent before your session ended has not been saved yet; nothing you typed was lost."
    case .stale:
      text =
        "This page was open for a long time, so what you sent has not been saved yet; nothing you typed was lost."
    case .saveFailed:
      text =
        "This could not be saved just now (the server or your connection had a problem). Nothing you typed was lost: try again."
    }
    failed = reason == .saveFailed
    sendLabel = reason == .saveFailed ? "Try again" : "Send now"
    section = Self.section(of: carried.action)
    action = carried.action
    hidden = carried.fields.map {
      Field(name: $0.name, label: Self.label($0.name), value: $0.value)
    }
    let text = CarriedFieldText()
    summary = hidden.filter { !$0.value.isEmpty && !CarriedFieldText.isHidden($0.name) }.map {
      Field(
        name: $0.name, label: $0.label,
        value: text.value($0.value, of: $0.name, action: carried.action))
    }
    hasSummary = !summary.isEmpty
    backHref = back
    self.csrf = csrf
  }

  private static let labels = [
    "checkin_time": "Check-in time", "url": "Event link", "event_source": "Source",
    "metric_type": "Metric", "new_school_name": "New school", "other_school_name": "School",
  ]

  /// The navigation entry a form's action belongs to (`/documents/…/edit` → `/documents`).
  static func section(of action: String) -> String {
    let action = SitePath.addressed(action)?.rest ?? action
    let parts = action.split { $0 == "/" || $0 == "?" }
    let first = "/" + (parts.first.map(String.init) ?? "")
    return [SiteRoute.events, .performance, .documents, .schools, .contacts].map {
      SitePath($0).path
    }
    .contains(first) ? first : ""
  }

  /// "start_date" → "Start date"; a few read better as the form labels them.
  static func label(_ name: String) -> String {
    if let known = labels[name] { return known }
    let words = name.replacingOccurrences(of: "_", with: " ")
    return words.prefix(1).uppercased() + words.dropFirst()
  }
}
