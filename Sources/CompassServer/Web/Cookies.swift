import Foundation
import HTTPTypes
import Hummingbird

/// Reading the `Cookie` header and writing `Set-Cookie`: HttpOnly and SameSite=Lax always,
/// Secure when the site is served over HTTPS.
struct Cookies: Sendable {
  let secure: Bool

  static func value(_ name: String, in request: Request) -> String? {
    for header in request.headers[values: .cookie] {
      for pair in header.split(separator: ";") {
        let parts = pair.split(separator: "=", maxSplits: 1)
        if parts.count == 2, parts[0].trimmingCharacters(in: .whitespaces) == name {
          return String(parts[1]).trimmingCharacters(in: .whitespaces)
        }
      }
    }
    return nil
  }

  func set(_ name: String, _ value: String, maxAge: Int) -> String {
    "\(name)=\(value); Path=/; Max-Age=\(maxAge); HttpOnly; SameSite=Lax"
      + (secure ? "; Secure" : "")
  }

  func clear(_ name: String) -> String { set(name, "", maxAge: 0) }
}
