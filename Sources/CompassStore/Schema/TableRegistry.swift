/// The tables the REST API serves, column by column, matching the migrations (a test checks the
/// live schema against this list).
package enum TableRegistry {
  package static let tables: [String: TableSchema] = Dictionary(
    uniqueKeysWithValues: [
      schools, coaches, events, performanceMetrics, interactions, documents, profiles,
      athleteProfiles, familyLinks, familyInvites, shareLinks, shareLinkViews, followUps,
      schoolStatuses,
    ].map { ($0.name, $0) })

  package static func table(_ name: String) -> TableSchema? { tables[name] }

  typealias Column = TableSchema.Column

  private static func id() -> Column {
    Column(name: "id", type: .uuid, nullable: false, defaultValue: .newUUID)
  }

  private static func owner() -> Column {
    Column(name: "user_id", type: .uuid, nullable: false, defaultValue: .caller)
  }

  private static func timestamps() -> [Column] {
    [
      Column(
        name: "created_at", type: .timestamp, nullable: false, defaultValue: .now,
        serverManaged: true),
      Column(
        name: "updated_at", type: .timestamp, nullable: false, defaultValue: .now,
        serverManaged: true),
    ] + attribution()
  }

  /// Who added the row and who last changed it, set by the server from the caller.
  private static func attribution() -> [Column] {
    ["created_by", "updated_by"].map {
      Column(name: $0, type: .uuid, defaultValue: .actor, references: "users", serverManaged: true)
    }
  }

  /// Short text fits any index (500 characters stay under PostgreSQL's 2,704-byte index row).
  static let shortText = 500
  static let longText = 50_000
  static let arrayItems = 1_000

  private static func text(_ name: String, required: Bool = false, long: Bool = false) -> Column {
    Column(name: name, type: .text, nullable: !required, maxLength: long ? longText : shortText)
  }

  package static let schools = TableSchema(
    name: "schools",
    columns: [
      id(), owner(), text("name", required: true), text("location"), text("city"), text("state"),
      text("division"),
    ] + timestamps())

  package static let coaches = TableSchema(
    name: "coaches",
    columns: [
      id(), owner(), Column(name: "school_id", type: .uuid, references: "schools"),
      Column(
        name: "role", type: .text, nullable: false, defaultValue: .text("assistant"),
        maxLength: shortText),
      text("first_name", required: true), text("last_name", required: true), text("email"),
      text("phone"),
    ] + timestamps())

  package static let events = TableSchema(
    name: "events",
    columns: [
      id(), owner(), Column(name: "school_id", type: .uuid, references: "schools"),
      text("type", required: true), text("name", required: true), text("location"),
      text("address"), text("city"), text("state"),
      Column(name: "start_date", type: .date, nullable: false),
      Column(name: "end_date", type: .date),
      Column(name: "start_time", type: .time), Column(name: "end_time", type: .time),
      Column(name: "checkin_time", type: .time),
      Column(name: "url", type: .text, maxLength: 2_048), text("description", long: true),
      text("event_source"),
      Column(
        name: "coaches_present", type: .uuidArray, nullable: false, defaultValue: .emptyArray,
        references: "coaches", maxLength: arrayItems),
      text("performance_notes", long: true),
      Column(name: "stats_recorded", type: .json, maxLength: longText),
      Column(name: "cost", type: .numeric, range: 0...1_000_000),
      Column(name: "registered", type: .boolean, nullable: false, defaultValue: .bool(false)),
      Column(name: "attended", type: .boolean, nullable: false, defaultValue: .bool(false)),
      Column(name: "time_zone", type: .text, maxLength: 64, namesTimeZone: true),
    ] + timestamps())

  package static let performanceMetrics = TableSchema(
    name: "performance_metrics",
    columns: [
      id(), owner(), Column(name: "event_id", type: .uuid, references: "events"),
      text("metric_type", required: true),
      Column(name: "value", type: .numeric, nullable: false, range: -1_000_000...1_000_000),
      Column(
        name: "unit", type: .text, nullable: false, defaultValue: .text(""), maxLength: shortText),
      Column(name: "recorded_date", type: .date, nullable: false), text("notes", long: true),
      Column(name: "verified", type: .boolean, nullable: false, defaultValue: .bool(false)),
      text("verified_by"),
    ] + timestamps())

  package static let interactions = TableSchema(
    name: "interactions",
    columns: [
      id(), owner(), Column(name: "school_id", type: .uuid, references: "schools"),
      Column(name: "coach_id", type: .uuid, references: "coaches"),
      Column(name: "event_id", type: .uuid, references: "events"), text("type", required: true),
      text("direction", required: true), text("subject"), text("content", long: true),
      text("sentiment"),
      Column(name: "occurred_at", type: .timestamp, nullable: false, defaultValue: .now),
      Column(name: "logged_by", type: .uuid, references: "users"),
    ] + timestamps())

  package static let followUps = TableSchema(
    name: "follow_ups",
    columns: [
      id(), owner(), text("title", required: true), text("notes", long: true),
      Column(name: "due_date", type: .date, nullable: false),
      Column(
        name: "status", type: .text, nullable: false, defaultValue: .text("open"),
        maxLength: shortText),
      Column(name: "school_id", type: .uuid, references: "schools"),
      Column(name: "coach_id", type: .uuid, references: "coaches"),
      Column(name: "event_id", type: .uuid, references: "events"),
      Column(name: "interaction_id", type: .uuid, references: "interactions"),
      Column(name: "done_interaction_id", type: .uuid, references: "interactions"),
      Column(name: "done_at", type: .timestamp),
    ] + timestamps())

  package static let schoolStatuses = TableSchema(
    name: "school_statuses",
    columns: [
      id(), owner(),
      Column(name: "school_id", type: .uuid, nullable: false, references: "schools"),
      Column(
        name: "status", type: .text, nullable: false, defaultValue: .text("researching"),
        maxLength: shortText),
      text("interest"), text("notes", long: true),
    ] + timestamps(), uniqueKeys: [["id"], ["school_id"]])

  package static let documents = TableSchema(
    name: "documents",
    columns: [
      id(), owner(), text("type", required: true), text("title", required: true),
      text("description", long: true),
      Column(
        name: "file_url", type: .text, nullable: false, storedIn: "documents", maxLength: 1_024),
      text("file_type"),
      Column(
        name: "version", type: .integer, nullable: false, defaultValue: .integer(1),
        range: 1...2_147_483_647),
      Column(name: "school_id", type: .uuid, references: "schools"),
      Column(name: "is_current", type: .boolean, nullable: false, defaultValue: .bool(true)),
      Column(
        name: "shared_with_schools", type: .uuidArray, nullable: false, defaultValue: .emptyArray,
        references: "schools", maxLength: arrayItems),
      Column(name: "uploaded_by", type: .uuid, references: "users"),
      Column(
        name: "version_group_id", type: .uuid, nullable: false, defaultValue: .copy("id"),
        references: "documents", referencedColumns: ["id", "version_group_id"]),
    ] + timestamps(),
    uniqueKeys: [["id"], ["user_id", "version_group_id", "version"]],
    completedAfterInsert: true)

  package static let profiles = TableSchema(
    name: "profiles",
    columns: [
      Column(name: "id", type: .uuid, nullable: false, defaultValue: .caller),
      Column(
        name: "display_name", type: .text, nullable: false, defaultValue: .text(""),
        maxLength: shortText),
      Column(
        name: "role", type: .text, nullable: false, defaultValue: .text("athlete"),
        maxLength: shortText),
      text("time_zone"),
    ] + timestamps().prefix(2), access: .profile, ownerColumn: "id")

  package static let athleteProfiles = TableSchema(
    name: "athlete_profiles",
    columns: [
      id(), owner(), Column(name: "graduation_year", type: .integer, range: 1_990...2_100),
      text("sport"), text("positions"), text("bats"), text("throws"),
      Column(name: "height_inches", type: .integer, range: 36...96),
      Column(name: "weight_pounds", type: .integer, range: 50...400), text("high_school"),
      text("club_team"), Column(name: "gpa", type: .numeric, range: 0...5),
      text("contact_email"), text("contact_phone"),
      Column(
        name: "shows_upcoming_events", type: .boolean, nullable: false,
        defaultValue: .bool(false)),
    ] + timestamps(), uniqueKeys: [["id"], ["user_id"]])

  package static let familyLinks = TableSchema(
    name: "family_links",
    columns: [
      id(), Column(name: "athlete_id", type: .uuid, nullable: false, references: "users"),
      Column(name: "parent_id", type: .uuid, nullable: false, references: "users"),
      Column(
        name: "access", type: .text, nullable: false, defaultValue: .text("edit"),
        maxLength: shortText),
    ] + timestamps().prefix(2), uniqueKeys: [["id"], ["athlete_id", "parent_id"]],
    access: .familyLinks, ownerColumn: "athlete_id")

  package static let familyInvites = TableSchema(
    name: "family_invites",
    columns: [
      id(),
      Column(name: "created_by", type: .uuid, nullable: false, references: "users"),
      text("inviter_role", required: true), text("access", required: true), text("email"),
      Column(name: "expires_at", type: .timestamp, nullable: false),
      Column(name: "used_at", type: .timestamp),
      Column(name: "used_by", type: .uuid, references: "users"),
      Column(name: "revoked_at", type: .timestamp),
      Column(name: "created_at", type: .timestamp, nullable: false, defaultValue: .now),
    ], access: .familyInvites, ownerColumn: "created_by", storedOnly: ["code_hash"])

  package static let shareLinks = TableSchema(
    name: "share_links",
    columns: [
      id(), owner(),
      Column(name: "school_id", type: .uuid, nullable: false, references: "schools"),
      text("label"),
      Column(
        name: "include_metrics", type: .boolean, nullable: false, defaultValue: .bool(false)),
      Column(name: "expires_at", type: .timestamp, nullable: false),
      Column(name: "revoked_at", type: .timestamp),
    ] + timestamps(), access: .shareLinks, storedOnly: ["token_hash"])

  package static let shareLinkViews = TableSchema(
    name: "share_link_views",
    columns: [
      id(), owner(),
      Column(name: "link_id", type: .uuid, nullable: false, references: "share_links"),
      Column(name: "document_id", type: .uuid, references: "documents"),
      text("kind", required: true),
      Column(
        name: "agent", type: .text, nullable: false, defaultValue: .text(""), maxLength: shortText),
      Column(name: "occurred_at", type: .timestamp, nullable: false, defaultValue: .now),
    ], access: .shareViews)
}
