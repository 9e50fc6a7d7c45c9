import CompassTestSupport
import Foundation
import Logging
import Testing

@testable import CompassServices

/// Mail that really leaves: each way of reaching a mail server, against a real one.
@Suite(
  "Mail over SMTP, to a real server",
  .enabled(if: TestMailServer.isAvailable, Comment(rawValue: TestMailServer.unavailableReason)))
struct SMTPMailerTests {
  private static let message = MailMessage(
    to: "jordan@example.com", subject: "Reset your password · Compass",
    text: "Hi Jordan,\r\n.\r\nOpen https://compass.test/reset?token=abc\r\n",
    html: "<p>Hi Jordan,</p><p><a href=\"https://compass.test/reset?token=abc\">Reset</a></p>",
    link: "https://compass.test/reset?token=abc")
  private static let sender = "The Recruiting Compass <no-reply@compass.test>"

  private func mailer(_ url: String) throws -> SMTPMailer {
    let settings = try #require(SMTPSettings(url: url))
    // NB: generous, for a loaded test machine where the Python mail server answers TLS slowly.
    return try SMTPMailer(settings: settings, heloName: "compass.test", timeout: .seconds(90))
  }

  @Test func aMessageArrivesWholeOverPlainSMTP() async throws {
    let server = try await TestMailServer.start()
    defer { server.stop() }
    try await mailer("smtp://127.0.0.1:\(server.port)").send(Self.message, from: Self.sender)
    let mail = try #require(try await server.messages().first)
    #expect(mail.envelopeTo == "jordan@example.com")
    #expect(mail.header("X-Test-From") == "no-reply@compass.test")
    #expect(mail.subject == "Reset your password · Compass")
    #expect(mail.part("text/plain") == Self.message.text, "a line of one dot survives")
    #expect(mail.part("text/html") == Self.message.html)
    #expect(!mail.overTLS)
  }

  @Test func startTLSIsUsedWhenOfferedAndThePasswordGoesOnlyOverIt() async throws {
    let server = try await TestMailServer.start(security: .startTLS, login: "compass:s3cret")
    defer { server.stop() }
    let url = "smtp://compass:s3cret@localhost:\(server.port)?ca=\(server.certificate.path)"
    try await mailer(url).send(Self.message, from: Self.sender)
    let mail = try #require(try await server.messages().first)
    #expect(mail.overTLS)
    #expect(mail.login == "compass")
  }

  @Test func smtpsSpeaksTLSFromTheFirstByte() async throws {
    let server = try await TestMailServer.start(security: .implicit, login: "compass:s3cret")
    defer { server.stop() }
    let url = "smtps://compass:s3cret@localhost:\(server.port)?ca=\(server.certificate.path)"
    try await mailer(url).send(Self.message, from: Self.sender)
    let mail = try #require(try await server.messages().first)
    #expect(mail.overTLS && mail.login == "compass")
  }

  @Test func anUntrustedCertificateIsRefused() async throws {
    let server = try await TestMailServer.start(security: .implicit)
    defer { server.stop() }
    await #expect(throws: (any Error).self) {
      try await mailer("smtps://localhost:\(server.port)").send(Self.message, from: Self.sender)
    }
    #expect(try server.kept().isEmpty)
  }

  @Test func aWrongPasswordAndARefusedRecipientAreErrorsThatKeepThePasswordOut() async throws {
    let server = try await TestMailServer.start(security: .startTLS, login: "compass:s3cret")
    defer { server.stop() }
    let wrong = "smtp://compass:wrong-one@localhost:\(server.port)?ca=\(server.certificate.path)"
    do {
      try await mailer(wrong).send(Self.message, from: Self.sender)
      Issue.record("a wrong password was accepted")
    } catch let failure as SMTPFailure {
      guard case .refused(let code, _) = failure else { throw failure }
      #expect(code == 535)
      #expect(!failure.description.contains("wrong-one"))
    }
    let right = "smtp://compass:s3cret@localhost:\(server.port)?ca=\(server.certificate.path)"
    let refused = MailMessage(to: "refused@example.com", subject: "x", text: "x", html: "x")
    await #expect(throws: SMTPFailure.refused(code: 550, reply: "5.1.1 No such mailbox here")) {
      try await mailer(right).send(refused, from: Self.sender)
    }
    #expect(try server.kept().isEmpty)
  }

  @Test func aPasswordIsNeverSentInTheClearToAnotherMachine() async throws {
    let server = try await TestMailServer.start(login: "compass:s3cret", host: "127.0.0.2")
    defer { server.stop() }
    await #expect(throws: SMTPFailure.noTLSForPassword) {
      try await mailer("smtp://compass:s3cret@127.0.0.2:\(server.port)")
        .send(Self.message, from: Self.sender)
    }
  }
}

/// What a message looks like on the wire, and where mail goes without a mail server.
@Suite("Mail: messages, settings and the local folder")
struct MailMessageTests {
  @Test func settingsReadTheURLAndKeepThePasswordOutOfTheirDescription() throws {
    let plain = try #require(SMTPSettings(url: "smtp://a%40b.c:p%2Fw@mail.example.com"))
    #expect(plain.host == "mail.example.com" && plain.port == 587 && !plain.implicitTLS)
    #expect(plain.username == "a@b.c" && plain.password == "p/w")
    #expect(!plain.description.contains("p/w"))
    let secure = try #require(SMTPSettings(url: "smtps://mail.example.com"))
    #expect(secure.port == 465 && secure.implicitTLS && secure.username == nil)
    for bad in ["http://mail.example.com", "smtp://", "smtp://host:0", "mail.example.com"] {
      #expect(SMTPSettings(url: bad) == nil, "\(bad)")
    }
  }

  @Test func headersCannotBeInjectedAndAddressesAreChecked() {
    #expect(MIMEMessage.encodedHeader("Hi\r\nBcc: x@y.z") == "HiBcc: x@y.z")
    #expect(MIMEMessage.encodedHeader("Café") == "=?UTF-8?B?Q2Fmw6k=?=")
    #expect(SMTPMailer.address("Compass <no-reply@compass.test>") == "no-reply@compass.test")
    #expect(SMTPMailer.address("a@b.c>\r\nRCPT TO:<x@y.z") == nil)
    #expect(SMTPMailer.address("no address") == nil)
    #expect(SMTPMailer.dotStuffed("a\r\n.b\r\n..c") == "a\r\n..b\r\n...c\r\n")
  }

  @Test func withoutAMailServerMailIsKeptInAFolderAndItsLinkPrinted() async throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
    defer { try? FileManager.default.removeItem(at: folder) }
    let printed = PrintedLines()
    let logger = Logger(label: "mail") { _ in printed }
    let message = MailMessage(
      to: "jordan@example.com", subject: "Confirm", text: "t", html: "h",
      link: "http://localhost:8080/confirm?token=t")
    try await FolderMailer(folder: folder, logger: logger).send(message, from: "x@compass.test")
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    #expect(files.count == 1 && files[0].hasSuffix(".eml"))
    let text = try String(contentsOf: folder.appendingPathComponent(files[0]), encoding: .utf8)
    #expect(text.contains("To: jordan@example.com\r\n"))
    #expect(printed.lines.contains { $0.contains("http://localhost:8080/confirm?token=t") })
  }

  @Test func theQueueTriesAgainThenGivesUpAndNeverHoldsTheAnswer() async throws {
    let failing = FailingMailer(failures: 1)
    let queue = MailQueue(
      mailer: failing, sender: "x@compass.test", logger: Logger(label: "mail"),
      retryDelays: [.milliseconds(10), .milliseconds(10)])
    await queue.enqueue(MailMessage(to: "a@b.c", subject: "s", text: "t", html: "h"))
    await queue.drained()
    #expect(failing.attempts == 2, "sent on the second try")
  }
}

/// A mailer that fails its first `failures` sends: a fault injected into the queue.
private final class FailingMailer: Mailer, @unchecked Sendable {
  private let lock = NSLock()
  private var count = 0
  let failures: Int

  init(failures: Int) { self.failures = failures }

  var attempts: Int { lock.withLock { count } }

  func send(_ message: MailMessage, from sender: String) async throws {
    let attempt = lock.withLock {
      count += 1
      return count
    }
    if attempt <= failures { throw SMTPFailure.closed }
  }
}

/// A log handler that keeps what it is given.
private final class PrintedLines: LogHandler, @unchecked Sendable {
  private let lock = NSLock()
  private var kept: [String] = []
  var metadata: Logger.Metadata = [:]
  var logLevel: Logger.Level = .trace

  var lines: [String] { lock.withLock { kept } }

  subscript(metadataKey key: String) -> Logger.Metadata.Value? {
    get { metadata[key] }
    set { metadata[key] = newValue }
  }

  func log(
    level: Logger.Level, message: Logger.Message, metadata: Logger.Metadata?, source: String,
    file: String, function: String, line: UInt
  ) {
    lock.withLock { kept.append(message.description) }
  }
}
