import CompassFormats
import CompassModels
import Foundation

/// "Download all my data", the same archive from the web and from the phone: a README, the
/// account, and per athlete the person may read (a folder named after them) every table as
/// JSON and CSV, the performance PDF, and each document version's file.
public enum DataArchive {
  /// The archive's file name for the person's `day`.
  public static func fileName(day: LocalDate) -> String {
    "recruiting-compass-data-\(day).zip"
  }

  /// Every table of an athlete's data, in the archive's order.
  public static let tables: [ArchiveTable] = [
    .athleteProfile, .events, .metrics, .schools, .schoolStatuses, .coaches, .interactions,
    .followUps, .documents, .coachesLinks, .coachesLinkViews, .familyLinks,
  ]

  /// What README.txt says.
  public static func readme(email: String, athletes: [String], now: Date) -> String {
    """
    The Recruiting Compass: all the data of \(email)
    Made \(Timestamp.format(now)) (UTC).

    account.json: your sign-in address, your name and role, and when the account was made.
    One folder per athlete whose data you may read (\(athletes.joined(separator: ", "))), each with:
      *.json and *.csv: every table (events, performance metrics, schools and where you
        stand with each, coaches, the contact log, follow-ups, documents, coaches' links and
        who opened them, family links), one row per line of the CSV, the same fields as the
        app's data;
      performance.pdf: the performance report, every metric;
      files/: every document's file, each version, named by its title and version.
    Passwords and the links' secret tokens are never exported.
    """
  }

  /// account.json: who the archive belongs to.
  public static func account(
    id: UserID, email: String, name: String, role: FamilyRole, createdAt: Date?,
    timeZone: TimeZone
  ) -> [UInt8] {
    let fields: [(String, JSONValue)] = [
      ("id", .string(id.description)), ("email", .string(email)), ("name", .string(name)),
      ("role", .string(role.rawValue)),
      ("created_at", createdAt.map { .string(Timestamp.format($0)) } ?? .null),
      ("time_zone", .string(timeZone.identifier)),
    ]
    return Array((ArchiveJSON.object(fields) + "\n").utf8)
  }

  /// A document version's file, as "<folder>/files/<title> v<version>.<extension>" (the
  /// extension of the stored name).
  public static func documentFile(
    folder: String, title: String, version: Int, storedName: String
  ) -> String {
    let ext = (storedName as NSString).pathExtension
    return "\(folder)/files/\(safe("\(title) v\(version)"))" + (ext.isEmpty ? "" : "." + ext)
  }

  /// A name safe as one path part: no slashes, controls or leading dots, at most 120 bytes.
  public static func safe(_ name: String) -> String {
    let cleaned = String(
      name.unicodeScalars.map {
        CharacterSet.controlCharacters.contains($0) || "/\\:*?\"<>|".unicodeScalars.contains($0)
          ? "_" : Character($0)
      }
    ).trimmingCharacters(in: CharacterSet(charactersIn: ". ").union(.whitespaces))
    let short = String(cleaned.utf8.prefix(120)) ?? String(cleaned.prefix(40))
    return short.isEmpty ? "untitled" : short
  }
}
