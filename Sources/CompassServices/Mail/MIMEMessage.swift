import Foundation

/// A `MailMessage` as RFC 5322 text with CRLF line ends: headers (a non-ASCII subject in RFC 2047
/// form) and a `multipart/alternative` body of plain text and HTML, each base64 in lines of 76.
package enum MIMEMessage {
  package static func render(
    _ message: MailMessage, from sender: String, date: Date, id: UUID, domain: String
  ) -> String {
    let boundary = "compass-" + id.uuidString.lowercased()
    let headers = [
      "From: " + sender, "To: " + message.to, "Subject: " + encodedHeader(message.subject),
      "Date: " + rfc5322Date(date), "Message-ID: <\(id.uuidString.lowercased())@\(domain)>",
      "MIME-Version: 1.0",
      "Content-Type: multipart/alternative; boundary=\"\(boundary)\"",
    ]
    let parts = [("text/plain", message.text), ("text/html", message.html)].map { type, body in
      "--\(boundary)\r\nContent-Type: \(type); charset=utf-8\r\n"
        + "Content-Transfer-Encoding: base64\r\n\r\n" + base64Lines(body)
    }
    return headers.joined(separator: "\r\n") + "\r\n\r\n" + parts.joined(separator: "\r\n")
      + "\r\n--\(boundary)--\r\n"
  }

  /// `text` as is when it is printable ASCII, otherwise as RFC 2047 UTF-8 base64 words.
  static func encodedHeader(_ text: String) -> String {
    let clean = String(
      String.UnicodeScalarView(text.unicodeScalars.filter { $0 != "\r" && $0 != "\n" }))
    guard !clean.unicodeScalars.allSatisfy({ $0.value >= 32 && $0.value < 127 }) else {
      return clean
    }
    return "=?UTF-8?B?" + Data(clean.utf8).base64EncodedString() + "?="
  }

  private static func base64Lines(_ text: String) -> String {
    let encoded = Data(text.utf8).base64EncodedString(options: [.lineLength76Characters])
    return encoded.replacingOccurrences(of: "\r\n", with: "\n")
      .replacingOccurrences(of: "\n", with: "\r\n") + "\r\n"
  }

  private static func rfc5322Date(_ date: Date) -> String {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss '+0000'"
    return formatter.string(from: date)
  }
}
