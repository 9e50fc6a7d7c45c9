extension Migration {
  /// The numbers each kind of measurement can take, as this migration ships them (a test holds
  /// them equal to `MetricType.plausibleRange`; a change needs a new migration). Other and
  /// unknown types keep the column's own range.
  static let plausibleMetricRanges: [(type: String, lower: Int, upper: Int)] = [
    ("velocity", 1, 200), ("exit_velo", 1, 200), ("sixty_time", 4, 20), ("pop_time", 1, 5),
    ("batting_avg", 0, 1), ("era", 0, 999), ("strikeouts", 0, 1_000),
  ]

  /// Whether `row`'s value is plausible for its metric type, in SQL both databases read.
  static func plausibleMetricValue(_ row: String) -> String {
    let cases = plausibleMetricRanges.map {
      "WHEN '\($0.type)' THEN \(row).value BETWEEN \($0.lower) AND \($0.upper)"
    }
    return "CASE \(row).metric_type \(cases.joined(separator: " ")) ELSE TRUE END"
  }

  /// A metric's value must be a plausible number for its type (a 60-yard dash of -5 seconds is
  /// a typo), for every client: the pages, the phone, `/api` and REST. Rows already stored stay
  /// as they are until their value or type is next changed.
  static let plausibleMetricValues = Migration(
    version: 7, name: "plausible metric values",
    sqlite: ["INSERT", "UPDATE OF metric_type, value"].map { event in
      let name = event == "INSERT" ? "insert" : "update"
      return """
        CREATE TRIGGER performance_metrics_value_plausible_\(name)
        BEFORE \(event) ON performance_metrics
        WHEN NOT (\(plausibleMetricValue("NEW"))) BEGIN
          SELECT RAISE(ABORT, 'CHECK constraint failed: performance_metrics_value_plausible');
        END
        """
    },
    postgres: [
      """
      ALTER TABLE performance_metrics ADD CONSTRAINT performance_metrics_value_plausible
      CHECK (\(plausibleMetricValue("performance_metrics"))) NOT VALID
      """
    ])
}
