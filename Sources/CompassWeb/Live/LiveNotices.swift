import CompassDomain
import CompassModels
import CompassStore
import Foundation

/// Turns the hub's changes into a page stream's events: the table, and the line to say
/// (`LiveChangeText`, as the phone says it), naming people as the viewer may read them.
actor LiveNotices {
  private let rest: RestEngine
  private let viewer: UserID
  private let values: MetricValueFormatter
  private var people: [UserID: Attribution.Person] = [:]

  init(rest: RestEngine, viewer: UserID, locale: Locale) {
    self.rest = rest
    self.viewer = viewer
    values = MetricValueFormatter(locale: locale)
  }

  /// The Server-Sent Event for `item`.
  func event(for item: LiveItem) async -> String {
    guard case .change(let data) = item,
      let change = try? JSONDecoder().decode(JSONValue.self, from: Data(data.utf8)).objectValue,
      let table = change["table"]?.stringValue
    else { return ": beat\n\n" }
    var said: [String: JSONValue] = ["table": .string(table)]
    if let notice = await notice(change, table: table) { said["notice"] = .string(notice) }
    let json = (try? JSONEncoder().encode(JSONValue.object(said))).map {
      String(decoding: $0, as: UTF8.self)
    }
    return "event: change\ndata: \(json ?? "{}")\n\n"
  }

  private func notice(_ change: [String: JSONValue], table: String) async -> String? {
    let record = change["record"]?.objectValue
    let action: LiveChangeText.Action
    switch change["type"]?.stringValue {
    case "INSERT": action = .added
    case "UPDATE": action = .changed
    default: action = .removed
    }
    guard let item = record.map({ describe($0, table: table) }) ?? Self.removed(from: table)
    else { return nil }
    let by = (record?["updated_by"] ?? record?["created_by"])?.stringValue.flatMap(UserID.init)
    if let by, by != viewer, people[by] == nil { await readPeople() }
    return LiveChangeText.text(action, item: item, by: by, viewer: viewer, people: people)
  }

  /// How the line names a row of `table`; `nil` for rows it does not name (the family's).
  private func describe(_ record: [String: JSONValue], table: String) -> String? {
    func text(_ column: String) -> String? { record[column]?.stringValue }
    switch table {
    case "events", "schools": return text("name").map(LiveChangeText.quoted)
    case "documents": return text("title").map(LiveChangeText.quoted)
    case "coaches": return text("last_name").map { "Coach \($0)" }
    case "follow_ups": return text("title").map(LiveChangeText.quoted)
    case "interactions": return "a contact"
    case "athlete_profiles": return "the profile"
    case "performance_metrics":
      guard let type = text("metric_type"), let value = record["value"]?.numberValue else {
        return nil
      }
      return values.named(MetricType(rawValue: type), value, unit: text("unit") ?? "")
    default: return nil
    }
  }

  /// A removed row of `table`, whose name the change no longer carries.
  private static func removed(from table: String) -> String? {
    switch table {
    case "events": "an event"
    case "documents": "a document"
    case "performance_metrics": "a metric"
    case "schools": "a school"
    case "coaches": "a coach"
    case "follow_ups": "a follow-up"
    case "interactions": "a contact"
    default: nil
    }
  }

  private func readPeople() async {
    guard let profiles = try? await FamilyRows(engine: rest, user: viewer).profiles() else {
      return
    }
    for profile in profiles { people[profile.id] = Attribution.Person(profile) }
  }
}
