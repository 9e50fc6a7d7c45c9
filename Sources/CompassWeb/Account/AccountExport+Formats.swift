import CompassDomain
import CompassFormats
import CompassModels
import Foundation

/// The archive's text files: the README, the account, and each table as JSON and as CSV.
extension AccountExport {
  static func readme(_ session: WebSessions.Session, now: Date) -> String {
    let who = session.athletes.athletes.map(session.name(of:)).joined(separator: ", ")
    return """
      The Recruiting Compass: all the data of \(session.user.email)
      Made \(Timestamp.format(now)) (UTC).

      account.json: your sign-in address, your name and role, and when the account was made.
      One folder per athlete whose data you may read (\(who)), each with:
        *.json and *.csv: every table (events, performance metrics, schools, coaches, the
          contact log, documents, coaches' links and who opened them, family links), one row
          per line of the CSV, the same fields as the app's data;
        performance.pdf: the performance report, every metric;
        files/: every document's file, each version, named by its title and version.
      Passwords and the links' secret tokens are never exported.
      """
  }

  static func account(_ session: WebSessions.Session) throws -> [UInt8] {
    let user = session.user
    let account: JSONValue = .object([
      "id": .string(user.id.description), "email": .string(user.email),
      "name": .string(session.profileName), "role": .string(session.athletes.role.rawValue),
      "created_at": .string(Timestamp.format(user.createdAt)),
      "time_zone": .string(session.calendar.timeZone.identifier),
    ])
    return Array(try JSONEncoder().encode(account))
  }

  /// PostgREST's JSON rows as one array, a row per line.
  static func json(_ rows: [String]) -> String {
    rows.isEmpty ? "[]\n" : "[\n" + rows.joined(separator: ",\n") + "\n]\n"
  }

  /// The rows as CSV, a column per field of the table; lists and objects as JSON text, and
  /// free text made inert for spreadsheets.
  static func csv(_ rows: [String], columns: [String]) -> [UInt8] {
    var table = CSVTable(header: columns)
    for row in rows {
      let fields =
        (try? JSONDecoder().decode([String: JSONValue].self, from: Data(row.utf8))) ?? [:]
      table.appendRow(columns.map { cell(fields[$0]) })
    }
    return table.data
  }

  private static func cell(_ value: JSONValue?) -> String {
    switch value {
    case nil, .null?: ""
    case .string(let text)?: CSVTable.inert(text)
    case .bool(let flag)?: flag ? "true" : "false"
    case .number(let number)?:
      number.rounded() == number && abs(number) < 1e15
        ? String(Int64(number)) : String(number)
    case let other?:
      (try? JSONEncoder().encode(other)).map { String(decoding: $0, as: UTF8.self) } ?? ""
    }
  }

  /// A name safe as one path part: no slashes, controls or leading dots, at most 120 bytes.
  static func safe(_ name: String) -> String {
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

/// The names given so far in an archive, so two files never share one ("Letter v1 (2).pdf").
struct ArchiveNames {
  private var taken: Set<String> = []

  mutating func unique(_ name: String) -> String {
    var candidate = name
    var number = 2
    while taken.contains(candidate.lowercased()) {
      let ext = (name as NSString).pathExtension
      let base = ext.isEmpty ? name : String(name.dropLast(ext.count + 1))
      candidate = "\(base) (\(number))" + (ext.isEmpty ? "" : "." + ext)
      number += 1
    }
    taken.insert(candidate.lowercased())
    return candidate
  }
}
