import CompassModels
import Foundation
import Testing

@testable import CompassServer

/// `compass serve --demo`'s season makes sense whatever day it starts: camps in their season
/// and held where their program is, distinct names, notes that agree with the numbers measured
/// at the event, a few metrics a day moving the right way, coaches of the right school, and
/// documents with real files, one of them in two versions, shared with schools.
@Suite("Demo season: coherent on any day of the year")
struct DemoSeasonTests {
  /// One seeded season read back as the demo account.
  struct Season {
    let api: TestAPI
    let token: String
    let today: LocalDate

    func rows(_ path: String) async throws -> [[String: JSONValue]] {
      try await api.rest(.get, path, as: token).rows
    }
  }

  static let days = ["2026-11-24", "2027-03-01", "2027-07-15"]

  static func seeded(on day: String, _ body: @escaping @Sendable (Season) async throws -> Void)
    async throws
  {
    try await TestServer.run(.sqlite) { api in
      let today = try #require(LocalDate(day))
      #expect(try await DemoSeeder(services: api.services, today: today).seedIfEmpty())
      let signIn = try await api.request(
        .post, "/auth/v1/token?grant_type=password",
        json: #"{"email":"\#(DemoSeeder.email)","password":"\#(DemoSeeder.password)"}"#)
      let token = try #require(signIn.object["access_token"]?.stringValue)
      try await body(Season(api: api, token: token, today: today))
    }
  }

  @Test func theParentLoginCoManagesJordanAndAYoungerSibling() async throws {
    try await Self.seeded(on: "2026-11-24") { season in
      let api = season.api
      let signIn = try await api.request(
        .post, "/auth/v1/token?grant_type=password",
        json: #"{"email":"\#(DemoSeeder.parentEmail)","password":"\#(DemoSeeder.password)"}"#)
      let parent = try #require(signIn.object["access_token"]?.stringValue)
      let links = try await api.rest(.get, "family_links?select=*", as: parent).rows
      #expect(links.count == 2 && links.allSatisfy { $0["access"]?.stringValue == "edit" })
      let profiles = try await api.rest(.get, "profiles?select=display_name,role", as: parent).rows
      let names = Set(profiles.compactMap { $0["display_name"]?.stringValue })
      #expect(names == ["Dana Avery", "Jordan Avery", "Riley Avery"])
      let jordan = try await season.rows("events?select=name,user_id,created_by")
      let booked = jordan.filter { $0["created_by"] != $0["user_id"] }
      #expect(booked.compactMap { $0["name"]?.stringValue } == ["Kennesaw State Campus Tour"])
      let all = try await api.rest(.get, "events?select=user_id", as: parent).rows
      #expect(Set(all.compactMap { $0["user_id"]?.stringValue }).count == 2, "two athletes")
      #expect(all.count == jordan.count + 4, "Riley's small season")
      let metrics = try await api.rest(.get, "performance_metrics?select=user_id", as: parent).rows
      #expect(Set(metrics.compactMap { $0["user_id"]?.stringValue }).count == 2)
      #expect(
        try await DemoSeeder(services: api.services, today: season.today).seedIfEmpty() == false,
        "seeding again adds nothing")
      #expect(try await api.rest(.get, "family_links?select=id", as: parent).rows.count == 2)
    }
  }

  @Test(arguments: days)
  func eventsAreInSeasonWhereTheirProgramIsAndNamedOnce(_ day: String) async throws {
    try await Self.seeded(on: day) { season in
      let events = try await season.rows("events?select=*&order=start_date")
      let schools = try await season.rows("schools?select=*")
      let coaches = try await season.rows("coaches?select=*")
      let names = events.compactMap { $0["name"]?.stringValue }
      #expect(Set(names).count == names.count, "no two events share a name")
      let starts = events.compactMap { $0["start_date"]?.stringValue.flatMap(LocalDate.init) }
      let ahead = starts.filter { $0 >= season.today }
      #expect(ahead.count >= 2, "something is coming up")
      #expect(starts.count - ahead.count >= 10, "most of a season behind")
      for event in events {
        let name = event["name"]?.stringValue ?? ""
        let month = event["start_date"]?.stringValue.flatMap(LocalDate.init)?.month ?? 0
        if name.contains("Winter") || name.contains("Holiday") {
          #expect([12, 1, 2].contains(month), "\(name) in month \(month)")
        }
        if name.contains("Summer") { #expect([6, 7, 8].contains(month), "\(name)") }
        if name.contains("Fall") { #expect([9, 10, 11].contains(month), "\(name)") }
        guard let school = schools.first(where: { $0["id"] == event["school_id"] }) else {
          continue
        }
        #expect(event["city"] == school["city"], "\(name) is held at its program")
        let present = event["coaches_present"]?.arrayValue ?? []
        for coach in present {
          let row = coaches.first { $0["id"] == coach }
          #expect(row?["school_id"] == school["id"], "\(name): coaches of its own school")
        }
      }
      for coach in coaches {
        let phone = coach["phone"]?.stringValue ?? ""
        #expect(phone.wholeMatch(of: /\(\d{3}\) 555-01\d{2}/) != nil, "\(phone)")
      }
    }
  }

  @Test(arguments: days)
  func notesAgreeWithTheNumbersMeasuredThere(_ day: String) async throws {
    try await Self.seeded(on: day) { season in
      let events = try await season.rows("events?select=*")
      let metrics = try await season.rows("performance_metrics?select=*&order=recorded_date")
      #expect(metrics.count >= 15)
      var perDay: [String: Int] = [:]
      for metric in metrics {
        let date = metric["recorded_date"]?.stringValue ?? ""
        perDay[date, default: 0] += 1
        let event = try #require(events.first { $0["id"] == metric["event_id"] })
        #expect(event["start_date"]?.stringValue == date, "measured on the event's day")
        #expect(event["attended"] == .bool(true))
        let value = metric["value"]?.numberValue ?? 0
        let type = metric["metric_type"]?.stringValue ?? ""
        let decimals = ["velocity": 1, "exit_velo": 1, "sixty_time": 2, "strikeouts": 0][type]
        if let decimals {
          let text = String(format: "%.\(decimals)f", value)
          #expect(
            event["performance_notes"]?.stringValue?.contains(text) == true,
            "\(event["name"] ?? .null) notes mention \(type) \(text)")
        }
      }
      #expect(perDay.values.allSatisfy { $0 <= 4 }, "a few metrics a day at most")
      let velocity = metrics.filter { $0["metric_type"] == .string("velocity") }
        .compactMap { $0["value"]?.numberValue }
      #expect((velocity.last ?? 0) > (velocity.first ?? 0), "the fastball gets quicker")
    }
  }

  @Test func documentsHaveRealFilesVersionsAndShares() async throws {
    try await Self.seeded(on: "2026-11-24") { season in
      let documents = try await season.rows("documents?select=*&order=version")
      #expect(Set(documents.compactMap { $0["type"]?.stringValue }).count >= 4)
      let groups = Dictionary(grouping: documents) { $0["version_group_id"]?.stringValue ?? "" }
      #expect(groups.values.contains { $0.count == 2 }, "one document has two versions")
      #expect(documents.allSatisfy { ($0["shared_with_schools"]?.arrayValue ?? []).count >= 1 })
      let kinds: [String: [UInt8]] = [
        "application/pdf": Array("%PDF".utf8), "image/jpeg": [0xFF, 0xD8],
        "video/mp4": Array("ftyp".utf8),
      ]
      for document in documents {
        let path = document["file_url"]?.stringValue ?? ""
        let file = try await season.api.send(
          .get, "/storage/v1/object/authenticated/documents/\(path)", token: season.token)
        #expect(file.status == 200, "\(path)")
        let magic = try #require(kinds[document["file_type"]?.stringValue ?? ""])
        let bytes = file.bytes
        let head =
          magic == Array("ftyp".utf8)
          ? Array(bytes.dropFirst(4).prefix(4)) : Array(bytes.prefix(magic.count))
        #expect(head == magic, "\(path) is a real \(document["file_type"] ?? .null)")
      }
    }
  }
}
