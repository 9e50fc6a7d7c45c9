import Testing

@testable import CompassServer
@testable import CompassWeb

@Suite("Web pages: template values and HTML escaping")
struct TemplateValueTests {
  private struct Row: Encodable {
    let name: String
    let cost: Double
    let count: Int
    let note: String?
    let tags: [String]
  }

  private struct Page: Encodable {
    let title: String
    let isEmpty: Bool
    let rows: [Row]
    let missing: Row?
  }

  @Test func pagesEncodeIntoTextFlagsListsAndObjectsWithNilLeftOut() throws {
    let page = Page(
      title: "Events", isEmpty: false,
      rows: [Row(name: "Camp", cost: 150, count: 2, note: nil, tags: ["a", "b"])], missing: nil)
    let value = try TemplateValue.encoding(page)
    #expect(value.child(named: "title") as? String == "Events")
    #expect(value.child(named: "isEmpty") as? Bool == false)
    #expect(value.child(named: "missing") == nil)
    let rows = try #require(value.child(named: "rows") as? [Any])
    let row = try #require(rows.first as? TemplateValue)
    #expect(row.child(named: "name") as? String == "Camp")
    #expect(row.child(named: "cost") as? String == "150.0")
    #expect(row.child(named: "count") as? String == "2")
    #expect(row.child(named: "note") == nil)
    #expect(row.child(named: "tags") as? [String] == ["a", "b"])
  }

  @Test func escapingReplacesTheFiveHTMLCharactersAndKeepsEverythingElse() {
    let escaping = HTMLEscaping()
    #expect(
      escaping.escapeText(#"<a href="x">Tom & Jerry's</a>"#)
        == "&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;")
    #expect(escaping.escapeText("Pérez — 60-yard dash ⚾️") == "Pérez — 60-yard dash ⚾️")
    #expect(escaping.escapeText("") == "")
  }
}
