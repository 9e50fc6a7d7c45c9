extension Migration {
  /// The database itself holds one current version per owner and group: a partial unique index,
  /// and the trigger that archives the others running before the row is written. On PostgreSQL
  /// a statement that may make a version current first takes one lock, before it locks any row
  /// (a lock taken by the row trigger deadlocked against a restore holding its own row), so two
  /// restores at once (two tabs, two parents) take turns and the later one wins instead of
  /// leaving two current versions. Groups that already have several keep their newest.
  static let oneCurrentVersion = Migration(
    version: 12, name: "one current version",
    sqlite: [
      keepNewestCurrent(yes: "1", no: "0"),
      "DROP TRIGGER documents_one_current_on_insert",
      "DROP TRIGGER documents_one_current_on_update",
      """
      CREATE TRIGGER documents_one_current_on_insert BEFORE INSERT ON documents
      WHEN NEW.is_current = 1 BEGIN
        UPDATE documents SET is_current = 0
        WHERE user_id = NEW.user_id AND version_group_id = NEW.version_group_id
          AND is_current = 1;
      END
      """,
      """
      CREATE TRIGGER documents_one_current_on_update
      BEFORE UPDATE OF is_current, version_group_id, user_id ON documents
      WHEN NEW.is_current = 1 BEGIN
        UPDATE documents SET is_current = 0
        WHERE user_id = NEW.user_id AND version_group_id = NEW.version_group_id AND id <> NEW.id
          AND is_current = 1;
      END
      """,
      """
      CREATE UNIQUE INDEX documents_one_current ON documents (user_id, version_group_id)
      WHERE is_current = 1
      """,
    ],
    postgres: [
      keepNewestCurrent(yes: "true", no: "false"),
      """
      CREATE OR REPLACE FUNCTION documents_keep_one_current() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE documents SET is_current = false
        WHERE user_id = NEW.user_id AND version_group_id = NEW.version_group_id AND id <> NEW.id
          AND is_current;
        RETURN NEW;
      END $$
      """,
      """
      CREATE FUNCTION documents_current_versions_take_turns() RETURNS trigger LANGUAGE plpgsql
      AS $$
      BEGIN
        PERFORM pg_advisory_xact_lock(hashtextextended('documents: current versions', 0));
        RETURN NULL;
      END $$
      """,
      """
      CREATE TRIGGER documents_current_versions_take_turns
      BEFORE INSERT OR UPDATE OF is_current, version_group_id, user_id ON documents
      FOR EACH STATEMENT EXECUTE FUNCTION documents_current_versions_take_turns()
      """,
      "DROP TRIGGER documents_one_current ON documents",
      """
      CREATE TRIGGER documents_one_current
      BEFORE INSERT OR UPDATE OF is_current, version_group_id, user_id ON documents
      FOR EACH ROW WHEN (NEW.is_current) EXECUTE FUNCTION documents_keep_one_current()
      """,
      """
      CREATE UNIQUE INDEX documents_one_current ON documents (user_id, version_group_id)
      WHERE is_current
      """,
    ])

  /// Archives every current version that a newer current one of its group outranks.
  private static func keepNewestCurrent(yes: String, no: String) -> String {
    """
    UPDATE documents SET is_current = \(no)
    WHERE is_current = \(yes) AND EXISTS (
      SELECT 1 FROM documents AS newer
      WHERE newer.user_id = documents.user_id
        AND newer.version_group_id = documents.version_group_id AND newer.is_current = \(yes)
        AND (newer.version > documents.version
          OR (newer.version = documents.version AND newer.id > documents.id)))
    """
  }
}
