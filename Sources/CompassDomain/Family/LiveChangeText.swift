import CompassModels

/// What a screen says when a change made elsewhere arrives while it is open: "Dana (parent)
/// added “Fall Showcase”". The web pages and the phone say the same.
public enum LiveChangeText {
  public enum Action: String, Sendable {
    case added, changed, removed
  }

  /// The line for `item` (already quoted or described), or `nil` when the viewer made the change
  /// (their screen shows it already).
  /// - Parameters:
  ///   - person: who made it, when the change says (a removal does not).
  ///   - people: the profiles the viewer may read; anyone else is "Someone in the family".
  public static func text(
    _ action: Action, item: String, by person: UserID?, viewer: UserID,
    people: [UserID: Attribution.Person]
  ) -> String? {
    guard let person else { return "\(capitalized(item)) was \(action.rawValue)" }
    guard person != viewer else { return nil }
    let who = people[person].map { "\($0.name) (\($0.role.rawValue))" } ?? "Someone in the family"
    return "\(who) \(action.rawValue) \(item)"
  }

  /// An event as the line names it: “Fall Showcase”.
  public static func quoted(_ name: String) -> String { "“\(name)”" }

  private static func capitalized(_ item: String) -> String {
    item.prefix(1).uppercased() + item.dropFirst()
  }
}
