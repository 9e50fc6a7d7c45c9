import CompressNIO
import Foundation
import NIOCore
import Testing

@testable import CompassAPI
@testable import CompassHTTP
@testable import CompassServer
@testable import CompassServices
@testable import CompassStore
@testable import CompassWeb

@Suite("Compressed responses")
struct CompressionTests {
  /// The body decompressed by its `Content-Encoding` (into one buffer large enough for it).
  private func inflated(_ reply: TestReply) throws -> String {
    var body = reply.body
    let coding = reply.headers[.contentEncoding] == "gzip" ? ContentCoding.gzip : .deflate
    var plain = ByteBufferAllocator().buffer(capacity: 4 << 20)
    try body.decompress(to: &plain, with: coding.algorithm)
    return String(buffer: plain)
  }

  @Test(arguments: [
    ("gzip", ContentCoding.gzip), ("deflate", .deflate), ("GZIP", .gzip),
    ("gzip, deflate, br", .gzip), ("deflate, gzip", .gzip), ("gzip;q=0, deflate", .deflate),
    ("gzip;q=0.2, deflate;q=0.8", .deflate), ("*;q=0.5, gzip;q=0.1", .deflate),
    ("*", .gzip), ("br, gzip;q=0.001", .gzip),
  ])
  func theClientsPreferredCodingIsChosen(_ header: String, _ expected: ContentCoding) {
    #expect(ContentCoding.preferred([header]) == expected)
  }

  @Test(arguments: ["", "identity", "br", "gzip;q=0", "gzip;q=0, deflate;q=0", "*;q=0", ", ;"])
  func nothingAcceptableMeansNoCompression(_ header: String) {
    #expect(ContentCoding.preferred([header]) == nil)
  }

  @Test func onlyTextualTypesCompress() {
    for type in [
      "text/html; charset=utf-8", "application/json", "application/vnd.pgrst.object+json",
      "text/css", "application/javascript", "image/svg+xml", "text/csv", "text/calendar",
      " Text/HTML ;charset=utf-8", "APPLICATION/JSON", "\tapplication/geo+json\t",
    ] {
      #expect(ResponseCompression.isTextual(type), "\(type)")
    }
    for type in [
      "application/pdf", "video/mp4", "image/png", "application/octet-stream", "", ";text/html",
      "application/jsonx", "xtext/html", "application/json-seq",
    ] {
      #expect(!ResponseCompression.isTextual(type), "\(type)")
    }
  }

  @Test func pagesStylesAndRowsGoOutCompressedAndReadTheSame() async throws {
    try await TestServer.run(.sqlite, live: true) { api in
      for (path, coding) in [("/static/app.js", "gzip"), ("/static/app.css", "deflate")] {
        let plain = try await api.request(.get, path)
        let packed = try await api.request(.get, path, headers: ["Accept-Encoding": coding])
        #expect(plain.headers[.contentEncoding] == nil)
        #expect(plain.headers[.vary] == "Accept-Encoding")
        #expect(packed.headers[.contentEncoding] == coding)
        #expect(packed.headers[.vary] == "Accept-Encoding")
        #expect(packed.body.readableBytes < plain.body.readableBytes)
        #expect(try inflated(packed) == plain.text)
      }
      let login = try await api.request(.get, "/login", headers: ["Accept-Encoding": "gzip"])
      #expect(login.headers[.contentEncoding] == "gzip")
      #expect(try inflated(login).contains("<form"))
      let css = try await api.request(.get, "/static/app.css", headers: ["Accept-Encoding": "gzip"])
      #expect(css.headers[.eTag]?.hasSuffix("-gzip\"") == true)
      let user = try await api.signUp("rows-\(UUID())@example.com")
      let rows = (0..<400).map { index in
        #"{"name":"Showcase \#(index)","type":"showcase","start_date":"2026-04-15","description":"\#(String(repeating: "notes ", count: 40))"}"#
      }
      _ = try await api.rest(
        .post, "events", as: user.token, json: "[\(rows.joined(separator: ","))]")
      let plain = try await api.rest(.get, "events?select=*&order=name", as: user.token)
      let packed = try await api.request(
        .get, "/rest/v1/events?select=*&order=name", token: user.token,
        headers: ["Accept-Encoding": "gzip"])
      #expect(packed.headers[.contentEncoding] == "gzip")
      #expect(packed.headers[.contentLength] == nil)
      #expect(try inflated(packed) == plain.text)
      print(
        "400 events as JSON: \(plain.body.readableBytes) bytes, \(packed.body.readableBytes) gzipped"
      )
    }
  }

  @Test func smallRangedHeadAndStoredFilesGoOutAsTheyAre() async throws {
    try await TestServer.run(.sqlite, live: true) { api in
      let gzip = ["Accept-Encoding": "gzip"]
      let health = try await api.request(.get, "/health", headers: gzip)
      #expect(health.headers[.contentEncoding] == nil && health.headers[.vary] == nil)
      let head = try await api.request(.head, "/login", headers: gzip)
      #expect(head.headers[.contentEncoding] == nil)
      let ranged = try await api.request(
        .get, "/static/app.css", headers: ["Accept-Encoding": "gzip", "Range": "bytes=0-9"])
      #expect(ranged.headers[.contentEncoding] == nil)
      let user = try await api.signUp("files-\(UUID())@example.com")
      let text = String(repeating: "a plain text file that compresses well\n", count: 200)
      let path = "/storage/v1/object/documents/\(user.id)/notes.txt"
      let stored = try await api.send(
        .post, path, token: user.token, body: ByteBuffer(string: text),
        headers: ["Content-Type": "text/plain"])
      #expect(stored.status == 200)
      let download = try await api.send(.get, path, token: user.token, headers: gzip)
      #expect(download.headers[.contentEncoding] == nil)
      #expect(download.text == text)
    }
  }
}
