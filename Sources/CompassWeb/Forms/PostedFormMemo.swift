import Synchronization

/// The form a request posted, kept while its page runs so that a save failing on the server's
/// side can offer it again, whole, instead of losing what was typed.
final class PostedFormMemo: Sendable {
  /// The memo of the page running in this task, set by `WebGate.signedIn`.
  @TaskLocal static var current: PostedFormMemo?

  private let kept = Mutex<CarriedForm?>(nil)

  func keep(_ form: CarriedForm) { kept.withLock { $0 = form } }

  var form: CarriedForm? { kept.withLock { $0 } }
}
