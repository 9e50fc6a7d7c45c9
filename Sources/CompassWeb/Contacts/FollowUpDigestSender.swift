import CompassDomain
import CompassModels
import CompassServices
import CompassStore
import Foundation
import Logging

/// The morning e-mail of follow-ups due: from 7:00 in each person's zone, once a day (claimed
/// by one statement, so of several servers one sends it), what is due that day or overdue for
/// each athlete they may still read, each linking to that athlete's contact log. Nothing due,
/// no mail.
package struct FollowUpDigestSender: Sendable {
  /// The hour of the person's morning from which the e-mail goes.
  package static let morningHour = 7
  /// How often the senders look for mornings that have come.
  package static let checkEvery: Duration = .seconds(300)

  package let digests: FollowUpDigests
  let rest: RestEngine
  let mail: MailQueue
  /// Where the mail's links point (`--public-url`).
  let origin: String

  package init(digests: FollowUpDigests, rest: RestEngine, mail: MailQueue, origin: String) {
    self.digests = digests
    self.rest = rest
    self.mail = mail
    self.origin = origin
  }

  /// Looks every `checkEvery` until cancelled, the first time one period after start (a server
  /// that just started has its own work first); a failed look is logged and tried next time.
  package func run(logger: Logger) async {
    while !Task.isCancelled {
      try? await Task.sleep(for: Self.checkEvery)
      guard !Task.isCancelled else { return }
      do {
        _ = try await sendDue()
      } catch {
        logger.warning("follow-up e-mail: \(error)")
      }
    }
  }

  /// Sends each e-mail whose morning has come and was not sent yet; how many went.
  package func sendDue() async throws -> Int {
    let now = rest.now()
    var sent = 0
    for subscriber in try await digests.subscribers() {
      let calendar = PersonalTimeZone.calendar(in: subscriber.timeZone)
      guard calendar.component(.hour, from: now) >= Self.morningHour else { continue }
      let today = LocalDate.today(now: now, calendar: calendar)
      guard try await digests.claim(today, for: subscriber.user) else { continue }
      var sections: [FollowUpDigestMail.Section] = []
      for athlete in try await digests.athletes(of: subscriber.user) {
        let due = try await ScopedData(engine: rest, user: subscriber.user, athlete: athlete.id)
          .followUps.list(
            where: [.equals(.status, FollowUpStatus.open.rawValue), .atMost(.dueDate, today)],
            order: [.ascending(.dueDate)])
        guard !due.isEmpty else { continue }
        let own = athlete.id == subscriber.user
        sections.append(
          FollowUpDigestMail.Section(
            athlete: own ? nil : athlete.name, followUps: due,
            link: origin + SitePath(.contacts).written(for: own ? nil : athlete.id)
              + "#follow-ups"))
      }
      guard !sections.isEmpty else { continue }
      await mail.enqueue(
        FollowUpDigestMail.message(
          to: subscriber.email, sections: sections, today: today,
          settings: origin + SitePath(.account).path + "#digest"))
      sent += 1
    }
    return sent
  }
}

/// The morning e-mail's words: short, one line per follow-up, the way to the contact log and
/// the way to turn it off.
enum FollowUpDigestMail {
  /// One athlete's follow-ups due; `athlete` is `nil` for the person's own.
  struct Section {
    let athlete: String?
    let followUps: [FollowUp]
    let link: String
  }

  static func message(
    to address: String, sections: [Section], today: LocalDate, settings: String
  ) -> MailMessage {
    let count = sections.map(\.followUps.count).reduce(0, +)
    let subject = count == 1 ? "1 follow-up due today" : "\(count) follow-ups due today"
    var text = ["Good morning,"]
    var html = ["<p>Good morning,</p>"]
    for section in sections {
      let heading = section.athlete.map { "For \($0):" } ?? "Due for you:"
      let lines = section.followUps.map {
        "\($0.title) (\(FollowUpAgenda.dueText($0, today: today).lowercased()))"
      }
      text.append(
        ([heading] + lines.map { "- \($0)" } + ["Open: \(section.link)"]).joined(separator: "\n"))
      html.append(
        "<p>\(HTMLEscaping.escape(heading))</p><ul>"
          + lines.map { "<li>\(HTMLEscaping.escape($0))</li>" }.joined()
          + "</ul><p><a href=\"\(HTMLEscaping.escape(section.link))\">Open the contact log</a></p>")
    }
    let footer =
      "You get this because you asked for a morning e-mail of follow-ups. Turn it off on your account page: \(settings)"
    text.append(footer)
    html.append("<p>\(HTMLEscaping.escape(footer))</p>")
    return MailMessage(
      to: address, subject: "\(subject) · The Recruiting Compass",
      text: text.joined(separator: "\n\n"), html: html.joined(separator: "\n"),
      link: sections.first?.link)
  }
}
