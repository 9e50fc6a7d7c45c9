import CompassModels
import SQLKit

/// The one place that decides which rows a caller reads and changes, from the caller and their
/// family links, read afresh by every statement (a removed link holds on the next request):
/// an athlete's data is read by the athlete and their parents and changed by the athlete and
/// parents with edit access; profiles, links, invites and coaches' links follow their own rules
/// (`RowAccess`).
/// REST, `/api` and the web pages all go through it.
package struct RowScope: Sendable {
  let caller: Caller
  /// The caller's family links when read for this statement (`reading(on:dialect:)`): a read's
  /// condition then names the owners it reaches (`user_id = ?` for most, which the planner reads in the
  /// order of an index on the owner) instead of asking `family_links` inside the statement.
  private(set) var reach: FamilyReach?

  package init(caller: Caller) {
    self.caller = caller
  }

  /// This scope with the caller's family links read on `connection`, for a read of `table`
  /// that may select many rows (one named by its primary key is found by that key anyway).
  func reading(
    _ table: TableSchema, _ query: RestQuery, on connection: any SQLDatabase,
    dialect: SQLDialectKind
  ) async throws -> RowScope {
    guard case .user(let id) = caller, table.access.isAthletes,
      !query.pinsKey(table.primaryKey)
    else { return self }
    var resolved = self
    resolved.reach = try await FamilyReach.load(for: id, on: connection, dialect: dialect)
    return resolved
  }

  /// What a statement does to the rows its condition selects.
  enum Verb {
    case read, update, delete
  }

  /// The account making a change, recorded as `created_by`/`updated_by`.
  var actor: UserID? {
    if case .user(let id) = caller { return id }
    return nil
  }

  /// The condition every statement on `table` carries for `verb`; `qualified` names the
  /// columns with their table (inside an upsert's conflict clause).
  func condition(
    _ verb: Verb, on table: TableSchema, builder: SQLBuilder, qualified: Bool = false
  ) throws -> SQLQueryString {
    switch caller {
    case .anonymous: throw PostgrestError.permissionDenied(table: table.name)
    case .serviceRole: return "1 = 1"
    case .coach(let grant):
      guard verb == .read, !qualified else { return "1 = 0" }
      return try Self.shared(with: grant, on: table, builder: builder)
    case .user(let id):
      let column = { (name: String) -> SQLQueryString in
        qualified ? "\(ident: table.name).\(ident: name)" : "\(ident: name)"
      }
      if let reach, verb == .read, table.access.isAthletes {
        let owners = reach.readableOwners(for: id)
          .map { builder.placeholder(BoundValue(value: $0.description, type: .uuid)) }
        let owner = column(table.ownerColumn)
        return owners.count == 1
          ? "\(owner) = \(owners[0])" : "\(owner) IN (\(owners.joined(separator: ", ")))"
      }
      let me = builder.placeholder(BoundValue(value: id.description, type: .uuid))
      return Self.userCondition(verb, on: table, me: me, column: column)
    }
  }

  /// The condition for a signed-in user, `me`, on `table`'s rows, whose columns `column` names
  /// (the table's own, or a recorded row's values bound, for `RowReaders`).
  static func userCondition(
    _ verb: Verb, on table: TableSchema, me: SQLQueryString,
    column: (String) -> SQLQueryString
  ) -> SQLQueryString {
    switch (table.access, verb) {
    case (.shareViews, .update), (.shareViews, .delete): return "1 = 0"
    case (.athleteData, _), (.shareLinks, _), (.shareViews, .read):
      let owner = column(table.ownerColumn)
      let editOnly: SQLQueryString = verb == .read ? "" : " AND access = 'edit'"
      return
        "(\(owner) = \(me) OR \(owner) IN (SELECT athlete_id FROM family_links WHERE parent_id = \(me)\(editOnly)))"
    case (.profile, .read):
      let profile = column("id")
      return
        "(\(profile) = \(me) OR \(profile) IN (SELECT athlete_id FROM family_links WHERE parent_id = \(me)) OR \(profile) IN (SELECT parent_id FROM family_links WHERE athlete_id = \(me)))"
    case (.profile, _): return "\(column("id")) = \(me)"
    case (.familyLinks, .update): return "\(column("athlete_id")) = \(me)"
    case (.familyLinks, _):
      return "(\(column("athlete_id")) = \(me) OR \(column("parent_id")) = \(me))"
    case (.familyInvites, _): return "\(column("created_by")) = \(me)"
    }
  }

  /// Fills and checks a row to insert, or the changes of an update. An athlete's row belongs to
  /// the caller unless it names an athlete (whom `checkOwners` then verifies); any other user id
  /// it names must be the caller's. Links and invites are made only by the family functions,
  /// and of a link only its access changes, of an invite only its revocation.
  func claim(_ row: inout [String: BoundValue], table: TableSchema, isInsert: Bool) throws {
    let id: UserID
    switch caller {
    case .user(let user): id = user
    case .serviceRole: return
    case .anonymous, .coach: throw PostgrestError.permissionDenied(table: table.name)
    }
    let refused = PostgrestError.rowLevelSecurity(table: table.name, anonymous: false)
    let me = id.description
    switch table.access {
    case .familyLinks, .familyInvites, .shareLinks, .shareViews:
      guard !isInsert, Set(row.keys).isSubset(of: Self.changeable(table.access)) else {
        throw refused
      }
      return
    case .profile, .athleteData:
      let others = table.columns.filter { $0.references == "users" && !$0.serverManaged }
        .map(\.name).filter { $0 != table.ownerColumn }
      for name in others + (table.access == .profile ? [table.ownerColumn] : []) {
        if let given = row[name]?.value as? String, given.lowercased() != me { throw refused }
      }
      if isInsert, row[table.ownerColumn]?.value == nil {
        row[table.ownerColumn] = BoundValue(value: me, type: .uuid)
      }
    }
  }

  /// The columns a request may change of a row made only by a function.
  private static func changeable(_ access: RowAccess) -> Set<String> {
    switch access {
    case .familyLinks: ["access"]
    case .familyInvites: ["revoked_at"]
    case .shareLinks: ["label", "include_metrics", "revoked_at"]
    case .athleteData, .profile, .shareViews: []
    }
  }
}

/// Who a request acts for, from its bearer token.
package enum Caller: Sendable, Equatable {
  /// A signed-in user: sees and changes only their own rows.
  case user(UserID)
  /// The service-role key: admin tools, no row scoping.
  case serviceRole
  /// The anon key or no token: reaches no table.
  case anonymous
  /// A coach's page opened with a share link: reads what the link was made for (`ShareGrant`),
  /// changes nothing.
  case coach(ShareGrant)
}
