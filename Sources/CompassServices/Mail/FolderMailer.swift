import Foundation
import Logging

/// Mail for a server without a mail server (the demo, a laptop): each message is written to
/// a folder as an `.eml` file, and its link printed on the console so the person can still
/// reset a password or confirm an address.
package struct FolderMailer: Mailer {
  let folder: URL
  let logger: Logger

  package init(folder: URL, logger: Logger) {
    self.folder = folder
    self.logger = logger
  }

  package func send(_ message: MailMessage, from sender: String) async throws {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let id = UUID()
    let stamp = Int(Date().timeIntervalSince1970 * 1_000)
    let file = folder.appendingPathComponent("\(stamp)-\(id.uuidString.lowercased()).eml")
    let text = MIMEMessage.render(message, from: sender, date: Date(), id: id, domain: "localhost")
    try Data(text.utf8).write(to: file, options: [.atomic])
    let link = message.link.map { " — open \($0)" } ?? ""
    logger.notice("Mail to \(message.to): \(message.subject)\(link) (kept in \(file.path))")
  }
}
