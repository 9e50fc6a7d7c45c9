/// How long a coach's link lasts, whether it shows the athlete's verified metrics, and the
/// family's own name for it ("E-mail to Coach Smith"), as the athlete or a parent chooses them.
public struct ShareLinkTerms: Sendable, Equatable {
  /// Ninety days, unless the family chooses otherwise.
  public static let defaultDays = 90
  /// The longest a link may last: a year.
  public static let longestDays = 365
  /// The lengths the forms offer.
  public static let dayChoices = [7, 30, 90, 180, 365]
  /// The longest label kept.
  public static let longestLabel = 100

  public let days: Int
  public let includesMetrics: Bool
  public let label: String?

  public init(days: Int = defaultDays, includesMetrics: Bool = false, label: String? = nil) {
    self.days = min(max(days, 1), Self.longestDays)
    self.includesMetrics = includesMetrics
    let trimmed = label?.trimmingSpaces ?? ""
    self.label = trimmed.isEmpty ? nil : String(trimmed.prefix(Self.longestLabel))
  }

  /// Why a link's terms cannot be kept, in words for the person.
  public struct Problem: Error, Equatable, Sendable {
    public let message: String
  }

  /// The terms a form or a function call asks for: whole days from 1 to 365.
  public static func chosen(days: Int?, includesMetrics: Bool, label: String?) -> Result<
    ShareLinkTerms, Problem
  > {
    guard let days, (1...longestDays).contains(days) else {
      return .failure(Problem(message: "Choose how long the link lasts: 1 to 365 days."))
    }
    guard (label?.count ?? 0) <= longestLabel else {
      return .failure(Problem(message: "Keep the link's name to 100 characters."))
    }
    return .success(ShareLinkTerms(days: days, includesMetrics: includesMetrics, label: label))
  }
}

/// What was opened through a coach's link.
public enum ShareViewKind: String, Sendable, CaseIterable {
  /// The page itself.
  case page
  /// A document opened to look at (played, previewed).
  case view
  /// A document downloaded.
  case download
}
