import Logging

/// Mail waiting to go. An answer never waits on a mail server, so its timing says nothing about
/// whether an address has an account; each message is tried up to three times over about a
/// minute, and a failure is logged with the server's reason, never the message's link.
package actor MailQueue {
  /// The most messages held at once; beyond it new ones are dropped (and logged).
  static let capacity = 1_000
  private let mailer: any Mailer
  private let retryDelays: [Duration]
  private let sender: String
  private let logger: Logger
  private var waiting: [MailMessage] = []
  private var isSending = false
  private var idleWaiters: [CheckedContinuation<Void, Never>] = []

  package init(
    mailer: any Mailer, sender: String, logger: Logger,
    retryDelays: [Duration] = [.seconds(5), .seconds(30)]
  ) {
    self.mailer = mailer
    self.retryDelays = retryDelays
    self.sender = sender
    self.logger = logger
  }

  /// Queues `message` and returns at once, before it is sent.
  package func enqueue(_ message: MailMessage) {
    add(message)
  }

  /// Returns once every queued message has been sent or given up on.
  package func drained() async {
    guard isSending || !waiting.isEmpty else { return }
    await withCheckedContinuation { idleWaiters.append($0) }
  }

  private func add(_ message: MailMessage) {
    guard waiting.count < Self.capacity else {
      logger.error("mail queue full: a message to \(message.to) was dropped")
      return
    }
    waiting.append(message)
    guard !isSending else { return }
    isSending = true
    Task { await self.sendAll() }
  }

  private func sendAll() async {
    while !waiting.isEmpty {
      let message = waiting.removeFirst()
      await deliver(message)
    }
    isSending = false
    for waiter in idleWaiters { waiter.resume() }
    idleWaiters = []
  }

  private func deliver(_ message: MailMessage) async {
    for attempt in 0...retryDelays.count {
      do {
        try await mailer.send(message, from: sender)
        return
      } catch {
        logger.warning("mail to \(message.to) not sent (try \(attempt + 1)): \(error)")
        guard attempt < retryDelays.count else { break }
        try? await Task.sleep(for: retryDelays[attempt])
      }
    }
    logger.error("mail to \(message.to) given up: \(message.subject)")
  }
}
