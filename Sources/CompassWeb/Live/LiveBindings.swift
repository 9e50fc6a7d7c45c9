import CompassModels
import CompassServices
import CompassStore
import Hummingbird

/// The `postgres_changes` bindings a page's `?tables=` asks for: each table a page may follow,
/// narrowed to the athlete's rows where the table has an owner.
enum LiveBindings {
  /// The tables pages follow.
  static let followed: Set = [
    "events", "performance_metrics", "documents", "schools", "coaches", "family_links",
    "profiles", "athlete_profiles", "interactions", "follow_ups", "school_statuses",
  ]

  /// `nil` when the query names no table or one no page follows.
  static func make(_ request: Request, athlete: UserID) -> [RealtimeBinding]? {
    let names = (BrowserForm.queryValue("tables", in: request) ?? "").split(separator: ",")
    guard !names.isEmpty, names.count <= followed.count else { return nil }
    var bindings: [RealtimeBinding] = []
    for (index, name) in names.enumerated() {
      guard followed.contains(String(name)), let table = TableRegistry.table(String(name)) else {
        return nil
      }
      let owned = table.columns.contains { $0.name == "user_id" }
      let filter = owned ? ChangeFilter("user_id=eq.\(athlete)", table: table) : nil
      bindings.append(
        RealtimeBinding(id: index + 1, event: "*", table: table.name, filter: filter))
    }
    return bindings
  }
}
