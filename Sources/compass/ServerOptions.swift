import ArgumentParser
import CompassServer
import Foundation

/// Flags shared by the commands; each falls back to a `COMPASS_*` environment variable.
struct ServerOptions: ParsableArguments {
  @Option(help: "Address to listen on (COMPASS_HOST).") var host: String?
  @Option(help: "Port to listen on (COMPASS_PORT).") var port: Int?
  @Option(help: "SQLite path or postgres:// URL (COMPASS_DATABASE_URL).") var databaseURL: String?
  @Option(
    help:
      "Where uploaded files are kept: s3://BUCKET[/PREFIX]?endpoint=…&region=…&path-style=1 for an S3-compatible store, credentials from AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY, AWS_SESSION_TOKEN (COMPASS_STORAGE_URL). By default the data folder."
  )
  var storageURL: String?
  @Option(
    name: .customLong("data-dir"),
    help: "Folder for the SQLite file and secrets (COMPASS_DATA_DIR).")
  var dataDirectory: String?
  @Option(
    help:
      "Secret that signs tokens (COMPASS_JWT_SECRET); generated and kept in the data folder if absent."
  )
  var jwtSecret: String?
  @Option(help: "Public address of the server (COMPASS_PUBLIC_URL).") var publicURL: String?
  @Option(help: "Largest file an upload may carry, in bytes (COMPASS_MAX_UPLOAD_BYTES).")
  var maxUploadBytes: Int64?
  @Option(
    help:
      "Seconds a connection may stay silent: sending a request's head, between requests, mid-upload (COMPASS_IDLE_TIMEOUT)."
  )
  var idleTimeout: Int?
  @Option(
    help:
      "Most connections open at once; more wait to be accepted (COMPASS_MAX_CONNECTIONS). By default the open-file limit less 256."
  )
  var maxConnections: Int?
  @Option(
    help:
      "Mail server: smtp://user:pass@host:port (STARTTLS when offered) or smtps://… (COMPASS_SMTP_URL). Without it mail is kept in the data folder and its links printed here."
  )
  var smtpURL: String?
  @Option(help: "Who mail comes from, e.g. \"Compass <no-reply@example.com>\" (COMPASS_MAIL_FROM).")
  var mailFrom: String?
  @Flag(
    help:
      "New accounts confirm their address by mail before they can sign in (COMPASS_CONFIRM_SIGNUPS=1)."
  )
  var confirmSignups = false
  @Option(
    help:
      "A place a mailed link may lead back to besides this server, e.g. an app's compass://auth (COMPASS_REDIRECT_URLS, comma-separated). Repeat for more."
  )
  var redirectURL: [String] = []

  var configuration: ServerConfiguration {
    let environment = ProcessInfo.processInfo.environment
    var configuration = ServerConfiguration()
    configuration.host = host ?? environment["COMPASS_HOST"] ?? configuration.host
    configuration.port = port ?? environment["COMPASS_PORT"].flatMap(Int.init) ?? configuration.port
    configuration.databaseURL = databaseURL ?? environment["COMPASS_DATABASE_URL"]
    configuration.storageURL = storageURL ?? environment["COMPASS_STORAGE_URL"]
    configuration.dataDirectory =
      dataDirectory ?? environment["COMPASS_DATA_DIR"] ?? configuration.dataDirectory
    configuration.jwtSecret = jwtSecret ?? environment["COMPASS_JWT_SECRET"]
    configuration.publicURL = publicURL ?? environment["COMPASS_PUBLIC_URL"]
    configuration.maxUploadBytes =
      maxUploadBytes ?? environment["COMPASS_MAX_UPLOAD_BYTES"].flatMap { Int64($0) }
      ?? configuration.maxUploadBytes
    if let seconds = idleTimeout ?? environment["COMPASS_IDLE_TIMEOUT"].flatMap(Int.init),
      seconds > 0
    {
      configuration.idleTimeout = .seconds(min(seconds, 86_400))
    }
    if let most = maxConnections ?? environment["COMPASS_MAX_CONNECTIONS"].flatMap(Int.init),
      most > 0
    {
      configuration.maxConnections = most
    }
    configuration.smtpURL = smtpURL ?? environment["COMPASS_SMTP_URL"]
    configuration.mailFrom = mailFrom ?? environment["COMPASS_MAIL_FROM"]
    configuration.confirmSignups = confirmSignups || environment["COMPASS_CONFIRM_SIGNUPS"] == "1"
    configuration.redirectURLs =
      redirectURL
      + (environment["COMPASS_REDIRECT_URLS"] ?? "").split(separator: ",").map {
        $0.trimmingCharacters(in: .whitespaces)
      }.filter { !$0.isEmpty }
    return configuration
  }
}
