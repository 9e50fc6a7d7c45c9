import CompassDomain
import CompassModels
import Foundation

/// `/account`: who is signed in, their sign-in address and password, the devices signed in,
/// and the time zone every page's "today" runs on — the browser's by default, or one the user
/// picks (for a browser without JavaScript, or to pin a home zone).
struct AccountPage: WebPage {
  static let template = "account"

  /// One choice in the time zone list.
  struct ZoneOption: Encodable {
    let value: String
    let label: String
    let selected: Bool
  }

  let title = "Account"
  let section = ""
  let email: String
  let automaticLabel: String
  let automaticSelected: Bool
  let common: [ZoneOption]
  let all: [ZoneOption]
  let todayText: String
  let saved: Bool
  let error: String?
  let csrf: String
  /// The address and password forms, the devices and what was just done.
  var security = AccountSecurity()
  /// Whether the person is a parent (their export holds each linked athlete's data).
  var isParent = false
  /// Whether the person gets the morning e-mail of follow-ups due.
  var digestOn = false

  init(
    email: String, chosen: String?, reported: String?, today: LocalDate, locale: Locale,
    saved: Bool, error: String? = nil, csrf: String
  ) {
    self.email = email
    let chosen = PersonalTimeZone.named(chosen) == nil ? nil : chosen
    let browser = PersonalTimeZone.named(reported) == nil ? nil : reported
    automaticLabel =
      browser.map { "Automatic (\(Self.cityLabel($0)))" } ?? "Automatic (UTC for now)"
    automaticSelected = chosen == nil
    common = PersonalTimeZone.common.map {
      ZoneOption(value: $0, label: Self.commonLabel($0, locale: locale), selected: $0 == chosen)
    }
    all = PersonalTimeZone.all.map {
      ZoneOption(value: $0, label: Self.cityLabel($0), selected: $0 == chosen)
    }
    todayText = today.fullText(locale: locale)
    self.saved = saved
    self.error = error
    self.csrf = csrf
  }

  /// "America/Los_Angeles" → "America / Los Angeles".
  static func cityLabel(_ identifier: String) -> String {
    identifier.replacingOccurrences(of: "_", with: " ").replacingOccurrences(of: "/", with: " / ")
  }

  /// "Pacific Time — Los Angeles".
  private static func commonLabel(_ identifier: String, locale: Locale) -> String {
    let city = identifier.split(separator: "/").last.map(String.init) ?? identifier
    let generic = TimeZone(identifier: identifier)?.localizedName(for: .generic, locale: locale)
    return [generic, city.replacingOccurrences(of: "_", with: " ")].compactMap { $0 }
      .joined(separator: " — ")
  }
}
