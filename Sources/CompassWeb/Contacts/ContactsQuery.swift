import CompassDomain
import CompassModels
import Foundation

/// The contact log's address: its filters and page, the form it opens, the notice it shows.
struct ContactsQuery: Decodable, Sendable {
  let q: String?
  let school: String?
  let coach: String?
  let type: String?
  let from: String?
  let through: String?
  let page: String?
  let add: String?
  let edit: String?
  let followUp: String?
  let notice: String?

  enum CodingKeys: String, CodingKey {
    case q, school, coach, type, from, through, page, add, edit, notice
    case followUp = "follow_up"
  }

  /// What the page says after a change, by the `notice` key its redirect carries.
  static let notices: [String: String] = [
    "logged": ContactFormMessage.logged, "saved": ContactFormMessage.saved,
    "deleted": "Contact deleted.", "follow_up_added": FollowUpFormMessage.added,
    "follow_up_saved": "Follow-up saved.", "done": FollowUpFormMessage.done,
    "dropped": FollowUpFormMessage.dropped, "snoozed": "Follow-up moved.",
  ]

  /// The filters as typed; an unreadable value filters nothing.
  var filter: ContactLogFilter {
    ContactLogFilter(
      schoolID: school.flatMap(School.ID.init), coachID: coach.flatMap(Coach.ID.init),
      type: InteractionType(known: type), from: from.flatMap(LocalDate.init),
      through: through.flatMap(LocalDate.init),
      search: String((q ?? "").trimmingCharacters(in: .whitespacesAndNewlines).prefix(200)))
  }

  var pageNumber: Int? { page.flatMap { Int($0) } }
}
