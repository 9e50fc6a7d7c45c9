import Foundation

/// A message to one person: the same short words as plain text and as HTML, and the one link
/// it is about (which the console prints when mail stays on this machine).
package struct MailMessage: Sendable, Equatable {
  package let to: String
  package let subject: String
  package let text: String
  package let html: String
  package let link: String?

  package init(to: String, subject: String, text: String, html: String, link: String? = nil) {
    self.to = to
    self.subject = subject
    self.text = text
    self.html = html
    self.link = link
  }
}

/// Sends mail: over SMTP (`SMTPMailer`), or into a folder with the link on the console
/// (`FolderMailer`) when no mail server is set.
package protocol Mailer: Sendable {
  func send(_ message: MailMessage, from sender: String) async throws
}
