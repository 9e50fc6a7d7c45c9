import CompassModels

/// The tables one caller reads and writes, each in types and through the one scoping layer,
/// about one athlete: the caller's own data, or (for a parent) a linked athlete's.
package struct ScopedData: Sendable {
  let engine: RestEngine
  let scope: RowScope
  let athlete: UserID?

  init(engine: RestEngine, caller: Caller, athlete: UserID? = nil) {
    self.engine = engine
    scope = RowScope(caller: caller)
    self.athlete = athlete
  }

  /// A signed-in user's tables, about `athlete` (by default the user's own data); what the
  /// user may not reach of that athlete's stays out of reach (`RowScope`).
  package init(engine: RestEngine, user: UserID, athlete: UserID? = nil) {
    self.init(engine: engine, caller: .user(user), athlete: athlete ?? user)
  }

  package var events: ScopedTable<Event> { table() }
  package var schools: ScopedTable<School> { table() }
  package var coaches: ScopedTable<Coach> { table() }
  package var metrics: ScopedTable<PerformanceMetric> { table() }
  package var interactions: ScopedTable<Interaction> { table() }
  package var followUps: ScopedTable<FollowUp> { table() }
  package var schoolStatuses: ScopedTable<SchoolStatus> { table() }
  package var documents: ScopedTable<Document> { table() }
  package var athleteProfiles: ScopedTable<AthleteProfile> { table() }
  package var profiles: ScopedTable<ProfileRecord> { table() }
  package var familyLinks: ScopedTable<FamilyLinkRecord> { table() }
  package var familyInvites: ScopedTable<FamilyInviteRecord> { table() }
  package var shareLinks: ScopedTable<ShareLinkRecord> { table() }
  package var shareViews: ScopedTable<ShareViewRecord> { table() }

  /// The table of `Row`.
  package func table<Row: StoredRow>(_ type: Row.Type = Row.self) -> ScopedTable<Row> {
    ScopedTable(engine: engine, scope: scope, athlete: athlete)
  }
}
