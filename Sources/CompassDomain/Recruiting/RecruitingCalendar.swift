import CompassModels

/// One recruiting year's calendar as the NCAA publishes it for a division and sport (August 1
/// to July 31): its contact, evaluation, quiet and dead periods and its shutdowns, as data
/// with the document they come from, so the family sees whose rule a shaded day is.
public struct RecruitingCalendar: Sendable, Equatable {
  /// What coaches may do during a period, from the NCAA's definitions.
  public enum Kind: String, Sendable, CaseIterable {
    case contact, evaluation, quiet, dead, shutdown

    /// "Quiet period".
    public var name: String {
      switch self {
      case .contact: "Contact period"
      case .evaluation: "Evaluation period"
      case .quiet: "Quiet period"
      case .dead: "Dead period"
      case .shutdown: "Recruiting shutdown"
      }
    }

    /// What the period allows coaches, in a sentence.
    public var meaning: String {
      switch self {
      case .contact:
        "Coaches may meet you and your family in person, on or off campus, and watch you play."
      case .evaluation:
        "Coaches may watch you play off campus but may not talk with you in person off campus."
      case .quiet:
        "Coaches may meet you in person only on their own campus; no off-campus visits or scouting."
      case .dead:
        "No in-person contact on or off campus; calls, texts and e-mail are still allowed."
      case .shutdown:
        "No in-person contact, scouting or campus visits of any kind."
      }
    }

    /// The pale tint a day of the period is shaded with (the web's `.period-…` classes are the
    /// same colours).
    public var shade: PaletteColor {
      switch self {
      case .contact: PaletteColor(name: "period-contact", hex: "#DCFCE7")
      case .evaluation: PaletteColor(name: "period-evaluation", hex: "#DBEAFE")
      case .quiet: PaletteColor(name: "period-quiet", hex: "#FEF9C3")
      case .dead: PaletteColor(name: "period-dead", hex: "#E5E7EB")
      case .shutdown: PaletteColor(name: "period-shutdown", hex: "#FECACA")
      }
    }

    /// Which of two periods covering the same day is in force: the stricter.
    var strictness: Int {
      switch self {
      case .contact: 0
      case .evaluation: 1
      case .quiet: 2
      case .dead: 3
      case .shutdown: 4
      }
    }
  }

  /// One period, its first and last days included.
  public struct Period: Sendable, Equatable {
    public let kind: Kind
    public let days: ClosedRange<LocalDate>
  }

  /// "NCAA Division I Baseball recruiting calendar 2026–27".
  public let title: String
  /// The document the dates were taken from.
  public let source: String
  /// August 1 to July 31.
  public let year: ClosedRange<LocalDate>
  public let periods: [Period]

  /// "From NCAA Division I Baseball recruiting calendar 2026–27 (ncaa.org)".
  public var attribution: String { "From \(title) (\(source))" }

  /// The period in force on `day`: the strictest of those covering it.
  public func period(on day: LocalDate) -> Period? {
    periods.filter { $0.days.contains(day) }.max { $0.kind.strictness < $1.kind.strictness }
  }

  /// The calendars the app knows, one per recruiting year.
  public static let known: [RecruitingCalendar] = [divisionOneBaseball2026]

  /// The known calendar whose year holds `day`, if any.
  public static func covering(_ day: LocalDate) -> RecruitingCalendar? {
    known.first { $0.year.contains(day) }
  }

  /// What a school's page says of `day` (the person's today) for a school of `division`: the
  /// Division I period in force and what it allows, with its source, or that the year's
  /// calendar is not in the app; nothing for a school known to be in another division.
  public static func note(on day: LocalDate, division: SchoolDivision?) -> String? {
    guard division == nil || division == .d1 else { return nil }
    return note(on: day)
  }

  /// The Division I period in force on `day` and what it allows, with its source; or that the
  /// year's calendar is not in the app.
  public static func note(on day: LocalDate) -> String {
    guard let calendar = covering(day) else {
      return
        "The NCAA Division I baseball recruiting calendar for this year is not in the app yet: see ncaa.org before planning visits."
    }
    guard let period = calendar.period(on: day) else { return calendar.attribution + "." }
    return
      "Today: \(period.kind.name.lowercased()). \(period.kind.meaning) \(calendar.attribution)."
  }
}
