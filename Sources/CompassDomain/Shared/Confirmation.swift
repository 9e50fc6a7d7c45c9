/// The question asked before something that cannot be undone: its title, what it does, and the
/// button that does it. The phone's dialog, the web page's dialog and its page without script
/// say the same words.
public struct Confirmation: Equatable, Sendable {
  public let title: String
  public let message: String
  public let confirmLabel: String

  public init(title: String, message: String, confirmLabel: String) {
    self.title = title
    self.message = message
    self.confirmLabel = confirmLabel
  }
}
