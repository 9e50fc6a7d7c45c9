import CompassModels
import Foundation

/// A coach's e-mail and phone as the cards show them, with the `mailto:` and `tel:` links both
/// faces open (the phone number dialled as its digits, whatever punctuation was typed).
public struct CoachContact: Hashable, Sendable {
  public let email: String?
  public let emailURL: URL?
  public let phone: String?
  public let phoneURL: URL?

  public init(_ coach: Coach) {
    email = Self.nonEmpty(coach.email)
    phone = Self.nonEmpty(coach.phone)
    emailURL = email.flatMap(Self.mailURL)
    phoneURL = phone.flatMap(Self.telURL)
  }

  static func mailURL(_ address: String) -> URL? {
    guard address.contains("@"), !address.contains(where: \.isWhitespace) else { return nil }
    var components = URLComponents()
    components.scheme = "mailto"
    components.path = address
    return components.url
  }

  /// `tel:` with the number's digits, a leading "+" kept; nil when fewer than 3 digits.
  static func telURL(_ number: String) -> URL? {
    let digits = number.filter { $0.isASCII && $0.isNumber }
    guard digits.count >= 3 else { return nil }
    let plus = number.trimmingCharacters(in: .whitespaces).hasPrefix("+") ? "+" : ""
    return URL(string: "tel:\(plus)\(digits)")
  }

  private static func nonEmpty(_ text: String?) -> String? {
    guard let trimmed = text?.trimmingCharacters(in: .whitespacesAndNewlines), !trimmed.isEmpty
    else { return nil }
    return trimmed
  }
}
