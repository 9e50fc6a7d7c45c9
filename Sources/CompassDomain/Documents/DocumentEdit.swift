import CompassModels
import Foundation

/// A document's edit against changes saved meanwhile: its columns as the form sends them, and
/// a clash in words.
public enum DocumentEdit {
  /// The document's columns as its edit form would send them untouched.
  public static func columns(of document: Document) -> [String: JSONValue] {
    DocumentEditForm(document: document).columns
  }

  /// The form's labels, by column.
  public static let labels: [String: String] = [
    "title": "Title", "description": "Description", "school_id": "School",
  ]

  /// The fields both changed, in words (`schools` names a school id).
  public static func fields(of conflict: EditConflict<Document>, schools: [School])
    -> [ConflictField]
  {
    EditConflictText.fields(
      of: conflict, columns: columns(of: conflict.current), labels: labels
    ) { column, value in
      guard column == "school_id", case .string(let raw) = value else {
        return EditConflictText.plain(value)
      }
      return schools.first { $0.id.description == raw }?.name ?? "Another school"
    }
  }
}
