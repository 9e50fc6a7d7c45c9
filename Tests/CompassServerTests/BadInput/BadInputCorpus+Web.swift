import Foundation

/// A form a signed-in browser posts that the page must refuse: shown again with a message
/// (4xx), never a server error and never a success.
struct BadForm: Sendable, CustomStringConvertible {
  let path: String
  /// The page whose form token the post carries.
  let page: String
  let fields: [(String, String)]

  var description: String {
    "POST \(path) " + fields.map { "\($0.0)=\($0.1.prefix(40))" }.joined(separator: "&")
  }
}

extension BadInputCorpus {
  static func webForms(
    _ fixture: BadInputFixture, ownEvent: String, ownDocument: String, ownSchool: String
  )
    -> [BadForm]
  {
    let foreignSchool = fixture.other.rows["schools"] ?? ""
    let event: [(String, String)] = [
      ("type", "camp"), ("name", "Camp"), ("start_date", "2026-05-01"),
    ]
    func with(_ base: [(String, String)], _ key: String, _ value: String) -> [(String, String)] {
      base.filter { $0.0 != key } + [(key, value)]
    }
    var forms: [BadForm] = []
    let eventVariants: [(String, String)] = [
      ("start_date", "-01-01"), ("start_date", "2026-13-01"), ("start_date", "2026-02-30"),
      ("start_date", "tomorrow"), ("end_date", "2026-04-01"), ("end_date", "nope"),
      ("start_time", "25:00"), ("end_time", "9am"), ("checkin_time", "12:61"),
      ("school", foreignSchool), ("name", ""), ("name", String(repeating: "n", count: 256)),
      ("name", "a\u{0}b"), ("location", String(repeating: "l", count: 501)),
      ("description", String(repeating: "d", count: 50_001)), ("cost", "0x10"), ("cost", "1e999"),
      ("cost", "-5"), ("cost", "2000000"), ("cost", "nan"), ("url", "javascript:alert(1)"),
      ("url", "http://"), ("type", "nosuch"), ("city", "\u{0}"), ("school", "other"),
      ("school", "add_new"),
    ]
    for (key, value) in eventVariants {
      forms.append(
        BadForm(path: "/events/new", page: "/events/new", fields: with(event, key, value)))
      forms.append(
        BadForm(
          path: "/events/\(ownEvent)/edit", page: "/events/\(ownEvent)?edit=1",
          fields: with(event, key, value)))
    }
    let metric: [(String, String)] = [
      ("metric_type", "velocity"), ("value", "85"), ("unit", "mph"),
      ("recorded_date", "2026-04-15"),
    ]
    let metricVariants: [(String, String)] = [
      ("value", ""), ("value", "abc"), ("value", "0x10"), ("value", "1e308"), ("value", "-5"),
      ("value", "nan"), ("value", "inf"), ("recorded_date", "2026-13-01"),
      ("recorded_date", "-01-01"),
      ("recorded_date", ""), ("metric_type", "nosuch"), ("metric_type", ""),
      ("notes", String(repeating: "n", count: 50_001)), ("notes", "\u{0}"), ("unit", "\u{0}"),
    ]
    for (key, value) in metricVariants {
      forms.append(
        BadForm(
          path: "/performance/metrics", page: "/performance", fields: with(metric, key, value)))
      forms.append(
        BadForm(
          path: "/events/\(ownEvent)/metrics", page: "/events/\(ownEvent)?metric=1",
          fields: with(metric, key, value)))
    }
    forms += [
      BadForm(
        path: "/performance/metrics", page: "/performance",
        fields: with(with(metric, "metric_type", "sixty_time"), "value", "-5")),
      BadForm(
        path: "/performance/metrics", page: "/performance",
        fields: with(with(metric, "metric_type", "batting_avg"), "value", "1.5")),
    ]
    let document = "/documents/\(ownDocument)"
    for fields in [
      [("title", "")], [("title", String(repeating: "t", count: 101))], [("title", "a\u{0}b")],
      [("title", "T"), ("school_id", foreignSchool)],
      [("title", "T"), ("description", String(repeating: "d", count: 501))],
    ] {
      forms.append(BadForm(path: "\(document)/edit", page: "\(document)?edit=1", fields: fields))
    }
    for fields in [
      [("name", "")], [("name", "a\u{0}b")], [("name", String(repeating: "s", count: 501))],
      [("name", "S"), ("city", String(repeating: "c", count: 501))],
    ] {
      forms.append(BadForm(path: "/schools", page: "/schools", fields: fields))
    }
    for fields in [
      [("first_name", ""), ("last_name", "L")], [("first_name", "F"), ("last_name", "a\u{0}")],
      [("first_name", "F"), ("last_name", "L"), ("role", "boss")],
      [("first_name", "F"), ("last_name", "L"), ("email", String(repeating: "e", count: 501))],
    ] {
      forms.append(BadForm(path: "/schools/\(ownSchool)/coaches", page: "/schools", fields: fields))
    }
    forms += [
      BadForm(
        path: "/schools/\(foreignSchool)/coaches", page: "/schools",
        fields: [("first_name", "F"), ("last_name", "L")]),
      BadForm(
        path: "/schools/abc/coaches", page: "/schools",
        fields: [("first_name", "F"), ("last_name", "L")]),
      BadForm(
        path: "/events/\(fixture.other.rows["events"] ?? "")/edit", page: "/events/new",
        fields: event),
      BadForm(path: "/events/abc/edit", page: "/events/new", fields: event),
      BadForm(
        path: "/documents/\(fixture.other.rows["documents"] ?? "")/edit", page: "/documents",
        fields: [("title", "T")]),
      BadForm(
        path: "/events/\(ownEvent)/interactions", page: "/events/\(ownEvent)?log=1",
        fields: [("content", String(repeating: "c", count: 50_001))]),
    ]
    forms += namesSentTwice(event: event, metric: metric, ownEvent: ownEvent, document: document)
    return forms
  }

  /// Forms that name a field twice (no page of ours does): Hummingbird's decoder refuses them.
  private static func namesSentTwice(
    event: [(String, String)], metric: [(String, String)], ownEvent: String, document: String
  ) -> [BadForm] {
    [
      BadForm(path: "/events/new", page: "/events/new", fields: event + [("name", "Again")]),
      BadForm(
        path: "/performance/metrics", page: "/performance", fields: metric + [("value", "86")]),
      BadForm(path: "/schools", page: "/schools", fields: [("name", "A"), ("name", "B")]),
      BadForm(
        path: "\(document)/edit", page: "\(document)?edit=1",
        fields: [("title", "A"), ("title", "B")]),
      BadForm(
        path: "\(document)/shares", page: "\(document)?share=1",
        fields: [("school_ids[]", "a"), ("school_ids", "b")]),
      BadForm(
        path: "/events/\(ownEvent)/interactions", page: "/events/\(ownEvent)?log=1",
        fields: [("content", "a"), ("content", "b")]),
    ]
  }

  /// Posts that a signed-out or stale browser sends: refused with a page, never a 500.
  static let staleForms: [(path: String, body: String)] = [
    ("/login", "email=a%40b.co&password=x&_csrf=x"), ("/signup", "email=a%40b.co&password=x"),
    ("/events/new", "name=x"), ("/performance/metrics", "value=1"), ("/logout", "_csrf=x"),
    ("/login", String(repeating: "a", count: 300_000)),
  ]
}
