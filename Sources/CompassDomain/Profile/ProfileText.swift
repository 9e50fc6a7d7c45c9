import CompassModels
import Foundation

/// How an athlete's profile reads to a coach, the same on the coaches' page, its printable
/// summary and the phone's preview.
public enum ProfileText {
  public static let showsUpcomingEvents = "Show my upcoming showcases, games and camps to coaches"
  public static let showsUpcomingEventsHint =
    "Coaches with your link see where to watch you play: showcases, games, and camps at their own school or at no school. Visits and other programs' camps are never shown."
  public static let readOnly =
    "You can see this profile; only the athlete and parents with edit access change it."
  public static let saved = "Profile saved."
  public static let nameRequired = "Enter the name coaches should see"
  public static let privateFieldsHint =
    "Leave GPA and contact empty to keep them off your coaches' page."

  /// The lines under the athlete's name, each `nil`-free and in a coach's reading order:
  /// "Class of 2027 · RHP, OF · Baseball", "Bats R / Throws R · 6'1\" · 185 lb",
  /// "Riverside High School · Club: Ohio Elite", "GPA 3.8".
  public static func facts(_ profile: AthleteProfile?) -> [String] {
    guard let profile else { return [] }
    let lines: [[String?]] = [
      [profile.graduationYear.map { "Class of \($0)" }, profile.positions, profile.sport],
      [
        handedness(profile), profile.heightInches.map(height),
        profile.weightPounds.map { "\($0) lb" },
      ],
      [profile.highSchool, profile.clubTeam.map { "Club: \($0)" }],
      [profile.gpa.map { "GPA \(gpa($0))" }],
    ]
    return lines.compactMap { parts in
      let given = parts.compactMap { $0?.trimmingCharacters(in: .whitespaces) }
        .filter { !$0.isEmpty }
      return given.isEmpty ? nil : given.joined(separator: " · ")
    }
  }

  /// "Bats R / Throws L", "Bats S", "Throws R"; `nil` when neither is given.
  public static func handedness(_ profile: AthleteProfile) -> String? {
    let parts = [
      profile.bats.map { "Bats \(letter($0.rawValue))" },
      profile.throwingArm.map { "Throws \(letter($0.rawValue))" },
    ].compactMap { $0 }
    return parts.isEmpty ? nil : parts.joined(separator: " / ")
  }

  /// `73` → `6'1"`.
  public static func height(_ inches: Int) -> String {
    "\(inches / 12)'\(inches % 12)\""
  }

  /// A GPA with as many decimals as it has, at most two: 3.8, 3.75, 4.
  public static func gpa(_ value: Double) -> String {
    let hundredths = (value * 100).rounded()
    guard abs(hundredths) < 1e6, let cents = Int(exactly: hundredths) else { return "" }
    let whole = cents / 100
    let fraction = cents % 100
    if fraction == 0 { return String(whole) }
    if fraction % 10 == 0 { return "\(whole).\(fraction / 10)" }
    return "\(whole).\(fraction < 10 ? "0" : "")\(fraction)"
  }

  /// The labels the forms show for bats and throws.
  public static func label(_ side: BattingSide) -> String {
    side == .switchHitter ? "Switch" : side.rawValue.capitalized
  }

  public static func label(_ arm: ThrowingArm) -> String { arm.rawValue.capitalized }

  private static func letter(_ raw: String) -> String {
    raw.first.map { String($0).uppercased() } ?? ""
  }
}
