import CompassDomain
import CompassModels
import Foundation

/// `/profile`: who the athlete is to a coach, the form to change it (the athlete and parents
/// with edit access), and how the coaches' page shows it.
struct ProfilePage: WebPage {
  static let liveTables = ["athlete_profiles"]
  static let template = "profile"

  /// One choice of a select.
  struct Option: Encodable {
    let value: String
    let label: String
    let selected: Bool
  }

  /// One field's message.
  struct FieldError: Encodable {
    let field: String
    let message: String
  }

  let title = "Athlete profile"
  let section = SitePath(.profile).path
  let csrf: String
  let athlete: String
  let canEdit: Bool
  let readOnlyNote: String?
  let editsName: Bool
  let displayName: String
  let draft: AthleteProfileDraft
  let years: [Option]
  let batsOptions: [Option]
  let throwsOptions: [Option]
  let preview: [String]
  let errors: [String: String]
  let hasErrors: Bool
  let savedText: String?
  let carry: EditCarry
  let labels: [String: String]
  let upcomingLabel = ProfileText.showsUpcomingEvents
  let upcomingHint = ProfileText.showsUpcomingEventsHint
  let privateHint = ProfileText.privateFieldsHint
  var nameError: String?
  var failure: String?

  init(
    session: WebSessions.Session, profile: AthleteProfile?, draft: AthleteProfileDraft,
    displayName: String, today: LocalDate, carry: EditCarry,
    errors: [AthleteProfileField: String] = [:], saved: Bool = false
  ) {
    csrf = session.csrf
    athlete = session.athlete.isViewer ? "Your" : "\(session.athlete.name)'s"
    canEdit = session.athlete.canEdit
    readOnlyNote = session.athlete.canEdit ? nil : ProfileText.readOnly
    editsName = session.athlete.isViewer
    self.displayName = displayName
    self.draft = draft
    let range = AthleteProfileDraft.classYears(today: today)
    years =
      [Option(value: "", label: "Not set", selected: draft.graduationYear.isEmpty)]
      + range.map { year in
        let text = String(year)
        return Option(value: text, label: text, selected: draft.graduationYear == text)
      }
    batsOptions =
      [Option(value: "", label: "Not set", selected: draft.bats.isEmpty)]
      + BattingSide.allCases.map {
        Option(
          value: $0.rawValue, label: ProfileText.label($0), selected: draft.bats == $0.rawValue)
      }
    throwsOptions =
      [Option(value: "", label: "Not set", selected: draft.throwingArm.isEmpty)]
      + ThrowingArm.allCases.map {
        Option(
          value: $0.rawValue, label: ProfileText.label($0),
          selected: draft.throwingArm == $0.rawValue)
      }
    preview = ProfileText.facts(profile)
    self.errors = Dictionary(uniqueKeysWithValues: errors.map { ($0.key.rawValue, $0.value) })
    hasErrors = !errors.isEmpty
    savedText = saved ? ProfileText.saved : nil
    self.carry = carry
    labels = Dictionary(
      uniqueKeysWithValues: AthleteProfileField.allCases.map { ($0.rawValue, $0.label) })
  }
}
