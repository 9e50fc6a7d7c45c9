import CompassModels
import Foundation

/// The "Get Directions" link: Apple Maps searching for the address, city and state.
public enum DirectionsURL {
  /// `https://maps.apple.com/?q=…`, or `nil` when address, city and state are all empty
  /// (the button is hidden then).
  public static func make(address: String?, city: String?, state: String?) -> URL? {
    let parts = [address, city, state].compactMap { $0?.trimmingCharacters(in: .whitespaces) }
      .filter { !$0.isEmpty }
    guard !parts.isEmpty else { return nil }
    let allowed = CharacterSet(
      charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")
    let query = parts.joined(separator: ", ")
    guard let encoded = query.addingPercentEncoding(withAllowedCharacters: allowed) else {
      return nil
    }
    return URL(string: "https://maps.apple.com/?q=\(encoded)")
  }

  public static func make(for event: Event) -> URL? {
    make(address: event.address, city: event.city, state: event.state)
  }

  public static func make(for form: EventForm) -> URL? {
    make(address: form.address, city: form.city, state: form.state)
  }
}
