import CompassDomain
import CompassModels
import Foundation

/// The event form's messages for what is typed so far, as `POST /events/check` answers the
/// page's script: per input, its error and warning under `EventFormValidation`'s rule (typing
/// mistakes at once, missing fields after a submit), the banner, and whether the button may be
/// pressed. The phone's `EventFormModel` follows the same rule.
struct EventFormCheck {
  /// Each checked field by the id of its input on the page.
  static let inputIDs: [(EventFormField, String)] = [
    (.type, "type"), (.name, "name"), (.school, "school"), (.cost, "cost"), (.url, "url"),
    (.startDate, "start_date"), (.endDate, "end_date"), (.state, "state"),
    (.timeZone, "time_zone"),
  ]

  let json: JSONValue

  init(_ input: EventFormInput, attempted: Bool) {
    let validation = input.validate()
    let shown = validation.shownErrors(afterSubmitAttempt: attempted)
    var fields: [String: JSONValue] = [:]
    for (field, id) in Self.inputIDs {
      fields[id] = .object([
        "error": shown[field].map(JSONValue.string) ?? .null,
        "warning": validation.warnings[field].map(JSONValue.string) ?? .null,
      ])
    }
    json = .object([
      "fields": .object(fields),
      "summary": validation.shownSummary(afterSubmitAttempt: attempted).map(JSONValue.string)
        ?? .null,
      "allowsSubmit": .bool(validation.allowsSubmit(afterSubmitAttempt: attempted)),
    ])
  }
}
