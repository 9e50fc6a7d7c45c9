import Synchronization

extension WebSessions.Session {
  /// The form a request posted, kept while its page runs so that a save failing on the
  /// server's side can offer it again, whole, instead of losing what was typed.
  final class PostedForm: Sendable {
    private let kept = Mutex<CarriedForm?>(nil)

    func keep(_ form: CarriedForm) { kept.withLock { $0 = form } }

    var form: CarriedForm? { kept.withLock { $0 } }
  }
}
