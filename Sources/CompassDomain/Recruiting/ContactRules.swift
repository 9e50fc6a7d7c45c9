import CompassModels
import Foundation

/// When a college coach may first call, text or meet an athlete off campus, by division, for
/// baseball: each rule as data with where it was read and the year it holds from, so a family
/// sees "From NCAA Division II Bylaw 13.1.3.1 …". A division whose rule was not checked here
/// says so instead of guessing.
public enum ContactRules {
  /// One first-contact rule: from which day, counted from the athlete's graduation year, a
  /// division's coaches may reach out, and its source.
  public struct Rule: Sendable, Equatable {
    public let division: SchoolDivision
    /// What may start that day ("call, text or e-mail you and meet you off campus").
    public let what: String
    /// The month and day, and how many years before graduation it falls (a class of 2028's
    /// junior year begins in the fall of 2026, two years before).
    public let month: Int
    public let day: Int
    public let yearsBeforeGraduation: Int
    /// "NCAA Division I Bylaw 13.1.1.1 (baseball), as changed in 2023".
    public let source: String

    /// The first day for an athlete graduating in `graduationYear`.
    public func firstDay(graduationYear: Int) -> LocalDate? {
      LocalDate(year: graduationYear - yearsBeforeGraduation, month: month, day: day)
    }
  }

  /// The rules checked, by division. Division I baseball: telephone calls and electronic
  /// correspondence from August 1 at the beginning of the junior year (Bylaws 13.1.3.2.3 and
  /// 13.4.1.1, adopted April 26, 2023); off-campus contact and visits have baseball dates of
  /// their own that sources give differently, so they are not said. Division II: in-person,
  /// off-campus contact and official visits from June 15 before the junior year (the Division
  /// II recruiting guide for 2026–27). Both read through transcriptions of the NCAA's texts.
  public static let known: [Rule] = [
    Rule(
      division: .d1, what: "call, text or e-mail you about recruiting",
      month: 8, day: 1, yearsBeforeGraduation: 2,
      source: "NCAA Division I Bylaws 13.1.3.2.3 and 13.4.1.1 (baseball, adopted April 2023)"),
    Rule(
      division: .d2, what: "meet you off campus and host you on an official visit",
      month: 6, day: 15, yearsBeforeGraduation: 2,
      source: "NCAA Division II Coaches Off-Campus Recruiting Guide 2026–27"),
  ]

  /// The rule of `division`, or `nil` when none was checked here.
  public static func rule(for division: SchoolDivision?) -> Rule? {
    division.flatMap { division in known.first { $0.division == division } }
  }

  /// What a school's page says: "Coaches at Division I schools may call, text or e-mail
  /// Jordan about recruiting and meet Jordan off campus from August 1, 2026.", or why it
  /// cannot say (no division, no graduation year, a rule not checked here).
  public static func line(
    division: SchoolDivision?, athlete: String, graduationYear: Int?, today: LocalDate,
    locale: Locale
  ) -> (text: String, source: String?) {
    guard let division else {
      return ("Set this school's division to see when its coaches may contact \(athlete).", nil)
    }
    guard let rule = rule(for: division) else {
      return (
        "When \(name(of: division)) coaches may first contact \(athlete) is not known here. Check with the school's compliance office.",
        nil
      )
    }
    guard let graduationYear, let first = rule.firstDay(graduationYear: graduationYear) else {
      return (
        "Add \(athlete)'s graduation year to the profile to see when \(name(of: division)) coaches may reach out.",
        "From \(rule.source)"
      )
    }
    let day = EventDateText(locale: locale).day(first)
    let when = first <= today ? "since \(day)" : "from \(day)"
    let what = rule.what.replacingOccurrences(of: "you", with: athlete)
    return ("Coaches at \(name(of: division)) schools may \(what) \(when).", "From \(rule.source)")
  }

  /// "Division I", "Division II", "NAIA" …
  public static func name(of division: SchoolDivision) -> String {
    switch division {
    case .d1: "Division I"
    case .d2: "Division II"
    case .d3: "Division III"
    case .naia: "NAIA"
    case .juco: "junior college"
    default: division.rawValue
    }
  }
}
