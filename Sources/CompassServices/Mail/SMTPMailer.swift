import Foundation
import NIOCore
import NIOExtras
import NIOPosix
import NIOSSL

/// Sends each message over one SMTP conversation: EHLO; STARTTLS when the server offers it (or
/// TLS from the first byte for `smtps`); AUTH PLAIN or LOGIN when a user is set, never in the
/// clear except to this machine; then MAIL FROM, RCPT TO, DATA and QUIT.
package struct SMTPMailer: Mailer {
  let settings: SMTPSettings
  /// The name this server gives itself in EHLO.
  let heloName: String
  let timeout: Duration
  /// The trust roots (the system's, or `?ca=`), read once rather than for every message.
  private let tls: NIOSSLContext

  package init(settings: SMTPSettings, heloName: String, timeout: Duration = .seconds(30)) throws {
    self.settings = settings
    self.heloName = heloName
    self.timeout = timeout
    tls = try Self.makeTLSContext(settings)
  }

  package func send(_ message: MailMessage, from sender: String) async throws {
    guard let recipient = Self.address(message.to), let from = Self.address(sender) else {
      throw SMTPFailure.unusableAddress
    }
    let text = MIMEMessage.render(
      message, from: sender, date: Date(), id: UUID(), domain: heloName)
    let channel = try await connect(tls: tls)
    try await withTimeout {
      try await channel.executeThenClose { inbound, outbound in
        var conversation = SMTPConversation(lines: inbound.makeAsyncIterator(), out: outbound)
        try await conversation.expect(220)
        var capabilities = try await conversation.command("EHLO \(heloName)", expecting: 250)
        if !settings.implicitTLS, capabilities.contains("STARTTLS") {
          _ = try await conversation.command("STARTTLS", expecting: 220)
          try await startTLS(on: channel.channel, tls: tls)
          capabilities = try await conversation.command("EHLO \(heloName)", expecting: 250)
        } else if !settings.implicitTLS, settings.username != nil, !isLoopback {
          throw SMTPFailure.noTLSForPassword
        }
        try await authenticate(&conversation, capabilities: capabilities)
        _ = try await conversation.command("MAIL FROM:<\(from)>", expecting: 250)
        _ = try await conversation.command("RCPT TO:<\(recipient)>", expecting: 250, 251)
        _ = try await conversation.command("DATA", expecting: 354)
        _ = try await conversation.command(Self.dotStuffed(text) + ".", expecting: 250)
        _ = try? await conversation.command("QUIT", expecting: 221)
      }
    }
  }

  private func connect(tls: NIOSSLContext) async throws -> NIOAsyncChannel<ByteBuffer, ByteBuffer> {
    let implicitTLS = settings.implicitTLS
    let serverName = serverName
    return try await ClientBootstrap(group: MultiThreadedEventLoopGroup.singleton)
      .connectTimeout(.seconds(10))
      .connect(host: settings.host, port: settings.port) { channel in
        channel.eventLoop.makeCompletedFuture {
          if implicitTLS {
            try channel.pipeline.syncOperations.addHandler(
              try NIOSSLClientHandler(context: tls, serverHostname: serverName))
          }
          try channel.pipeline.syncOperations.addHandler(
            ByteToMessageHandler(LineBasedFrameDecoder()))
          return try NIOAsyncChannel<ByteBuffer, ByteBuffer>(wrappingChannelSynchronously: channel)
        }
      }
  }

  /// Puts TLS in front of everything else on `channel`, on its event loop (after STARTTLS).
  private func startTLS(on channel: any Channel, tls: NIOSSLContext) async throws {
    let serverName = serverName
    try await channel.eventLoop.submit {
      try channel.pipeline.syncOperations.addHandler(
        try NIOSSLClientHandler(context: tls, serverHostname: serverName), position: .first)
    }.get()
  }

  private func authenticate(_ conversation: inout SMTPConversation, capabilities: [String])
    async throws
  {
    guard let user = settings.username else { return }
    let password = settings.password ?? ""
    let offersPlain = capabilities.contains { $0.hasPrefix("AUTH") && $0.contains("PLAIN") }
    if offersPlain {
      let plain = Data("\0\(user)\0\(password)".utf8).base64EncodedString()
      _ = try await conversation.command("AUTH PLAIN \(plain)", expecting: 235)
      return
    }
    _ = try await conversation.command("AUTH LOGIN", expecting: 334)
    _ = try await conversation.command(
      Data(user.utf8).base64EncodedString(), expecting: 334)
    _ = try await conversation.command(
      Data(password.utf8).base64EncodedString(), expecting: 235)
  }

  private static func makeTLSContext(_ settings: SMTPSettings) throws -> NIOSSLContext {
    var configuration = TLSConfiguration.makeClientConfiguration()
    if let file = settings.trustedAuthorityFile {
      configuration.trustRoots = .file(file)
    }
    return try NIOSSLContext(configuration: configuration)
  }

  /// The name the certificate must carry; none for an IP address, which SNI cannot name.
  private var serverName: String? {
    settings.host.allSatisfy { $0.isHexDigit || $0 == "." || $0 == ":" } ? nil : settings.host
  }

  private var isLoopback: Bool {
    ["localhost", "127.0.0.1", "::1"].contains(settings.host.lowercased())
  }

  private func withTimeout(_ work: @escaping @Sendable () async throws -> Void) async throws {
    try await withThrowingTaskGroup(of: Void.self) { group in
      group.addTask { try await work() }
      group.addTask {
        try await Task.sleep(for: timeout)
        throw SMTPFailure.timedOut
      }
      try await group.next()
      group.cancelAll()
    }
  }

  /// The address inside `Name <address>`, or the whole text; nothing that could end a command.
  static func address(_ text: String) -> String? {
    let inner: Substring
    if let open = text.lastIndex(of: "<"), let close = text.lastIndex(of: ">"), open < close {
      inner = text[text.index(after: open)..<close]
    } else {
      inner = text[...]
    }
    let address = inner.trimmingCharacters(in: .whitespaces)
    let forbidden = address.unicodeScalars.contains {
      $0.value < 33 || $0.value == 127 || $0 == "<" || $0 == ">"
    }
    return address.contains("@") && !forbidden ? address : nil
  }

  /// The message with each line that starts with a dot given another, ending in CRLF.
  static func dotStuffed(_ text: String) -> String {
    let lines = text.components(separatedBy: "\r\n").map { $0.hasPrefix(".") ? "." + $0 : $0 }
    let body = lines.joined(separator: "\r\n")
    return body.hasSuffix("\r\n") ? body : body + "\r\n"
  }
}

/// Why a message was not sent: the server's code and first line (never a password).
package enum SMTPFailure: Error, Equatable, CustomStringConvertible {
  case refused(code: Int, reply: String)
  case closed
  case timedOut
  case noTLSForPassword
  case unusableAddress

  package var description: String {
    switch self {
    case .refused(let code, let reply): "the mail server refused (\(code) \(reply))"
    case .closed: "the mail server closed the connection"
    case .timedOut: "the mail server did not answer in time"
    case .noTLSForPassword: "the mail server offers no TLS, so the password was not sent"
    case .unusableAddress: "an address the mail server could not be given"
    }
  }
}

/// One SMTP exchange: commands out, multi-line replies (`250-…`, `250 …`) in.
struct SMTPConversation {
  var lines: NIOAsyncChannelInboundStream<ByteBuffer>.AsyncIterator
  let out: NIOAsyncChannelOutboundWriter<ByteBuffer>

  /// Sends `line` and reads the reply, which must carry one of `codes`; the error repeats the
  /// server's reply, never the line sent (which may hold a password).
  mutating func command(_ line: String, expecting codes: Int...)
    async throws -> [String]
  {
    try await out.write(ByteBuffer(string: line + "\r\n"))
    return try await reply(expecting: codes)
  }

  mutating func expect(_ code: Int) async throws {
    _ = try await reply(expecting: [code])
  }

  private mutating func reply(expecting codes: [Int]) async throws -> [String] {
    var texts: [String] = []
    while true {
      guard let buffer = try await lines.next() else { throw SMTPFailure.closed }
      let line = String(buffer: buffer).trimmingCharacters(in: .newlines)
      let code = Int(line.prefix(3)) ?? 0
      texts.append(String(line.dropFirst(4)).uppercased())
      guard line.dropFirst(3).first == "-" else {
        guard codes.contains(code) else {
          throw SMTPFailure.refused(code: code, reply: String(line.dropFirst(4).prefix(200)))
        }
        return texts
      }
    }
  }
}
