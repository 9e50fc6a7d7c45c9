import CompassDomain
import CompassModels

/// The Schools page: the user's schools with their coaches, a form to add a school and one per
/// school to add a coach. A refused form comes back with what was typed and why.
struct SchoolsPage: WebPage {
  static let template = "schools"

  let title = "Schools"
  let section = "/schools"
  let csrf: String
  let schools: [SchoolCard]
  let newSchool: SchoolForm
  let isEmpty: Bool

  struct SchoolCard: Encodable {
    let id: String
    let name: String
    let place: String?
    let coaches: [CoachLine]
    let coachForm: CoachFormView
  }

  struct CoachLine: Encodable {
    let name: String
    let role: String
    let contact: String?
  }

  /// The add-school form as typed.
  struct SchoolForm: Encodable {
    var name = ""
    var city = ""
    var state = ""
    var error: String?
  }

  /// One school's add-coach form as typed.
  struct CoachForm: Encodable {
    var firstName = ""
    var lastName = ""
    var email = ""
    var phone = ""
    var role = CoachRole.head.rawValue
    var error: String?
  }

  /// A coach form as the template reads it, with the role choices.
  struct CoachFormView: Encodable {
    let firstName: String
    let lastName: String
    let email: String
    let phone: String
    let error: String?
    let roles: [SelectOption]

    init(_ form: CoachForm) {
      (firstName, lastName, email, phone, error) =
        (form.firstName, form.lastName, form.email, form.phone, form.error)
      roles = CoachRole.allCases.map {
        SelectOption(
          value: $0.rawValue, label: $0.displayName, selected: $0.rawValue == form.role)
      }
    }
  }

  init(
    schools: [School], coaches: [Coach], csrf: String, newSchool: SchoolForm = SchoolForm(),
    coachForm: (school: School.ID, form: CoachForm)? = nil
  ) {
    self.csrf = csrf
    self.newSchool = newSchool
    isEmpty = schools.isEmpty
    self.schools = schools.map { school in
      SchoolCard(
        id: school.id.description, name: school.name,
        place: [school.city, school.state].compactMap { $0 }.filter { !$0.isEmpty }
          .joined(separator: ", ").nonEmpty,
        coaches: coaches.filter { $0.schoolID == school.id }.map { coach in
          CoachLine(
            name: coach.fullName, role: coach.role.displayName,
            contact: [coach.email, coach.phone].compactMap { $0 }.filter { !$0.isEmpty }
              .joined(separator: " · ").nonEmpty)
        },
        coachForm: CoachFormView(
          coachForm.flatMap { $0.school == school.id ? $0.form : nil } ?? CoachForm()))
    }
  }
}

extension String {
  /// `nil` for an empty string.
  fileprivate var nonEmpty: String? { isEmpty ? nil : self }
}
