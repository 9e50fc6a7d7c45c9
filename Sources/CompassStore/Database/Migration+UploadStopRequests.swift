extension Migration {
  /// A request for a resumable upload's writer to stop: a newer request for the same upload
  /// (the client retrying after a connection that died without closing) marks the row, and the
  /// writer, on whichever server, ends its write with the bytes it has and lets go, the way
  /// tusd releases its upload locks on request.
  static let uploadStopRequests = Migration(
    version: 23, name: "upload stop requests",
    sqlite: ["ALTER TABLE resumable_uploads ADD COLUMN stop_asked_at TEXT"],
    postgres: ["ALTER TABLE resumable_uploads ADD COLUMN stop_asked_at timestamptz"])
}
