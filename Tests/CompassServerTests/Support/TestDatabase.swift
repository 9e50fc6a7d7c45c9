import Foundation
import Testing

/// The back ends the contract suites run on: SQLite always, PostgreSQL when
/// `COMPASS_TEST_POSTGRES_URL` names a server the tests may create databases on, and for the
/// storage suites files in an S3-compatible store when `COMPASS_TEST_S3_URL` names one (on
/// SQLite, so the PostgreSQL server's connections go further; `SeveralInstancesTests` runs the
/// store with PostgreSQL).
enum TestDatabase: String, Sendable, CaseIterable, CustomTestStringConvertible {
  case sqlite
  case postgres
  case s3 = "s3 files"

  static let postgresURL = ProcessInfo.processInfo.environment["COMPASS_TEST_POSTGRES_URL"]
  /// `s3://BUCKET?endpoint=…&path-style=1`, with `AWS_ACCESS_KEY_ID` and
  /// `AWS_SECRET_ACCESS_KEY` set for it.
  static let s3URL = ProcessInfo.processInfo.environment["COMPASS_TEST_S3_URL"]

  static var available: [TestDatabase] { postgresURL == nil ? [.sqlite] : [.sqlite, .postgres] }

  /// The databases, and the S3 store when there is one: for the suites about stored files.
  static var withStores: [TestDatabase] { available + (s3URL == nil ? [] : [.s3]) }

  /// SQLite with files in the data folder, and files in the S3 store when there is one: for
  /// the storage suites that need no second database.
  static var folderAndStore: [TestDatabase] { [.sqlite] + (s3URL == nil ? [] : [.s3]) }

  /// Whether the test's database is a PostgreSQL one.
  var isPostgres: Bool { self == .postgres }

  var testDescription: String { rawValue }
}
