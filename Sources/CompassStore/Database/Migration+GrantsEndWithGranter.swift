extension Migration {
  /// What a person made to share ends when their own access does: a coaches' link a parent made
  /// is revoked when that parent's family link is removed or lowered to view (so linking again
  /// later does not revive it), and links already orphaned that way are revoked now. A link
  /// whose maker's account is gone (`created_by` null) is refused where it is opened.
  static let grantsEndWithGranter = Migration(
    version: 11, name: "grants end with their granter",
    sqlite: [
      """
      UPDATE share_links SET revoked_at = \(sqliteNow), updated_at = \(sqliteNow)
      WHERE revoked_at IS NULL AND created_by IS NOT user_id AND NOT EXISTS (
        SELECT 1 FROM family_links l WHERE l.parent_id = share_links.created_by
          AND l.athlete_id = share_links.user_id AND l.access = 'edit')
      """,
      """
      CREATE TRIGGER share_links_end_with_parent AFTER DELETE ON family_links BEGIN
        UPDATE share_links SET revoked_at = \(sqliteNow), updated_at = \(sqliteNow)
        WHERE user_id = OLD.athlete_id AND created_by = OLD.parent_id AND revoked_at IS NULL;
      END
      """,
      """
      CREATE TRIGGER share_links_end_with_parents_edit AFTER UPDATE OF access ON family_links
      WHEN NEW.access <> 'edit' BEGIN
        UPDATE share_links SET revoked_at = \(sqliteNow), updated_at = \(sqliteNow)
        WHERE user_id = NEW.athlete_id AND created_by = NEW.parent_id AND revoked_at IS NULL;
      END
      """,
    ],
    postgres: [
      """
      UPDATE share_links SET revoked_at = now(), updated_at = now()
      WHERE revoked_at IS NULL AND created_by IS DISTINCT FROM user_id AND NOT EXISTS (
        SELECT 1 FROM family_links l WHERE l.parent_id = share_links.created_by
          AND l.athlete_id = share_links.user_id AND l.access = 'edit')
      """,
      """
      CREATE FUNCTION share_links_end_with_parent() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE share_links SET revoked_at = now(), updated_at = now()
        WHERE user_id = OLD.athlete_id AND created_by = OLD.parent_id AND revoked_at IS NULL;
        RETURN NULL;
      END $$
      """,
      """
      CREATE TRIGGER share_links_end_with_parent AFTER DELETE ON family_links
      FOR EACH ROW EXECUTE FUNCTION share_links_end_with_parent()
      """,
      """
      CREATE TRIGGER share_links_end_with_parents_edit AFTER UPDATE OF access ON family_links
      FOR EACH ROW WHEN (NEW.access <> 'edit') EXECUTE FUNCTION share_links_end_with_parent()
      """,
    ])

  /// Now in the wire form every stored time has (`2026-02-10T12:00:00.123000+00:00`).
  static let sqliteNow = "(strftime('%Y-%m-%dT%H:%M:%f', 'now') || '000+00:00')"
}
