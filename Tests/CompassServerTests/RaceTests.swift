import CompassDomain
import CompassModels
import Foundation
import NIOCore
import Testing

@testable import CompassAPI
@testable import CompassHTTP
@testable import CompassServer
@testable import CompassServices
@testable import CompassStore
@testable import CompassWeb

/// Requests that arrive together (two tabs, two parents, a double tap, a script) leave the data
/// as one of them alone would, and none answers 500, on both databases.
@Suite("Races: requests at once change things once and never answer 500")
struct RaceTests {
  /// `count` copies of `work` at once; their results in no particular order.
  private func together<T: Sendable>(
    _ count: Int, _ work: @escaping @Sendable (Int) async throws -> T
  ) async throws -> [T] {
    try await withThrowingTaskGroup(of: T.self) { group in
      for index in 0..<count { group.addTask { try await work(index) } }
      return try await group.reduce(into: []) { $0.append($1) }
    }
  }

  @Test(arguments: TestDatabase.available)
  func restoresAtOnceLeaveOneCurrentVersion(_ database: TestDatabase) async throws {
    try await TestServer.run(database) { api in
      let family = try await TestFamily.make(api)
      let file = try await api.storedFile("t.pdf", as: family.a.token)
      let school = try #require(
        try await api.insert("schools", #"{"name":"Georgia Tech"}"#, as: family.a.token)["id"]?
          .stringValue)
      let first = try #require(
        try await api.insert(
          "documents",
          #"{"type":"transcript","title":"T","file_url":"\#(file)","shared_with_schools":["\#(school)"]}"#,
          as: family.a.token)["id"]?.stringValue)
      var versions = [first]
      for number in 2...5 {
        versions.append(
          try #require(
            try await api.insert(
              "documents",
              #"{"type":"transcript","title":"T","file_url":"\#(file)","version":\#(number),"version_group_id":"\#(first)"}"#,
              as: family.a.token)["id"]?.stringValue))
      }
      let group = versions
      let coach = try ShareLinkTests.path(
        try await ShareLinkTests.link(api, by: family.a, school: school))
      for attempt in 0..<18 {
        let replies = try await together(group.count) { index in
          let person = (index + attempt).isMultiple(of: 2) ? family.a : family.p
          return try await api.rest(
            .patch, "documents?id=eq.\(group[index])", as: person.token,
            json: #"{"is_current":true}"#)
        }
        for reply in replies { #expect(reply.status == 204, "\(reply.text)") }
        let current = try await api.rest(
          .get, "documents?select=id&is_current=is.true", as: family.a.token)
        #expect(current.rows.count == 1, "attempt \(attempt): \(current.text)")
        let page = try await api.request(.get, coach)
        #expect(page.text.components(separatedBy: "/file?download=1").count == 2, "one document")
      }
    }
  }

  @Test(arguments: TestDatabase.available)
  func guessesAtOnceAreLimitedLikeGuessesOneByOne(_ database: TestDatabase) async throws {
    try await TestServer.run(database) { api in
      let guesser = try await api.signUp("guesser@example.com")
      let statuses = try await together(40) { index in
        try await api.rest(
          .post, "rpc/accept_family_invite", as: guesser.token,
          json: #"{"code":"ZZZZ-\#(String(format: "%04d", index))"}"#
        ).status
      }
      let refused = statuses.filter { $0 == 400 }.count
      #expect(refused == FamilyInvites.failuresPerAccount, "\(statuses)")
      #expect(
        statuses.filter { $0 == 429 }.count == 40 - FamilyInvites.failuresPerAccount, "\(statuses)")
    }
  }

  @Test(arguments: TestDatabase.available)
  func twoInvitesForOnePairAcceptedAtOnceMakeOneLink(_ database: TestDatabase) async throws {
    try await TestServer.run(database) { api in
      let athlete = try await api.signUp("pair-a@example.com", data: #"{"role":"athlete"}"#)
      let parent = try await api.signUp("pair-p@example.com", data: #"{"role":"parent"}"#)
      for _ in 0..<5 {
        let codes = [
          try await api.invite(by: athlete, access: "edit"),
          try await api.invite(by: athlete, access: "view"),
        ]
        let statuses = try await together(2) {
          try await api.accept(codes[$0], as: parent.token).status
        }
        #expect(statuses.sorted() == [200, 409] || statuses == [409, 409], "\(statuses)")
        #expect(try await api.rest(.get, "family_links", as: parent.token).rows.count == 1)
      }
      let shared = try await api.invite(by: athlete, access: "edit")
      let others = [
        try await api.signUp("pair-q@example.com", data: #"{"role":"parent"}"#),
        try await api.signUp("pair-r@example.com", data: #"{"role":"parent"}"#),
      ]
      let statuses = try await together(2) {
        try await api.accept(shared, as: others[$0].token).status
      }
      #expect(statuses.sorted() == [200, 400], "one invite is used once: \(statuses)")
    }
  }

  @Test(arguments: TestDatabase.available)
  func theFirstCalendarLinkAskedForTenTimesAtOnceIsOneFeed(_ database: TestDatabase)
    async throws
  {
    try await TestServer.run(database) { api in
      let user = try await api.signUp("feed@example.com")
      let replies = try await together(10) { _ in
        try await api.rest(.post, "rpc/create_calendar_feed", as: user.token, json: "{}")
      }
      #expect(replies.map(\.status) == Array(repeating: 200, count: 10))
      var working = 0
      for reply in replies {
        let path = try #require(
          reply.object["url"]?.stringValue.flatMap(URL.init(string:))?.path)
        if try await api.request(.get, path).status == 200 { working += 1 }
      }
      #expect(working == 1, "the last link made is the one that works")
    }
  }

  @Test(arguments: TestDatabase.available)
  func oneCreateEventFormPostedTenTimesAtOnceMakesOneEventAndOneSchool(
    _ database: TestDatabase
  ) async throws {
    try await TestServer.run(database) { api in
      let (browser, token) = try await WebAuthTests.Browser.signedIn(api)
      let form = try await browser.get("/events/new")
      let id = try #require(form.inputValue("event_id"))
      let csrf = try await browser.csrf(on: "/events/new")
      let fields = [
        ("_csrf", csrf), ("event_id", id), ("type", "camp"), ("name", "Prospect Camp"),
        ("school", "add_new"), ("new_school_name", "State U"), ("start_date", "2026-07-01"),
      ]
      let replies = try await together(10) { _ in try await browser.post("/events/new", fields) }
      #expect(replies.map(\.status) == Array(repeating: 303, count: 10), "\(replies.map(\.text))")
      #expect(Set(replies.compactMap { $0.header("Location") }) == ["/events/\(id)"])
      #expect(try await api.rest(.get, "events?select=id", as: token).rows.count == 1)
      #expect(try await api.rest(.get, "schools?select=id", as: token).rows.count == 1)

      let withoutID = try await browser.post(
        "/events/new", fields.filter { $0.0 != "event_id" })
      #expect(withoutID.status == 400)
      #expect(withoutID.text.contains("Check the details, then press Create Event again."))
      #expect(withoutID.inputValue("name") == "Prospect Camp")
      #expect(try await api.rest(.get, "events?select=id", as: token).rows.count == 1)
    }
  }
}
