import CompassDomain

/// The athlete profile form's fields as a browser posts them.
struct ProfileFormFields: Codable, Sendable, EditFormCarrier {
  var displayName: String?
  var graduationYear: String?
  var sport: String?
  var positions: String?
  var bats: String?
  var throwingArm: String?
  var heightFeet: String?
  var heightInches: String?
  var weightPounds: String?
  var highSchool: String?
  var clubTeam: String?
  var gpa: String?
  var contactEmail: String?
  var contactPhone: String?
  /// A checkbox: present when ticked.
  var showsUpcomingEvents: String?
  var opened: String?
  var openedAt: String?
  var resolve: String?
  var clashes: String?

  enum CodingKeys: String, CodingKey {
    case sport, positions, bats, gpa, opened, resolve, clashes
    case displayName = "display_name"
    case graduationYear = "graduation_year"
    case throwingArm = "throws"
    case heightFeet = "height_feet"
    case heightInches = "height_inches"
    case weightPounds = "weight_pounds"
    case highSchool = "high_school"
    case clubTeam = "club_team"
    case contactEmail = "contact_email"
    case contactPhone = "contact_phone"
    case showsUpcomingEvents = "shows_upcoming_events"
    case openedAt = "opened_at"
  }

  /// The fields as the form shows `draft`: what a browser posts when nothing is changed.
  init(shown draft: AthleteProfileDraft) {
    graduationYear = draft.graduationYear
    sport = draft.sport
    positions = draft.positions
    bats = draft.bats
    throwingArm = draft.throwingArm
    heightFeet = draft.heightFeet
    heightInches = draft.heightInches
    weightPounds = draft.weightPounds
    highSchool = draft.highSchool
    clubTeam = draft.clubTeam
    gpa = draft.gpa
    contactEmail = draft.contactEmail
    contactPhone = draft.contactPhone
    showsUpcomingEvents = draft.showsUpcomingEvents ? "1" : nil
  }

  /// The draft these fields hold.
  var draft: AthleteProfileDraft {
    var draft = AthleteProfileDraft()
    draft.graduationYear = graduationYear ?? ""
    draft.sport = sport ?? ""
    draft.positions = positions ?? ""
    draft.bats = bats ?? ""
    draft.throwingArm = throwingArm ?? ""
    draft.heightFeet = heightFeet ?? ""
    draft.heightInches = heightInches ?? ""
    draft.weightPounds = weightPounds ?? ""
    draft.highSchool = highSchool ?? ""
    draft.clubTeam = clubTeam ?? ""
    draft.gpa = gpa ?? ""
    draft.contactEmail = contactEmail ?? ""
    draft.contactPhone = contactPhone ?? ""
    draft.showsUpcomingEvents = showsUpcomingEvents != nil
    return draft
  }
}
