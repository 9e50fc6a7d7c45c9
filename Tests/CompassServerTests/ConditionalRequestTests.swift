import CompassModels
import CompassTestSupport
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import NIOCore
import Testing

@testable import CompassAPI
@testable import CompassHTTP
@testable import CompassServer
@testable import CompassServices
@testable import CompassStore

@Suite("Conditional requests in every coding: a client holding a tag gets its 304")
struct ConditionalRequestTests {
  /// A router with the server's two middlewares, in the server's order, and a handler that sets
  /// an entity tag without ever reading `If-None-Match`.
  private func taggedRouter() -> Router<BasicRequestContext> {
    let router = Router()
    router.addMiddleware {
      ConditionalRequestMiddleware()
      CompressionMiddleware()
    }
    router.get("page") { _, _ in
      Response(
        status: .ok,
        headers: [
          .contentType: "text/plain; charset=utf-8", .eTag: #""v1""#, .cacheControl: "no-cache",
        ],
        body: ResponseBody(byteBuffer: ByteBuffer(string: String(repeating: "season ", count: 400)))
      )
    }
    return router
  }

  @Test func aTagHeldInAnyCodingAnswers304EvenWhenTheHandlerNeverCompares() async throws {
    let app = Application(router: taggedRouter())
    try await app.test(.router) { client in
      for coding in ["gzip", "deflate"] {
        let first = try await client.execute(
          uri: "/page", method: .get, headers: [.acceptEncoding: coding])
        let tag = try #require(first.headers[.eTag])
        #expect(tag == "\"v1-\(coding)\"")
        for held in [tag, "W/\(tag)", "\"other\", \(tag)", "*"] {
          let again = try await client.execute(
            uri: "/page", method: .get,
            headers: [.acceptEncoding: coding, .ifNoneMatch: held])
          #expect(again.status == .notModified, "\(coding) \(held)")
          #expect(again.body.readableBytes == 0)
          #expect(again.headers[.eTag] == tag || held == "*")
          #expect(again.headers[.cacheControl] == "no-cache")
          #expect(again.headers[.contentEncoding] == nil)
        }
      }
      let plain = try await client.execute(
        uri: "/page", method: .get, headers: [.ifNoneMatch: #""v1""#])
      #expect(plain.status == .notModified)
      #expect(plain.headers[.eTag] == #""v1""#)
      for stale in [#""v0-gzip""#, #""v1-br""#, #""v1""# + "x", "garbage"] {
        let changed = try await client.execute(
          uri: "/page", method: .get, headers: [.acceptEncoding: "gzip", .ifNoneMatch: stale])
        #expect(changed.status == .ok, "\(stale)")
      }
    }
  }

  @Test func entityTagListsAreReadAsTheStandardWritesThem() throws {
    let tags = try #require(EntityTags(#"W/"a-gzip" , "b,c", "d-deflate""#))
    #expect(tags.tags.map(\.opaque) == ["a-gzip", "b,c", "d-deflate"])
    #expect(tags.uncompressed == #"W/"a", "b,c", "d""#)
    #expect(tags.matches(#""b,c""#))
    #expect(tags.compressedTag(of: #""a""#) == #""a-gzip""#)
    #expect(tags.compressedTag(of: #"W/"d""#) == #"W/"d-deflate""#)
    #expect(tags.compressedTag(of: #""b,c""#) == nil)
    for broken in [#""a"#, #"a"#, #""a" "b""#, #"W/a"#] { #expect(EntityTags(broken) == nil) }
  }

  /// A calendar app polling through curl, which asks for gzip and inflates it, as apps do.
  @Test(arguments: TestDatabase.available)
  func aCalendarAppPollingWithGzipGetsItsNotModified(_ database: TestDatabase) async throws {
    try await TestServer.run(database, live: true) { api in
      let port = try #require(api.client.port)
      let user = try await api.signUp("poll@example.com")
      for day in 1...20 {
        _ = try await api.insert(
          "events",
          #"{"name":"Camp \#(day)","type":"camp","start_date":"2026-03-\#(String(format: "%02d", day))","start_time":"09:00"}"#,
          as: user.token)
      }
      let feeds = CalendarFeeds(database: api.services.database, now: Date.init, newID: UUID.init)
      let person = try #require(UserID(user.id))
      let token = try #require(try await feeds.renew(for: person, athlete: person))
      let url = "http://127.0.0.1:\(port)/calendar/\(token).ics"
      let first = try await curl(["--compressed", url])
      #expect(first.status == 200)
      #expect(first.headers["content-encoding"] == "gzip")
      #expect(first.body.contains("SUMMARY:Camp 20"))
      let tag = try #require(first.headers["etag"])
      #expect(tag.hasSuffix("-gzip\""))
      let again = try await curl(["--compressed", "-H", "If-None-Match: \(tag)", url])
      #expect(again.status == 304)
      #expect(again.headers["etag"] == tag)
      let deflate = ["-H", "Accept-Encoding: deflate"]
      let deflated = try await curl(deflate + ["-H", "If-None-Match: \(tag)", url])
      #expect(deflated.status == 200, "another coding is another representation")
      let deflatedTag = try #require(deflated.headers["etag"])
      #expect(deflatedTag.hasSuffix("-deflate\""))
      #expect(try await curl(deflate + ["-H", "If-None-Match: \(deflatedTag)", url]).status == 304)
    }
  }

  /// A GET by curl: its status, headers (lowercased names) and body.
  private func curl(_ arguments: [String]) async throws
    -> (status: Int, headers: [String: String], body: String)
  {
    let headers = FileManager.default.temporaryDirectory.appendingPathComponent("h-\(UUID())")
    defer { try? FileManager.default.removeItem(at: headers) }
    let (status, output) = try await ChildProcess.run(
      ["curl", "-s", "-D", headers.path] + arguments)
    guard status == 0 else { throw TestFailure("curl failed: \(output)") }
    let lines = try String(contentsOf: headers, encoding: .utf8).components(separatedBy: "\r\n")
    let code = lines.first.flatMap { Int($0.split(separator: " ").dropFirst().first ?? "") } ?? 0
    var fields: [String: String] = [:]
    for line in lines.dropFirst() {
      guard let colon = line.firstIndex(of: ":") else { continue }
      fields[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(
        in: .whitespaces)
    }
    return (code, fields, output)
  }
}
