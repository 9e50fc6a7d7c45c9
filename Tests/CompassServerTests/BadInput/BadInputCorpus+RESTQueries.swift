import Foundation

@testable import CompassServer
@testable import CompassStore
@testable import CompassWeb

extension BadInputCorpus {
  /// URLs PostgREST's grammar refuses, or that ask for more than one statement may hold.
  static func restQueries(_ fixture: BadInputFixture) -> [BadRequest] {
    var paths: [String] = []
    for table in TableRegistry.tables.values.sorted(by: { $0.name < $1.name }) {
      for column in table.columns {
        paths += BadValues.url(for: column.type).map { "\(table.name)?\(column.name)=eq.\($0)" }
        if column.type != .boolean {
          paths += ["true", "false", "unknown"].map { "\(table.name)?\(column.name)=is.\($0)" }
        }
        if column.type == .uuidArray || column.type == .json {
          paths.append("\(table.name)?\(column.name)=gt.x")
        } else {
          paths.append("\(table.name)?\(column.name)=cs.{x}")
        }
      }
    }
    paths += grammar + limits + unknownNames
    return paths.map { .json(.rest, .get, "/rest/v1/\($0)") }
      + upserts(fixture)
  }

  private static let grammar = [
    "events?name=eq", "events?name=", "events?name=foo.bar", "events?name=not.",
    "events?name=not.foo.x",
    "events?name=in.(a,b", "events?name=in.a,b", "events?name=in.(\"a)", "events?or=(",
    "events?or=a.eq.1",
    "events?or=(name.eq.a", "events?or=(name)", "events?or=(nosuch.eq.1)",
    "events?and=(name.eq.a))",
    "events?not.or=name.eq.a", "events?or=()x", "events?name=like.a%5C", "events?name=ilike.*%5C",
    "events?name=like.%00", "events?select=nosuch", "events?select=name,nosuch",
    "events?select=a:nosuch",
    "events?select=schools(*)", "events?select=*,schools!inner(name)",
    "events?select=stats_recorded->a",
    "events?select=%00:name", "events?select=a'b:name", "events?select=a%22b:name",
    "events?select=a;drop:name", "events?select=\(String(repeating: "a", count: 64)):name",
    "events?select=:name", "events?order=nosuch", "events?order=name.sideways", "events?order=.asc",
    "events?order=name.asc.desc.up", "events?limit=-1", "events?limit=abc", "events?limit=1e3",
    "events?limit=99999999999999999999", "events?offset=-5", "events?offset=x",
    "events?schools.name=eq.a",
    "events?nosuch=eq.1", "events?columns=nosuch", "events?name=eq.%ZZ", "events?%00=eq.1",
    "events?name=eq.a&name=zz.b", "events?id=in.(abc)", "events?coaches_present=cs.x",
    "events?coaches_present=ov.{abc}", "events?stats_recorded=eq.{}",
    "events?start_date=gt.2026-02-30",
    "documents?version=eq.9223372036854775807", "documents?version=lt.1e19",
  ]

  private static var limits: [String] {
    func nested(_ depth: Int, _ word: String) -> String {
      String(repeating: "\(word)(", count: depth) + "name.eq.x"
        + String(repeating: ")", count: depth)
    }
    var paths: [String] = []
    for depth in [17, 50, 1_000, 4_000] {
      paths += [
        "events?or=(\(nested(depth, "or")))", "events?and=(\(nested(depth, "and")))",
        "events?not.and=(\(nested(depth, "not.and")))", "events?or=(\(nested(depth, "not.or")))",
      ]
    }
    for count in [301, 1_000, 3_000] {
      paths.append("events?" + Array(repeating: "name=eq.x", count: count).joined(separator: "&"))
      paths.append(
        "events?or=(" + Array(repeating: "name.eq.x", count: count).joined(separator: ",") + ")")
    }
    let ids = (0...1_000).map { _ in UUID().uuidString }.joined(separator: ",")
    paths.append("events?id=in.(\(ids))")
    paths.append("events?select=" + (0...500).map { "a\($0):name" }.joined(separator: ","))
    paths.append("events?select=" + Array(repeating: "name", count: 600).joined(separator: ","))
    return paths
  }

  private static let unknownNames = [
    "eventz", "", "events/extra", "rpc/x", "EVENTS", "users", "compass_migrations", "auth_sessions",
    String(repeating: "e", count: 5_000), "events%00", "..%2Fevents",
  ]

  private static func upserts(_ fixture: BadInputFixture) -> [BadRequest] {
    let body = #"{"name":"S"}"#
    return ["name", "nosuch", "id,name", "user_id", "version_group_id"].flatMap { target in
      ["merge-duplicates", "ignore-duplicates"].map { resolution in
        BadRequest.json(
          .rest, .post, "/rest/v1/schools?on_conflict=\(target)", body,
          headers: ["Prefer": "resolution=\(resolution)"])
      }
    } + [
      .json(.rest, .get, "/rest/v1/events", headers: ["Accept-Profile": "private"]),
      .json(.rest, .post, "/rest/v1/events", body, headers: ["Content-Profile": "auth"]),
      .json(
        .rest, .get, "/rest/v1/events", headers: ["Authorization": "Bearer x.y.z"],
        credentials: .none),
      .json(
        .rest, .get, "/rest/v1/events", headers: ["Authorization": "Bearer "], credentials: .none),
      .json(
        .rest, .get, "/rest/v1/events?id=eq.\(fixture.other.rows["events"] ?? "")",
        headers: ["Accept": "application/vnd.pgrst.object+json"]),
    ]
  }
}
