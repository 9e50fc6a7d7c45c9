import CompassDomain
import CompassModels
import Foundation

/// A row of any table as the server sends it, for saving a queued edit with `EditSaver`.
struct JSONRow: EditableRow, Equatable {
  let fields: [String: JSONValue]

  init(fields: [String: JSONValue]) {
    self.fields = fields
  }

  init(from decoder: any Decoder) throws {
    fields = try [String: JSONValue](from: decoder)
  }

  func encode(to encoder: any Encoder) throws {
    try fields.encode(to: encoder)
  }

  var updatedAt: Date? { fields["updated_at"]?.stringValue.flatMap(Timestamp.parse) }
  var updatedBy: UserID? { fields["updated_by"]?.stringValue.flatMap(UserID.init) }
}
