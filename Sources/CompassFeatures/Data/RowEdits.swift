import CompassDomain
import CompassModels
import Foundation
import SupabaseKit

/// The phone's reads and writes for saving an edit of one of the athlete's rows with its
/// `updated_at` as the precondition (`EditSaver`): a save sends only the changed columns and
/// matches no row when someone saved in between.
struct RowEdits<Row: EditableRow> {
  let client: SupabaseClient
  let table: String
  let id: String
  let owner: UserID

  func saver(columns: @escaping @Sendable (Row) -> [String: JSONValue]) -> EditSaver<Row> {
    let (client, table, id, owner) = (client, table, id, owner)
    return EditSaver(
      columns: columns,
      update: { changes, version in
        var query = try client.from(table).update(changes, returning: .representation)
          .eq("id", value: id).eq("user_id", value: owner.description)
        if let version { query = query.eq("updated_at", value: Timestamp.format(version)) }
        let rows: [Row] = try await query.execute().value
        return rows.first
      },
      read: {
        try await client.from(table).select().eq("id", value: id)
          .eq("user_id", value: owner.description).maybeSingle().execute().value
      })
  }
}
