import CompassModels
import Foundation

/// The athlete profile form as typed, on the web and the phone: every field as text, checked
/// with the same messages on both, and turned into the columns an edit saves.
public struct AthleteProfileDraft: Hashable, Sendable, Codable {
  public var graduationYear = ""
  public var sport = ""
  public var positions = ""
  /// A `BattingSide` raw value, or empty.
  public var bats = ""
  /// A `ThrowingArm` raw value, or empty.
  public var throwingArm = ""
  public var heightFeet = ""
  public var heightInches = ""
  public var weightPounds = ""
  public var highSchool = ""
  public var clubTeam = ""
  public var gpa = ""
  public var contactEmail = ""
  public var contactPhone = ""
  public var showsUpcomingEvents = false

  public init() {}

  /// The form opening on `profile` (empty for an athlete without one yet).
  public init(_ profile: AthleteProfile?) {
    guard let profile else { return }
    graduationYear = profile.graduationYear.map(String.init) ?? ""
    sport = profile.sport ?? ""
    positions = profile.positions ?? ""
    bats = profile.bats?.rawValue ?? ""
    throwingArm = profile.throwingArm?.rawValue ?? ""
    heightFeet = profile.heightInches.map { String($0 / 12) } ?? ""
    heightInches = profile.heightInches.map { String($0 % 12) } ?? ""
    weightPounds = profile.weightPounds.map(String.init) ?? ""
    highSchool = profile.highSchool ?? ""
    clubTeam = profile.clubTeam ?? ""
    gpa = profile.gpa.map(ProfileText.gpa) ?? ""
    contactEmail = profile.contactEmail ?? ""
    contactPhone = profile.contactPhone ?? ""
    showsUpcomingEvents = profile.showsUpcomingEvents
  }

  /// What is wrong with the form, field by field, for a person whose today is `today`.
  public func problems(today: LocalDate) -> [AthleteProfileField: String] {
    var problems: [AthleteProfileField: String] = [:]
    let years = Self.classYears(today: today)
    if let year = text(graduationYear), Int(year).map(years.contains) != true {
      problems[.graduationYear] =
        "Enter a class year from \(years.lowerBound) to \(years.upperBound)"
    }
    if heightTotal == .some(nil) {
      problems[.height] = "Enter a height from 3 ft to 8 ft, inches 0 to 11"
    }
    if let weight = text(weightPounds), Int(weight).map(Self.weights.contains) != true {
      problems[.weightPounds] = "Enter a weight in pounds from 50 to 400"
    }
    if let typed = text(gpa), Self.number(typed).map(Self.gpas.contains) != true {
      problems[.gpa] = "Enter a GPA from 0 to 5, like 3.8"
    }
    if let email = text(contactEmail), !Self.looksLikeEmail(email) {
      problems[.contactEmail] = "Enter an e-mail address like name@example.com"
    }
    if let phone = text(contactPhone), !Self.looksLikePhone(phone) {
      problems[.contactPhone] = "Enter a phone number with 7 to 15 digits"
    }
    if let side = text(bats), BattingSide(known: side) == nil {
      problems[.bats] = "Choose right, left or switch"
    }
    if let arm = text(throwingArm), ThrowingArm(known: arm) == nil {
      problems[.throwingArm] = "Choose right or left"
    }
    for field in AthleteProfileField.texts where value(of: field).count > Self.longestText {
      problems[field] = "Keep this under \(Self.longestText) characters"
    }
    return problems
  }

  /// The columns the form saves (empty fields clear theirs); meaningful once `problems` is empty.
  public var columns: [String: JSONValue] {
    [
      "graduation_year": number(text(graduationYear).flatMap { Int($0) }),
      "sport": string(sport), "positions": string(positions), "bats": string(bats),
      "throws": string(throwingArm), "height_inches": number(heightTotal ?? nil),
      "weight_pounds": number(text(weightPounds).flatMap { Int($0) }),
      "high_school": string(highSchool), "club_team": string(clubTeam),
      "gpa": text(gpa).flatMap(Self.number).map { .number($0) } ?? .null,
      "contact_email": string(contactEmail), "contact_phone": string(contactPhone),
      "shows_upcoming_events": .bool(showsUpcomingEvents),
    ]
  }

  /// A stored profile's columns as the form sends them, to compare an edit against.
  public static func columns(of profile: AthleteProfile) -> [String: JSONValue] {
    AthleteProfileDraft(profile).columns
  }

  /// The class years a form offers: four back (a graduate still being recruited) to eight on.
  public static func classYears(today: LocalDate) -> ClosedRange<Int> {
    (today.year - 4)...(today.year + 8)
  }

  static let weights = 50...400
  static let gpas = 0.0...5.0
  static let longestText = 200

  /// Inches in all: `nil` when neither part is given, `.some(nil)` when they make no height.
  var heightTotal: Int?? {
    let feet = text(heightFeet)
    let inches = text(heightInches)
    guard feet != nil || inches != nil else { return nil }
    guard let whole = Int(feet ?? "0"), (3...7).contains(whole),
      let part = Int(inches ?? "0"), (0...11).contains(part)
    else { return .some(nil) }
    return .some(whole * 12 + part)
  }

  private func value(of field: AthleteProfileField) -> String {
    switch field {
    case .sport: sport
    case .positions: positions
    case .highSchool: highSchool
    case .clubTeam: clubTeam
    case .contactEmail: contactEmail
    case .contactPhone: contactPhone
    default: ""
    }
  }

  private func text(_ typed: String) -> String? {
    let trimmed = typed.trimmingCharacters(in: .whitespacesAndNewlines)
    return trimmed.isEmpty ? nil : trimmed
  }

  private func string(_ typed: String) -> JSONValue {
    text(typed).map { .string($0) } ?? .null
  }

  private func number(_ value: Int?) -> JSONValue {
    value.map { .number(Double($0)) } ?? .null
  }

  /// A typed number, a decimal comma read as a point ("3,8").
  static func number(_ typed: String) -> Double? {
    MetricForm.parseValue(typed) ?? nil
  }

  public static func looksLikeEmail(_ text: String) -> Bool {
    let parts = text.split(separator: "@", omittingEmptySubsequences: false)
    return parts.count == 2 && !parts[0].isEmpty && parts[1].contains(".")
      && !parts[1].hasPrefix(".") && !parts[1].hasSuffix(".") && !text.contains(" ")
  }

  static func looksLikePhone(_ text: String) -> Bool {
    let allowed = Set("0123456789 +-().")
    let digits = text.filter(\.isASCII).filter(\.isNumber).count
    return text.allSatisfy(allowed.contains) && (7...15).contains(digits)
  }
}

/// The fields of the athlete profile form that can carry a message.
public enum AthleteProfileField: String, Hashable, Sendable, CaseIterable {
  case graduationYear = "graduation_year"
  case sport, positions, bats
  case throwingArm = "throws"
  case height
  case weightPounds = "weight_pounds"
  case highSchool = "high_school"
  case clubTeam = "club_team"
  case gpa
  case contactEmail = "contact_email"
  case contactPhone = "contact_phone"

  /// The free-text fields, whose length is limited.
  static let texts: [Self] = [
    .sport, .positions, .highSchool, .clubTeam, .contactEmail, .contactPhone,
  ]

  /// The field's label on every face.
  public var label: String {
    switch self {
    case .graduationYear: "Class of"
    case .sport: "Sport"
    case .positions: "Positions"
    case .bats: "Bats"
    case .throwingArm: "Throws"
    case .height: "Height"
    case .weightPounds: "Weight (lb)"
    case .highSchool: "High school"
    case .clubTeam: "Club or travel team"
    case .gpa: "GPA"
    case .contactEmail: "Contact e-mail for coaches"
    case .contactPhone: "Contact phone for coaches"
    }
  }

  /// The label of the column the edit conflict names.
  public static func label(ofColumn column: String) -> String {
    switch column {
    case "height_inches": Self.height.label
    case "shows_upcoming_events": ProfileText.showsUpcomingEvents
    default: Self(rawValue: column)?.label ?? column
    }
  }
}
