extension Migration {
  /// Events happen where they happen: an event's own time zone (an IANA name the REST layer
  /// checks; none means the athlete's zone), which its page, the calendar feed, its `.ics` file
  /// and its reminders read its times on.
  static let eventTimeZones = Migration(
    version: 15, name: "event time zones",
    sqlite: ["ALTER TABLE events ADD COLUMN time_zone TEXT"],
    postgres: ["ALTER TABLE events ADD COLUMN time_zone text"])
}
