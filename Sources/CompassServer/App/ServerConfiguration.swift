import CompassHTTP
import CompassServices
import Foundation

/// How `compass serve` runs: where it listens, where it keeps data, and its secrets.
public struct ServerConfiguration: Sendable {
  public var host = "127.0.0.1"
  public var port = 8080
  /// A SQLite path (default `<dataDirectory>/compass.sqlite`) or a `postgres://` URL.
  public var databaseURL: String?
  /// An S3-compatible store for uploaded files (`s3://BUCKET?endpoint=…`); by default the data
  /// folder's `storage`.
  public var storageURL: String?
  public var dataDirectory = ".compass"
  /// Signs access tokens and project keys; generated once and kept in the data folder if absent.
  public var jwtSecret: String?
  /// The address clients reach the server at, for links and the token issuer.
  public var publicURL: String?
  public var bcryptCost: UInt8 = 10
  /// The nice value of the password-hashing thread: 10 keeps a burst of sign-ins from slowing
  /// other requests. A process that runs dozens of servers at once (the test suites) sets 0, or
  /// their hashing threads starve each other's sign-ups past the clients' timeouts.
  public var hashingNiceness: Int32 = 10
  /// The largest file an upload may carry.
  public var maxUploadBytes: Int64 = 1 << 30
  /// How long a connection may stay silent, whatever it is waiting for (`ConnectionLimits`).
  public var idleTimeout: Duration = .seconds(30)
  /// How long a client that has stopped reading an answer is given.
  public var stalledWriteTimeout: Duration = .seconds(60)
  /// The most connections open at once; by default from the open-file limit.
  public var maxConnections = ConnectionLimits.defaultMaximum()
  /// How much CPU-heavy work (exports, feeds, long charts) runs and waits at once, overall and
  /// per account; by default from the cores the process may use.
  package var heavyWork = HeavyWork.Limits.forCores(EventLoopSetup.usableCores())
  /// How long a request waits for a pooled PostgreSQL connection before it is refused (503).
  package var connectionWait: Duration = .seconds(10)

  /// Where mail goes: `smtp://user:pass@host:port` (STARTTLS when offered) or `smtps://…`.
  /// Without it, mail is kept in `<dataDirectory>/mail` and each message's link is printed.
  public var smtpURL: String?
  /// Who mail comes from; by default `no-reply@` the public address's host.
  public var mailFrom: String?
  /// Whether new accounts confirm their address by mail before they can sign in.
  public var confirmSignups = false
  /// Where a mailed link may lead back to besides this server (`redirect_to`), as prefixes.
  public var redirectURLs: [String] = []

  public init() {}

  /// The sender of mail: as configured, else `no-reply@` the public host.
  var resolvedMailFrom: String {
    mailFrom
      ?? "The Recruiting Compass <no-reply@\(URLComponents(string: resolvedPublicURL)?.host ?? "localhost")>"
  }

  /// The mail server given, checked; `nil` when mail stays on this machine.
  func smtpSettings() throws -> SMTPSettings? {
    guard let smtpURL else { return nil }
    guard let settings = SMTPSettings(url: smtpURL) else {
      throw ConfigurationProblem(
        "--smtp-url must be smtp://user:pass@host:port or smtps://…, with a host and a port from 1 to 65535"
      )
    }
    return settings
  }

  var resolvedDatabaseURL: String {
    databaseURL ?? URL(fileURLWithPath: dataDirectory).appendingPathComponent("compass.sqlite").path
  }

  /// The limits the HTTP server runs with.
  package var connectionLimits: ConnectionLimits {
    var limits = ConnectionLimits(maxUploadBytes: maxUploadBytes, maximum: maxConnections)
    limits.idle = idleTimeout
    limits.stalledWrite = stalledWriteTimeout
    return limits
  }

  var resolvedPublicURL: String {
    publicURL ?? "http://\(host == "0.0.0.0" ? "127.0.0.1" : host):\(port)"
  }
}

/// A setting that cannot be used, said in the words of the flag that set it.
public struct ConfigurationProblem: Error, CustomStringConvertible {
  public let description: String

  init(_ description: String) {
    self.description = description
  }
}
