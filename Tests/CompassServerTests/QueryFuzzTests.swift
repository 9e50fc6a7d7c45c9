import CompassModels
import Foundation
import PropertyBased
import Testing

@testable import CompassAPI
@testable import CompassHTTP
@testable import CompassServer
@testable import CompassStore
@testable import CompassWeb

/// Random query strings and values, built from the grammar's own pieces and the inputs that
/// broke other servers: parsing, binding and building SQL either succeed or refuse with a
/// PostgREST error of the 4xx kind, never anything else; against a real database the answer
/// is never a 5xx.
@Suite("Fuzz: the query grammar and value binding")
struct QueryFuzzTests {
  static let tokens = [
    "select=", "order=", "limit=", "offset=", "or=", "and=", "not.", "on_conflict=", "columns=",
    "name", "id", "start_date", "cost", "coaches_present", "stats_recorded", "registered",
    "version", "nosuch", "eq.", "neq.", "gt.", "lte.", "like.", "ilike.", "is.", "in.", "cs.",
    "ov.", "null", "true", "unknown", "(", ")", ",", ".", ":", "::", "\"", "\\", "*", "&", "=",
    "%", "%00", "%2C", "%28", "%ZZ", "%C0%AF", "+", "a", "Z", "0", "-1", "1e19", "2147483648",
    "9223372036854775807", "0x10", "nan", "2026-04-15", "2026-13-01", "25:00", "{", "}",
    "00000000-0000-0000-0000-000000000000", "asc", "desc", "nullsfirst", "é", "\u{0}", " ",
  ]

  static let query = Gen<String?>.element(of: tokens).map { $0 ?? "" }.array(of: 0...40).map {
    $0.joined()
  }

  static let texts = Gen<String?>.element(of: tokens).map { $0 ?? "" }.array(of: 0...6).map {
    $0.joined()
  }

  static let extremes: [Double] = [
    0, -0.0, 1, -1, 0.5, 1e-323, 5e-324, 1e308, -1e308, .greatestFiniteMagnitude,
    2_147_483_647, 2_147_483_648, -2_147_483_649, 9_007_199_254_740_993, 9.3e18, -9.3e18, 1e19,
  ]

  static let scalar = Gen<JSONValue>.oneOf(
    Gen<Double?>.element(of: extremes).map { JSONValue.number($0 ?? 0) },
    Gen.double(in: -1e12...1e12).map { JSONValue.number($0) },
    texts.map { JSONValue.string($0) }, Gen.bool().map { JSONValue.bool($0) },
    Gen.always(JSONValue.null))

  static let value = Gen<JSONValue>.oneOf(
    scalar, scalar, scalar.array(of: 0...4).map { JSONValue.array($0) },
    scalar.array(of: 0...3).map { items in
      JSONValue.object(
        Dictionary(items.enumerated().map { ("k\($0.offset)", $0.element) }) { a, _ in a })
    })

  static let tables = TableRegistry.tables.values.sorted { $0.name < $1.name }

  @Test func anyQueryStringParsesOrIsRefusedWithAPostgrestError() async {
    await propertyCheck(count: 20_000, input: Self.query, Gen.int(in: 0...(Self.tables.count - 1)))
    {
      text, tableIndex in
      let table = Self.tables[tableIndex]
      do {
        let parsed = try RestQueryParser(table: table).parse(RestController.pairs(text))
        for dialect in [SQLDialectKind.sqlite, .postgres] {
          let builder = SQLBuilder(table: table, dialect: dialect)
          _ = try builder.conditions(parsed.filters)
          _ = builder.rowJSON(parsed.select)
          _ = builder.orderBy(parsed.order)
        }
      } catch let refusal as PostgrestError {
        #expect((400..<500).contains(refusal.status.code), "\(text): \(refusal)")
      } catch {
        Issue.record("\(text.debugDescription): \(error)")
      }
    }
  }

  @Test func anyValueBindsToWhatItsColumnCanHoldOrIsRefused() async {
    let columns = Self.tables.flatMap { table in table.columns.map { (table, $0) } }
    await propertyCheck(count: 20_000, input: Self.value, Gen.int(in: 0...(columns.count - 1))) {
      value, index in
      let (table, column) = columns[index]
      for dialect in [SQLDialectKind.sqlite, .postgres] {
        do {
          let bound = try BoundValue.fromJSON(value, type: column.type, dialect: dialect)
          try column.checkLimits(bound, table: table.name)
          #expect(Self.fits(bound), "\(table.name).\(column.name) took \(value)")
        } catch let refusal as PostgrestError {
          #expect((400..<500).contains(refusal.status.code), "\(value): \(refusal)")
        } catch {
          Issue.record("\(table.name).\(column.name) \(value): \(error)")
        }
      }
    }
  }

  /// Random queries against the real server on each database: never a server error.
  @Test(arguments: TestDatabase.available)
  func anyQueryAgainstTheDatabaseIsNeverAServerError(_ database: TestDatabase) async throws {
    try await TestServer.run(database) { api in
      let user = try await api.signUp("fuzz@example.com")
      _ = try await api.insert(
        "events", #"{"name":"Camp","type":"camp","start_date":"2026-04-15"}"#, as: user.token)
      await propertyCheck(count: 500, input: Self.query, Gen.int(in: 0...(Self.tables.count - 1))) {
        text, tableIndex in
        let path = "/rest/v1/\(Self.tables[tableIndex].name)?\(Self.urlSafe(text))"
        let reply = try await api.rest(
          .get, String(path.dropFirst("/rest/v1/".count)), as: user.token)
        #expect(reply.status < 500, "\(path) → \(reply.status) \(reply.text.prefix(200))")
      }
    }
  }

  /// What the database will store for each type: integers of 32 bits, finite numbers, text
  /// without NUL, JSON that reads back.
  private static func fits(_ bound: BoundValue) -> Bool {
    switch bound.value {
    case nil: return true
    case let number as Int: return bound.type == .integer && Int32(exactly: number) != nil
    case let number as Double: return number.isFinite
    case let text as String:
      guard !text.utf8.contains(0) else { return false }
      if bound.type == .json {
        return (try? JSONDecoder().decode(JSONValue.self, from: Data(text.utf8))) != nil
      }
      return true
    default: return true
    }
  }

  /// Characters a request line cannot carry raw, percent-encoded; everything else as written.
  private static func urlSafe(_ text: String) -> String {
    text.unicodeScalars.map { scalar in
      scalar.value < 0x21 || scalar.value > 0x7E || scalar == "#"
        ? String(scalar).utf8.map { String(format: "%%%02X", $0) }.joined() : String(scalar)
    }.joined()
  }
}
