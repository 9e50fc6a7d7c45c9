import Foundation

/// A value a filter compares with, written as PostgREST reads it in a query string.
public protocol PostgrestFilterValue: Sendable {
  var postgrestText: String { get }
}

extension String: PostgrestFilterValue { public var postgrestText: String { self } }
extension Int: PostgrestFilterValue { public var postgrestText: String { String(self) } }
extension Double: PostgrestFilterValue { public var postgrestText: String { String(self) } }
extension Bool: PostgrestFilterValue {
  public var postgrestText: String { self ? "true" : "false" }
}
extension UUID: PostgrestFilterValue {
  public var postgrestText: String { uuidString.lowercased() }
}
extension Date: PostgrestFilterValue {
  public var postgrestText: String {
    ISO8601DateFormatter.string(
      from: self, timeZone: TimeZone(identifier: "UTC")!,
      formatOptions: [.withInternetDateTime, .withFractionalSeconds])
  }
}
