import CompassDomain
import CompassModels
import CompassTestSupport
import Foundation
import Testing

@testable import CompassServer
@testable import CompassWeb

@Suite("Web pages: Documents and Document Detail")
struct WebDocumentsTests {
  private typealias Browser = WebAuthTests.Browser

  private let pdf = (
    name: "transcript.pdf", type: "application/pdf", bytes: SampleFiles.pdf("one")
  )

  @Test func anUploadNeedsATitleTypeAndFileThenOpensTheDocument() async throws {
    try await TestServer.run(.sqlite) { api in
      let (browser, token) = try await Browser.signedIn(api)
      let csrf = try await browser.csrf(on: "/documents")
      let untitled = try await browser.upload(
        "/documents", fields: [("_csrf", csrf), ("title", ""), ("type", "transcript")], file: pdf)
      #expect(untitled.status == 400)
      #expect(untitled.text.contains(DocumentEditMessage.titleRequired))
      let noFile = try await browser.upload(
        "/documents", fields: [("_csrf", csrf), ("title", "Transcript"), ("type", "transcript")],
        file: (name: "", type: "application/octet-stream", bytes: []))
      #expect(noFile.status == 400)
      #expect(noFile.text.contains(DocumentUpload.missingFile))
      #expect(noFile.inputValue("title") == "Transcript")
      let forged = try await browser.upload(
        "/documents", fields: [("_csrf", "forged"), ("title", "T"), ("type", "transcript")],
        file: pdf)
      #expect(forged.status == 403)
      let uploaded = try await browser.upload(
        "/documents",
        fields: [("_csrf", csrf), ("title", "Junior Transcript"), ("type", "transcript")],
        file: pdf)
      #expect(uploaded.status == 303)
      let rows = try await api.rest(.get, "documents?select=*", as: token).rows
      #expect(rows.count == 1)
      let page = try await browser.get(uploaded.header("Location") ?? "")
      #expect(page.text.contains(#"<iframe src="/storage/v1/object/sign/documents/"#))
      #expect(page.text.contains(VersionHistory.empty))
      #expect(try await browser.get("/documents").text.contains("Junior Transcript"))
      let signed = try #require(page.text.range(of: #"<iframe src=""#)).upperBound
      let link = String(page.text[signed...].prefix { $0 != "\"" }).replacingOccurrences(
        of: "&amp;", with: "&")
      let file = try await api.send(.get, link, token: nil)
      #expect(file.status == 200)
      #expect(file.bytes == pdf.bytes)
      #expect(
        file.header("Content-Disposition")?.hasPrefix(#"inline; filename="transcript.pdf""#)
          == true, "the viewer names the file as uploaded, never by its storage key")
    }
  }

  /// Uploads a transcript through the Documents page and returns its page's address.
  private func newTranscript(_ browser: Browser, csrf: String) async throws -> String {
    try await browser.upload(
      "/documents", fields: [("_csrf", csrf), ("title", "Transcript"), ("type", "transcript")],
      file: pdf
    ).header("Location") ?? ""
  }

  @Test func versionsRestoreEditShareAndDeleteWithEveryFile() async throws {
    try await TestServer.run(.sqlite) { api in
      let (browser, token) = try await Browser.signedIn(api)
      let school = try await api.insert("schools", #"{"name":"Emory"}"#, as: token)
      let schoolID = school["id"]?.stringValue ?? ""
      let csrf = try await browser.csrf(on: "/documents")
      let first = try await browser.upload(
        "/documents", fields: [("_csrf", csrf), ("title", "Transcript"), ("type", "transcript")],
        file: pdf)
      let v1 = first.header("Location") ?? ""
      let wrong = try await browser.upload(
        "\(v1)/versions", fields: [("_csrf", csrf)],
        file: (name: "a.png", type: "image/png", bytes: [1, 2]))
      #expect(wrong.status == 400)
      let second = try await browser.upload(
        "\(v1)/versions", fields: [("_csrf", csrf)],
        file: (name: "v2.pdf", type: "application/pdf", bytes: SampleFiles.pdf("two")))
      let v2 = second.header("Location") ?? ""
      #expect(v2 != v1)
      var current = try await api.rest(.get, "documents?is_current=eq.true", as: token).rows
      #expect(current.map { $0["version"] } == [.number(2)])
      let confirm = try await browser.get("\(v1)/restore")
      #expect(
        confirm.text.contains(
          "Restore this version? The current version will be marked as archived."))
      _ = try await browser.submit("\(v1)/restore", from: v1, [])
      current = try await api.rest(.get, "documents?is_current=eq.true", as: token).rows
      #expect(current.map { $0["version"] } == [.number(1)])
      let badEdit = try await browser.submit("\(v1)/edit", from: v1, [("title", "")])
      #expect(badEdit.status == 400)
      #expect(badEdit.text.contains(DocumentEditMessage.titleRequired))
      _ = try await browser.submit(
        "\(v1)/edit", from: v1, [("title", "Final Transcript"), ("school_id", schoolID)])
      _ = try await browser.submit(
        "\(v1)/shares", from: v1,
        [("school_ids[]", schoolID), ("school_ids[]", UUID().uuidString)])
      let shared = try await browser.get(v1)
      #expect(shared.text.contains("Final Transcript"))
      #expect(shared.text.contains("Shared with 1 school"))
      _ = try await browser.submit("\(v1)/shares/\(schoolID)/remove", from: v1, [])
      #expect(try await browser.get(v1).text.contains("Shared with 0 schools"))
      let (stranger, _) = try await Browser.signedIn(api)
      #expect(try await stranger.get(v1).status == 404)
      let deleted = try await browser.submit("\(v1)/delete", from: v1, [])
      #expect(deleted.header("Location") == "/documents")
      #expect(try await api.rest(.get, "documents?select=*", as: token).rows.isEmpty)
      let files = try await api.send(
        .post, "/storage/v1/object/list/documents", token: token,
        body: .init(string: #"{"prefix":""}"#), headers: ["Content-Type": "application/json"])
      #expect(files.rows.isEmpty)
    }
  }

  @Test func manySchoolsGetASearchAndALongHistoryAShowMore() async throws {
    try await TestServer.run(.sqlite) { api in
      let (browser, token) = try await Browser.signedIn(api)
      let names =
        (1...58).map { #"{"name":"Program \#($0)"}"# } + [
          #"{"name":"Georgia Tech"}"#, #"{"name":"University of Georgia"}"#,
        ]
      _ = try await api.rest(.post, "schools", as: token, json: "[\(names.joined(separator: ","))]")
      let csrf = try await browser.csrf(on: "/documents")
      let v1 = try await newTranscript(browser, csrf: csrf)
      var latest = v1
      for number in 2...12 {
        latest =
          try await browser.upload(
            "\(v1)/versions", fields: [("_csrf", csrf)],
            file: (
              name: "v\(number).pdf", type: "application/pdf", bytes: SampleFiles.pdf("\(number)")
            )
          ).header("Location") ?? ""
      }
      let page = try await browser.get("\(latest)?share=1").text
      #expect(page.contains(#"<input id="share-find" name="find" type="search""#))
      #expect(page.components(separatedBy: #"name="school_ids[]""#).count - 1 == 60)
      #expect(page.contains("Uploaded") && page.contains(" · PDF · General"))
      #expect(page.contains(">Show 2 older versions</a>"))
      #expect(page.components(separatedBy: #"class="history-row""#).count - 1 == 10)
      let found = try await browser.get("\(latest)?share=1&find=GEORGIA").text
      #expect(found.components(separatedBy: #"name="school_ids[]""#).count - 1 == 2)
      #expect(found.contains(#"value="GEORGIA""#))
      let none = try await browser.get("\(latest)?share=1&find=Stanford").text
      #expect(none.contains(#"<p class="muted" data-no-match>No school matches your search.</p>"#))
      let all = try await browser.get("\(latest)?versions=all").text
      #expect(all.components(separatedBy: #"class="history-row""#).count - 1 == 12)
      #expect(!all.contains("older version"))
    }
  }

  @Test func editsAndSharingHoldForEveryVersionAndAnArchivedVersionDeletesAlone() async throws {
    try await TestServer.run(.sqlite) { api in
      let (browser, token) = try await Browser.signedIn(api)
      let tech = try await api.insert("schools", #"{"name":"Georgia Tech"}"#, as: token)
      let clemson = try await api.insert("schools", #"{"name":"Clemson"}"#, as: token)
      let techID = tech["id"]?.stringValue ?? ""
      let clemsonID = clemson["id"]?.stringValue ?? ""
      let csrf = try await browser.csrf(on: "/documents")
      let v1 = try await newTranscript(browser, csrf: csrf)
      _ = try await browser.submit("\(v1)/shares", from: v1, [("school_ids[]", techID)])
      let v2 =
        try await browser.upload(
          "\(v1)/versions", fields: [("_csrf", csrf)],
          file: (name: "v2.pdf", type: "application/pdf", bytes: SampleFiles.pdf("two"))
        ).header("Location") ?? ""
      _ = try await browser.submit("\(v2)/edit", from: v2, [("title", "Final Transcript")])
      _ = try await browser.submit("\(v2)/shares", from: v2, [("school_ids[]", clemsonID)])
      _ = try await browser.submit("\(v1)/restore", from: v1, [])
      let restored = try await browser.get(v1)
      #expect(restored.text.contains("Final Transcript"))
      #expect(restored.text.contains("Shared with 2 schools"))
      #expect(restored.text.contains("Delete document (all versions)"))
      #expect(!restored.text.contains(VersionHistory.deleteVersionLabel))

      let archived = try await browser.get(v2)
      #expect(archived.text.contains(VersionHistory.deleteVersionLabel))
      #expect(archived.text.contains("Delete document (all versions)"))
      let question = try await browser.get("\(v2)/delete-version")
      #expect(question.text.contains("Delete version 2?"))
      let refused = try await browser.submit("\(v1)/delete-version", from: v1, [])
      #expect(refused.status == 303)
      #expect(try await api.rest(.get, "documents?select=id", as: token).rows.count == 2)
      let deleted = try await browser.submit("\(v2)/delete-version", from: v2, [])
      #expect(deleted.header("Location") == "\(v1)#versions")
      let rows = try await api.rest(.get, "documents?select=id,title", as: token).rows
      #expect(rows.map { $0["title"] } == [.string("Final Transcript")])
      #expect(try await browser.get(v2).status == 404)
      let files = try await api.send(
        .post, "/storage/v1/object/list/documents", token: token,
        body: .init(string: #"{"prefix":""}"#), headers: ["Content-Type": "application/json"])
      #expect(files.rows.count == 1, "the deleted version's file is gone, the other stays")
      let single = try await browser.get(v1)
      #expect(single.text.contains(">Delete document<"))
    }
  }
}
