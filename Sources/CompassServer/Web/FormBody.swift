import Foundation
import Hummingbird

/// A submitted HTML form (`application/x-www-form-urlencoded`): `+` is a space, values are
/// percent-decoded, a repeated name keeps every value.
struct FormBody: Sendable {
  static let maxSize = 256 << 10

  private(set) var fields: [(name: String, value: String)] = []

  init(encoded text: String) {
    for pair in text.split(separator: "&") {
      let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      fields.append((Self.decode(parts[0]), parts.count > 1 ? Self.decode(parts[1]) : ""))
    }
  }

  static func read(_ request: Request) async throws -> FormBody {
    let buffer = try await request.body.collect(upTo: maxSize)
    return FormBody(encoded: String(buffer: buffer))
  }

  subscript(name: String) -> String? { fields.first { $0.name == name }?.value }

  func all(_ name: String) -> [String] { fields.filter { $0.name == name }.map(\.value) }

  /// Read as a query string is: `+` is a space, `%XX` a byte, a stray `%` stays as written.
  private static func decode(_ text: Substring) -> String { QueryString.decode(text) }
}
