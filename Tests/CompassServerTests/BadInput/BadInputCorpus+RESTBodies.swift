import CompassModels
import Foundation

@testable import CompassServer
@testable import CompassStore

/// Written values each column type must refuse, in a body (`JSONValue`) or a URL (`String`).
enum BadValues {
  static func json(for column: TableSchema.Column) -> [JSONValue] {
    var values: [JSONValue]
    switch column.type {
    case .text:
      values = ["a\u{0}b", .bool(true), [1], ["k": "v"]]
      if let limit = column.maxLength {
        values.append(.string(String(repeating: "x", count: limit + 1)))
      }
    case .uuid:
      values = ["abc", "1", 12, "00000000-0000-0000-0000-00000000000g", .bool(true), "a\u{0}"]
    case .date:
      values = [
        "-01-01", "2026-13-01", "2026-02-30", "2026-1-1", "0000-01-01", "10000-01-01", 20_260_101,
      ]
    case .time:
      values = ["25:00", "12:60", "noon", 1200, "12:00:61", "12:00:00.", "-1:00"]
    case .timestamp:
      values = ["yesterday", "2026-13-01T00:00:00Z", 12_345, "2026-04-15T25:00:00Z", "\u{0}"]
    case .numeric:
      values = ["0x10", "nan", "inf", "Infinity", "1e999", "--1", "1,5", "", .bool(true), "-0x10"]
    case .integer:
      values = ["1.5", 1.5, "99999999999", 1e19, "1e3", "abc", 9_223_372_036_854_775_807, -1e300]
    case .boolean:
      values = ["maybe", 2, "yes please", [], "\u{0}"]
    case .uuidArray:
      values = [
        "x", ["x"], [1], "{x}", ["k": 1],
        .array((0...1_000).map { _ in .string(UUID().uuidString) }),
      ]
    case .json:
      values = [deepJSON(40), ["a": "\u{0}"], ["\u{0}": 1], .array([deepJSON(35)])]
    }
    if let range = column.range {
      values += [.number(range.lowerBound - 1), .number(range.upperBound + 1), 1e308, -1e308]
    }
    if !column.nullable, !column.serverManaged { values.append(.null) }
    return values
  }

  /// Filter operands (`eq.<value>`) a column of this type cannot compare with.
  static func url(for type: ColumnType) -> [String] {
    switch type {
    case .text: ["a%00b"]
    case .uuid: ["abc", "1", "%00"]
    case .date: ["-01-01", "2026-13-01", "today"]
    case .time: ["25:00", "noon"]
    case .timestamp: ["yesterday", "2026-13-01T00:00:00Z"]
    case .numeric: ["0x10", "nan", "inf", "1e999"]
    case .integer: ["1.5", "9223372036854775807", "2147483648", "0x10"]
    case .boolean: ["maybe", "2"]
    case .uuidArray, .json: ["x"]
    }
  }

  static func deepJSON(_ depth: Int) -> JSONValue {
    (0..<depth).reduce(JSONValue.number(1)) { inner, _ in .array([inner]) }
  }
}

extension BadInputCorpus {
  /// Every writable column of every table, each with every value its type refuses, inserted
  /// in a new row and patched onto the user's own row; and ids pointing at the other user's
  /// rows in every reference column; files named anywhere but in the row's own folder.
  static func restBodies(_ fixture: BadInputFixture) -> [BadRequest] {
    var requests: [BadRequest] = []
    for table in TableRegistry.tables.values.sorted(by: { $0.name < $1.name }) {
      var base = BadInputFixture.baseRows[table.name] ?? [:]
      if base["file_url"] != nil { base["file_url"] = .string(fixture.owner.object) }
      let own = fixture.owner.rows[table.name] ?? ""
      /// A new row with `value` in `column`, and the user's own row changed to it.
      func insertedAndPatched(_ column: String, _ value: JSONValue) -> [BadRequest] {
        [
          .json(
            .rest, .post, "/rest/v1/\(table.name)",
            BadRequest.object(base.merging([column: value]) { _, new in new })),
          .json(
            .rest, .patch, "/rest/v1/\(table.name)?id=eq.\(own)",
            BadRequest.object([column: value])),
        ]
      }
      for column in table.columns where column.name != table.ownerColumn {
        requests += BadValues.json(for: column).flatMap { insertedAndPatched(column.name, $0) }
      }
      // NB: server-managed columns (who added a row) ignore what a body says; FamilyAccessTests
      // checks that a named `created_by` is not stored.
      for column in table.columns where !column.serverManaged {
        guard let target = column.references,
          let foreign = fixture.other.rows[target] ?? (target == "users" ? fixture.other.id : nil)
        else { continue }
        requests += insertedAndPatched(
          column.name, column.type == .uuidArray ? .array([.string(foreign)]) : .string(foreign))
      }
      requests += insertedAndPatched(table.ownerColumn, .string(fixture.other.id))
      for column in table.columns where column.storedIn != nil {
        for name in [
          fixture.other.object, "\(fixture.owner.id)/missing.pdf", "x/resume.pdf",
          fixture.owner.object.uppercased(), "\(fixture.owner.id)/../\(fixture.other.object)",
          "\(fixture.owner.id)//resume.pdf", "\(fixture.other.id)",
        ] {
          requests += insertedAndPatched(column.name, .string(name))
        }
      }
    }
    return requests + malformedBodies(fixture)
  }

  /// Bodies that are not the JSON a table takes.
  private static func malformedBodies(_ fixture: BadInputFixture) -> [BadRequest] {
    let own = fixture.owner.rows["events"] ?? ""
    let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
    let bodies = [
      "", "{", "[", "nul", "{\"name\":}", "[1,2]", "\"text\"", "42", "true", "null", deep,
      "{\"name\":1e400}", "{\"name\":\"\\ud800\"}", "{\"nosuch\":1}", "[{\"name\":\"x\"},3]",
      "{\"name\":\"x\"}garbage",
      String(repeating: "{\"a\":", count: 600) + "1"
        + String(repeating: "}", count: 600),
    ]
    var requests: [BadRequest] = []
    for body in bodies {
      requests.append(
        .json(.rest, .post, "/rest/v1/events", body, label: "POST body \(body.prefix(40))"))
      requests.append(
        .json(
          .rest, .patch, "/rest/v1/events?id=eq.\(own)", body,
          label: "PATCH body \(body.prefix(40))"))
    }
    requests += [
      .json(.rest, .patch, "/rest/v1/events", #"{"name":"x"}"#),
      .json(.rest, .delete, "/rest/v1/events"),
      .json(.rest, .put, "/rest/v1/events", #"{"name":"x"}"#),
      .json(.rest, .put, "/rest/v1/events?id=eq.\(own)", #"{"id":"\#(own)","name":"x"}"#),
      .json(.rest, .put, "/rest/v1/events?id=eq.\(own)", #"{"id":"\#(UUID())"}"#),
      .json(.rest, .put, "/rest/v1/events?id=gt.\(own)", #"{"id":"\#(own)"}"#),
      .json(.rest, .put, "/rest/v1/events?id=eq.abc", #"{"id":"abc"}"#),
      .json(
        .rest, .post, "/rest/v1/events", "[]",
        headers: ["Accept": "application/vnd.pgrst.object+json"]),
      .json(.rest, .post, "/rest/v1/events", "[]", credentials: .none),
      .json(
        .rest, .patch, "/rest/v1/events?id=eq.\(own)", "{}",
        headers: ["Accept": "application/vnd.pgrst.object+json"]),
      .json(
        .rest, .patch, "/rest/v1/events?id=eq.\(own)", #"{"created_at":"x"}"#,
        headers: ["Accept": "application/vnd.pgrst.object+json"]),
      .json(.rest, .post, "/rest/v1/events", #"{"name":"x"}"#, credentials: .none),
      .json(.rest, .post, "/rest/v1/events", #"{"name":"x"}"#, credentials: .anonKey),
      .json(.rest, .get, "/rest/v1/events", credentials: .anonKey),
      .json(.rest, .delete, "/rest/v1/events?id=eq.\(own)", credentials: .none),
      .json(.rest, .post, "/rest/v1/events", #"{"name":1e19,"type":"camp"}"#, credentials: .none),
    ]
    return requests
  }
}

/// Every bad request the suite sends, family by family.
enum BadInputCorpus {}
