import Foundation
import Testing

/// The databases the contract suites run on: SQLite always, PostgreSQL when
/// `COMPASS_TEST_POSTGRES_URL` names a server the tests may create databases on.
enum TestDatabase: String, Sendable, CaseIterable, CustomTestStringConvertible {
  case sqlite
  case postgres

  static let postgresURL = ProcessInfo.processInfo.environment["COMPASS_TEST_POSTGRES_URL"]

  static var available: [TestDatabase] { postgresURL == nil ? [.sqlite] : [.sqlite, .postgres] }

  var testDescription: String { rawValue }
}
