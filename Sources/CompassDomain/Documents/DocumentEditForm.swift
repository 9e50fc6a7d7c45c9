import CompassModels

/// The edit card of Document Detail: title, school and description.
public struct DocumentEditForm: Hashable, Sendable {
  public static let titleLimit = 100
  public static let descriptionLimit = 500

  public var title: String
  public var description: String
  public var schoolID: School.ID?

  public init(document: Document) {
    title = document.title
    description = document.description ?? ""
    schoolID = document.schoolID
  }

  public func validate() -> [DocumentEditField: String] {
    var errors: [DocumentEditField: String] = [:]
    let trimmedTitle = title.trimmingCharacters(in: .whitespacesAndNewlines)
    if trimmedTitle.isEmpty {
      errors[.title] = DocumentEditMessage.titleRequired
    } else if trimmedTitle.count > Self.titleLimit {
      errors[.title] = DocumentEditMessage.titleTooLong
    }
    if description.count > Self.descriptionLimit {
      errors[.description] = DocumentEditMessage.descriptionTooLong
    }
    return errors
  }

  /// "Save" is enabled only when the form is valid.
  public var canSave: Bool { validate().isEmpty }

  /// The update body, or `nil` while invalid.
  public func payload() -> DocumentUpdatePayload? {
    guard canSave else { return nil }
    return uncheckedPayload
  }

  /// The columns the form sends when saved, unchecked: what an edit compares (`EditMerge`).
  public var columns: [String: JSONValue] { JSONColumns.of(uncheckedPayload) }

  private var uncheckedPayload: DocumentUpdatePayload {
    let trimmedDescription = description.trimmingCharacters(in: .whitespacesAndNewlines)
    return DocumentUpdatePayload(
      title: title.trimmingCharacters(in: .whitespacesAndNewlines),
      description: trimmedDescription.isEmpty ? nil : trimmedDescription, schoolID: schoolID)
  }
}

/// The fields of the document edit form.
public enum DocumentEditField: String, Hashable, Sendable, CaseIterable {
  case title, description
}

/// The document edit form's messages.
public enum DocumentEditMessage {
  public static let titleRequired = "Title is required"
  public static let titleTooLong = "Title must be 100 characters or fewer"
  public static let descriptionTooLong = "Description must be 500 characters or fewer"
  public static let deleteConfirmation =
    "Are you sure you want to delete this document? This action cannot be undone."
}

/// The body of a `documents` metadata update.
public struct DocumentUpdatePayload: Hashable, Sendable, Encodable {
  public var title: String
  public var description: String?
  public var schoolID: School.ID?

  enum CodingKeys: String, CodingKey {
    case title, description
    case schoolID = "school_id"
  }

  public func encode(to encoder: any Encoder) throws {
    var body = encoder.container(keyedBy: CodingKeys.self)
    try body.encode(title, forKey: .title)
    try body.encodeOrNull(description, forKey: .description)
    try body.encodeOrNull(schoolID, forKey: .schoolID)
  }
}
