extension Migration {
  /// A document's version group belongs to its owner: the unique version number and the
  /// one-current-version rule hold per owner and group, so a row that names another user's
  /// group id can neither change that user's versions nor learn that the group exists.
  static let versionGroupsPerOwner = Migration(
    version: 4, name: "version groups per owner",
    sqlite: [
      "DROP INDEX documents_group_version",
      "DROP INDEX documents_owner_group",
      """
      CREATE UNIQUE INDEX documents_owner_group_version
      ON documents (user_id, version_group_id, version)
      """,
      "DROP TRIGGER documents_one_current_on_insert",
      "DROP TRIGGER documents_one_current_on_update",
      """
      CREATE TRIGGER documents_one_current_on_insert AFTER INSERT ON documents
      WHEN NEW.is_current = 1 BEGIN
        UPDATE documents SET is_current = 0
        WHERE user_id = NEW.user_id AND version_group_id = NEW.version_group_id AND id <> NEW.id
          AND is_current = 1;
      END
      """,
      """
      CREATE TRIGGER documents_one_current_on_update
      AFTER UPDATE OF is_current, version_group_id, user_id ON documents
      WHEN NEW.is_current = 1 BEGIN
        UPDATE documents SET is_current = 0
        WHERE user_id = NEW.user_id AND version_group_id = NEW.version_group_id AND id <> NEW.id
          AND is_current = 1;
      END
      """,
    ],
    postgres: [
      "DROP INDEX documents_group_version",
      "DROP INDEX documents_owner_group",
      """
      CREATE UNIQUE INDEX documents_owner_group_version
      ON documents (user_id, version_group_id, version)
      """,
      """
      CREATE OR REPLACE FUNCTION documents_keep_one_current() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE documents SET is_current = false
        WHERE user_id = NEW.user_id AND version_group_id = NEW.version_group_id AND id <> NEW.id
          AND is_current;
        RETURN NULL;
      END $$
      """,
      "DROP TRIGGER documents_one_current ON documents",
      """
      CREATE TRIGGER documents_one_current
      AFTER INSERT OR UPDATE OF is_current, version_group_id, user_id ON documents
      FOR EACH ROW WHEN (NEW.is_current) EXECUTE FUNCTION documents_keep_one_current()
      """,
    ])
}
