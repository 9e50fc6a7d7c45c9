/// The archive's tables with their columns, as the migrations make them (a server test checks
/// them against the schema, so a new column is exported or the test says so).
extension ArchiveTable {
  private static let stamps = ["created_at", "updated_at", "created_by", "updated_by"]

  public static let athleteProfile = ArchiveTable(
    file: "athlete_profile", table: "athlete_profiles", athleteColumn: "user_id",
    columns: [
      "id", "user_id", "graduation_year", "sport", "positions", "bats", "throws", "height_inches",
      "weight_pounds", "high_school", "club_team", "gpa", "contact_email", "contact_phone",
      "shows_upcoming_events",
    ] + stamps)

  public static let events = ArchiveTable(
    file: "events", table: "events", athleteColumn: "user_id",
    columns: [
      "id", "user_id", "school_id", "type", "name", "location", "address", "city", "state",
      "start_date", "end_date", "start_time", "end_time", "checkin_time", "url", "description",
      "event_source", "coaches_present", "performance_notes", "stats_recorded", "cost",
      "registered", "attended", "time_zone",
    ] + stamps)

  public static let metrics = ArchiveTable(
    file: "performance_metrics", table: "performance_metrics", athleteColumn: "user_id",
    columns: [
      "id", "user_id", "event_id", "metric_type", "value", "unit", "recorded_date", "notes",
      "verified", "verified_by",
    ] + stamps)

  public static let schools = ArchiveTable(
    file: "schools", table: "schools", athleteColumn: "user_id",
    columns: ["id", "user_id", "name", "location", "city", "state", "division"] + stamps)

  public static let coaches = ArchiveTable(
    file: "coaches", table: "coaches", athleteColumn: "user_id",
    columns: [
      "id", "user_id", "school_id", "role", "first_name", "last_name", "email", "phone",
    ] + stamps)

  public static let interactions = ArchiveTable(
    file: "interactions", table: "interactions", athleteColumn: "user_id",
    columns: [
      "id", "user_id", "school_id", "coach_id", "event_id", "type", "direction", "subject",
      "content", "sentiment", "occurred_at", "logged_by",
    ] + stamps)

  public static let followUps = ArchiveTable(
    file: "follow_ups", table: "follow_ups", athleteColumn: "user_id",
    columns: [
      "id", "user_id", "title", "notes", "due_date", "status", "school_id", "coach_id",
      "event_id", "interaction_id", "done_interaction_id", "done_at",
    ] + stamps)

  public static let schoolStatuses = ArchiveTable(
    file: "school_statuses", table: "school_statuses", athleteColumn: "user_id",
    columns: ["id", "user_id", "school_id", "status", "interest", "notes"] + stamps)

  public static let documents = ArchiveTable(
    file: "documents", table: "documents", athleteColumn: "user_id",
    columns: [
      "id", "user_id", "type", "title", "description", "file_url", "file_type", "version",
      "school_id", "is_current", "shared_with_schools", "uploaded_by", "version_group_id",
    ] + stamps)

  public static let coachesLinks = ArchiveTable(
    file: "coaches_links", table: "share_links", athleteColumn: "user_id",
    columns: [
      "id", "user_id", "school_id", "label", "include_metrics", "expires_at", "revoked_at",
    ] + stamps)

  public static let coachesLinkViews = ArchiveTable(
    file: "coaches_link_views", table: "share_link_views", athleteColumn: "user_id",
    columns: ["id", "user_id", "link_id", "document_id", "kind", "agent", "occurred_at"])

  public static let familyLinks = ArchiveTable(
    file: "family_links", table: "family_links", athleteColumn: "athlete_id",
    columns: ["id", "athlete_id", "parent_id", "access", "created_at", "updated_at"])
}
