import Foundation

/// A real SMTP server for a test (Python's aiosmtpd, `Tests/Mail/smtp_server.py`), keeping each
/// message it accepts as a file. CI installs aiosmtpd and sets COMPASS_TEST_SMTP=1.
public final class TestMailServer: @unchecked Sendable {
  /// How the server speaks TLS: not at all, after STARTTLS, or from the first byte.
  public enum Security: String, Sendable {
    case none
    case startTLS = "starttls"
    case implicit
  }

  public static let isAvailable = ProcessInfo.processInfo.environment["COMPASS_TEST_SMTP"] != nil
  public static let unavailableReason =
    "set COMPASS_TEST_SMTP=1 with python3, openssl and aiosmtpd (PyPI) installed"

  public let port: Int
  public let folder: URL
  private let process: RunningProgram

  /// Its self-signed certificate, for a server speaking TLS.
  public var certificate: URL { folder.appendingPathComponent("cert.pem") }

  private init(port: Int, folder: URL, process: RunningProgram) {
    self.port = port
    self.folder = folder
    self.process = process
  }

  /// Starts a server on a free local port and waits until it listens.
  public static func start(
    security: Security = .none, login: String? = nil, host: String = "127.0.0.1"
  ) async throws
    -> TestMailServer
  {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("mail-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../Mail/smtp_server.py").standardized
    let output = folder.appendingPathComponent("server.log")
    FileManager.default.createFile(atPath: output.path, contents: nil)
    let process = try await RunningProgram.start(
      ["python3", script.path, folder.path]
        + (security == .none ? [] : ["--tls", security.rawValue])
        + (login.map { ["--login", $0] } ?? []) + ["--host", host],
      output: output)
    for _ in 0..<200 {
      let printed = (try? String(contentsOf: output, encoding: .utf8)) ?? ""
      if let line = printed.split(separator: "\n").first(where: { $0.hasPrefix("READY ") }),
        let port = Int(line.dropFirst(6))
      {
        return TestMailServer(port: port, folder: folder, process: process)
      }
      guard process.isRunning else { break }
      try await Task.sleep(for: .milliseconds(50))
    }
    process.send(SIGKILL)
    let printed = (try? String(contentsOf: output, encoding: .utf8)) ?? ""
    throw TestMailServerFailure(output: printed)
  }

  /// The messages accepted so far, oldest first, once there are at least `count` (waiting up
  /// to `limit` for them).
  public func messages(atLeast count: Int = 1, within limit: Duration = .seconds(15)) async throws
    -> [TestMail]
  {
    let clock = ContinuousClock()
    let deadline = clock.now + limit
    while true {
      let found = try kept()
      if found.count >= count || clock.now >= deadline { return found }
      try await Task.sleep(for: .milliseconds(50))
    }
  }

  /// The messages accepted so far, oldest first.
  public func kept() throws -> [TestMail] {
    try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasSuffix(".eml") }.sorted()
      .map {
        TestMail(raw: try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8))
      }
  }

  /// Stops the server (it cannot be left behind: SIGKILL, which a runner's signal mask cannot
  /// hold back) and removes its folder.
  public func stop() {
    process.send(SIGKILL)
    try? FileManager.default.removeItem(at: folder)
  }

  deinit { process.send(SIGKILL) }
}

/// The SMTP server printed this instead of starting.
public struct TestMailServerFailure: Error, CustomStringConvertible {
  public let output: String
  public var description: String { "the test mail server did not start: \(output)" }
}

/// One message as the test server kept it: its envelope and TLS/login facts, headers, and the
/// text and HTML parts decoded.
public struct TestMail: Sendable {
  public let raw: String

  public init(raw: String) {
    self.raw = raw
  }

  /// A header's value (the first with this name), unfolded.
  public func header(_ name: String) -> String? {
    let head = raw.components(separatedBy: "\r\n\r\n").first ?? raw
    let prefix = name.lowercased() + ":"
    return head.components(separatedBy: "\r\n")
      .first { $0.lowercased().hasPrefix(prefix) }
      .map { String($0.dropFirst(prefix.count)).trimmingCharacters(in: .whitespaces) }
  }

  public var envelopeTo: String? { header("X-Test-To") }
  public var overTLS: Bool { header("X-Test-TLS") == "yes" }
  public var login: String? { header("X-Test-Login").flatMap { $0.isEmpty ? nil : $0 } }

  /// The subject, decoded from RFC 2047 base64 words when it was encoded.
  public var subject: String? {
    guard let value = header("Subject") else { return nil }
    guard value.hasPrefix("=?UTF-8?B?"), value.hasSuffix("?=") else { return value }
    let encoded = value.dropFirst(10).dropLast(2)
    return Data(base64Encoded: String(encoded)).map { String(decoding: $0, as: UTF8.self) }
  }

  /// The decoded body of the part of `type` (`text/plain`, `text/html`).
  public func part(_ type: String) -> String? {
    for section in raw.components(separatedBy: "--compass-") {
      let pieces = section.components(separatedBy: "\r\n\r\n")
      guard pieces.count >= 2, pieces[0].contains("Content-Type: \(type)") else { continue }
      let encoded = pieces[1].components(separatedBy: "\r\n").joined()
      return Data(base64Encoded: encoded).map { String(decoding: $0, as: UTF8.self) }
    }
    return nil
  }
}
