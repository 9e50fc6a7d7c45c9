import CompassStore
import Foundation
import Hummingbird

/// A form post that could not be carried out because its session had ended or its token was
/// stale, kept whole so the user can send it again once signed in: nothing they typed is lost.
/// Only urlencoded forms are carried (a chosen file cannot be kept by the server).
struct CarriedForm: Sendable, Equatable {
  /// The path it was posted to; always a path on this site, never the sign-in forms.
  let action: String
  /// The fields as posted, without the stale form token.
  let fields: [(name: String, value: String)]

  static func == (lhs: CarriedForm, rhs: CarriedForm) -> Bool {
    lhs.action == rhs.action && lhs.fields.elementsEqual(rhs.fields) { $0 == $1 }
  }

  /// The form `body` posted to `action`, when both can be carried.
  init?(action: String?, body: String?) {
    guard let action = LocalPath.validated(action), !action.contains("?"),
      !["/login", "/signup", "/logout"].contains(action), let body,
      body.utf8.count <= BrowserForm.maxBodySize,
      let pairs = try? BrowserForm.decode([String: String].self, from: body)
    else { return nil }
    self.action = action
    fields = Self.ordered(body, pairs).filter { $0.name != "_csrf" }
  }

  /// The post that `request` carries, when it is an urlencoded form.
  static func posted(_ request: Request) async throws -> CarriedForm? {
    guard request.method == .post,
      request.headers[.contentType]?.hasPrefix("application/x-www-form-urlencoded") == true
    else { return nil }
    return CarriedForm(action: request.uri.path, body: try await BrowserForm.body(request))
  }

  /// The fields urlencoded again, as the sign-in form carries them.
  var body: String {
    fields.map { "\(QueryString.encode($0.name))=\(QueryString.encode($0.value))" }
      .joined(separator: "&")
  }

  /// The decoded pairs in the order the body names them.
  private static func ordered(_ body: String, _ pairs: [String: String]) -> [(
    name: String, value: String
  )] {
    var seen = Set<String>()
    return body.split(separator: "&").compactMap { part in
      let raw = part.split(separator: "=", maxSplits: 1).first.map(String.init) ?? ""
      let name = raw.replacingOccurrences(of: "+", with: " ").removingPercentEncoding ?? raw
      guard let value = pairs[name], seen.insert(name).inserted else { return nil }
      return (name, value)
    }
  }
}
