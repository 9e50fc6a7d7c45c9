import CompassModels
import Foundation

/// What the changes screen shows of a write that needs the person: for a clash, each field
/// both changed with theirs and yours side by side ("See both"); otherwise the values typed.
public enum PendingChangeText {
  public static func lines(of write: PendingWrite) -> [String] {
    switch (write.operation, write.state) {
    case (.update(_, _, _, _, let mine, _), .conflict(let current, let clashes)):
      clashes.map { field in
        "\(label(field)): theirs \(text(current[field])), yours \(text(mine[field]))"
      }
    case (.update(_, _, _, _, let values, _), _), (.insert(_, let values), _):
      values.keys.filter { !hidden.contains($0) }.sorted().map {
        "\(label($0)): \(text(values[$0]))"
      }
    case (.delete, _):
      []
    }
  }

  private static let hidden: Set<String> = ["id", "user_id", "version_group_id"]

  private static func label(_ field: String) -> String {
    field.replacingOccurrences(of: "_", with: " ").capitalized
  }

  private static func text(_ value: JSONValue?) -> String {
    switch value {
    case nil, .null?: "(empty)"
    case .string(let text)?: text
    case .bool(let flag)?: flag ? "yes" : "no"
    case .number(let number)?:
      number.rounded() == number && abs(number) < 1e15 ? String(Int64(number)) : String(number)
    case .array(let items)?: items.map { text($0) }.joined(separator: ", ")
    case .object?: "…"
    }
  }
}
