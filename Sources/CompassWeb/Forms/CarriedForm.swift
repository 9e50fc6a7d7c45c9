import CompassHTTP
import CompassModels
import CompassStore
import Foundation
import Hummingbird
import Synchronization

/// A form post that could not be carried out because its session had ended or its token was
/// stale, kept whole so the user can send it again once signed in: nothing they typed is lost.
/// Only urlencoded forms are carried (a chosen file cannot be kept by the server).
struct CarriedForm: Sendable {
  /// The path it was posted to; always a path on this site, never the sign-in forms.
  let action: String
  /// The fields as posted, without the stale form token.
  let fields: [(name: String, value: String)]

  /// The form `body` posted to `action`, when both can be carried.
  init?(action: String?, body: String?) {
    guard let action = LocalPath.validated(action), !action.contains("?"),
      ![SiteRoute.signIn, .signUp, .signOut].contains(where: { SitePath($0).path == action }),
      let body,
      body.utf8.count <= BrowserForm.maxBodySize,
      (try? BrowserForm.decode([String: String].self, from: body)) != nil,
      let pairs = try? QueryString.strictPairs(body)
    else { return nil }
    self.action = action
    fields = pairs.filter { $0.key != "_csrf" }.map { (name: $0.key, value: $0.value) }
  }

  /// The post that `request` carries, when it is an urlencoded form.
  static func posted(_ request: Request, addressed: UserID?) async throws -> CarriedForm? {
    guard request.method == .post,
      request.headers[.contentType]?.hasPrefix("application/x-www-form-urlencoded") == true
    else { return nil }
    return CarriedForm(
      action: SitePath.local(request.uri.path).written(for: addressed),
      body: try await BrowserForm.body(request))
  }

  /// The fields urlencoded again, as the sign-in form carries them.
  var body: String {
    fields.map { "\(QueryString.encode($0.name))=\(QueryString.encode($0.value))" }
      .joined(separator: "&")
  }
}

extension WebSessions.Session {
  /// The form a request posted, kept while its page runs so that a save failing on the
  /// server's side can offer it again, whole, instead of losing what was typed.
  final class PostedForm: Sendable {
    private let kept = Mutex<CarriedForm?>(nil)

    func keep(_ form: CarriedForm) { kept.withLock { $0 = form } }

    var form: CarriedForm? { kept.withLock { $0 } }
  }
}
