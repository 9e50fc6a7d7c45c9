extension Migration {
  /// What describes and shares a document (type, title, description, school, the schools it is
  /// shared with) belongs to the document as a whole. Every version row carries the same
  /// values, kept in step by the database in the writing transaction: a change to one version
  /// is made to all, a new version takes the group's values, and restoring a version (which
  /// changes only `is_current`) leaves them as they are. Existing groups take their current
  /// version's values.
  static let documentValuesPerGroup = Migration(
    version: 6, name: "document values per group",
    sqlite: [
      """
      UPDATE documents SET type = current.type, title = current.title,
        description = current.description, school_id = current.school_id,
        shared_with_schools = current.shared_with_schools
      FROM (SELECT * FROM documents WHERE is_current = 1) AS current
      WHERE documents.user_id = current.user_id
        AND documents.version_group_id = current.version_group_id
        AND documents.id <> current.id
      """,
      // NB: SQLite cannot change a row before it is inserted, so the new version takes the
      // group's values right after; `RestEngine` reads such rows back for RETURNING.
      """
      CREATE TRIGGER documents_new_version_takes_group_values AFTER INSERT ON documents
      WHEN NEW.version_group_id <> NEW.id BEGIN
        UPDATE documents SET (type, title, description, school_id, shared_with_schools) = (
          SELECT type, title, description, school_id, shared_with_schools FROM documents AS other
          WHERE other.user_id = NEW.user_id AND other.version_group_id = NEW.version_group_id
            AND other.id <> NEW.id
          ORDER BY other.version DESC LIMIT 1)
        WHERE id = NEW.id AND EXISTS (
          SELECT 1 FROM documents AS other
          WHERE other.user_id = NEW.user_id AND other.version_group_id = NEW.version_group_id
            AND other.id <> NEW.id);
      END
      """,
      """
      CREATE TRIGGER documents_change_every_version
      AFTER UPDATE OF type, title, description, school_id, shared_with_schools ON documents
      BEGIN
        UPDATE documents SET type = NEW.type, title = NEW.title, description = NEW.description,
          school_id = NEW.school_id, shared_with_schools = NEW.shared_with_schools,
          updated_at = NEW.updated_at
        WHERE user_id = NEW.user_id AND version_group_id = NEW.version_group_id AND id <> NEW.id
          AND (type IS NOT NEW.type OR title IS NOT NEW.title
            OR description IS NOT NEW.description OR school_id IS NOT NEW.school_id
            OR shared_with_schools IS NOT NEW.shared_with_schools);
      END
      """,
    ],
    postgres: [
      """
      UPDATE documents SET type = current.type, title = current.title,
        description = current.description, school_id = current.school_id,
        shared_with_schools = current.shared_with_schools
      FROM (SELECT * FROM documents WHERE is_current) AS current
      WHERE documents.user_id = current.user_id
        AND documents.version_group_id = current.version_group_id
        AND documents.id <> current.id
      """,
      """
      CREATE FUNCTION documents_take_group_values() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        other record;
      BEGIN
        SELECT type, title, description, school_id, shared_with_schools INTO other
        FROM documents
        WHERE user_id = NEW.user_id AND version_group_id = NEW.version_group_id AND id <> NEW.id
        ORDER BY version DESC LIMIT 1;
        IF FOUND THEN
          NEW.type := other.type;
          NEW.title := other.title;
          NEW.description := other.description;
          NEW.school_id := other.school_id;
          NEW.shared_with_schools := other.shared_with_schools;
        END IF;
        RETURN NEW;
      END $$
      """,
      """
      CREATE TRIGGER documents_new_version_takes_group_values BEFORE INSERT ON documents
      FOR EACH ROW WHEN (NEW.version_group_id <> NEW.id)
      EXECUTE FUNCTION documents_take_group_values()
      """,
      """
      CREATE FUNCTION documents_change_every_version() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE documents SET type = NEW.type, title = NEW.title, description = NEW.description,
          school_id = NEW.school_id, shared_with_schools = NEW.shared_with_schools,
          updated_at = NEW.updated_at
        WHERE user_id = NEW.user_id AND version_group_id = NEW.version_group_id AND id <> NEW.id
          AND (type, title, description, school_id, shared_with_schools)
            IS DISTINCT FROM (NEW.type, NEW.title, NEW.description, NEW.school_id,
              NEW.shared_with_schools);
        RETURN NULL;
      END $$
      """,
      """
      CREATE TRIGGER documents_change_every_version
      AFTER UPDATE OF type, title, description, school_id, shared_with_schools ON documents
      FOR EACH ROW EXECUTE FUNCTION documents_change_every_version()
      """,
    ])
}
