import CompassDomain
import Testing

@testable import CompassWeb

@Suite("Web pages: template values, the template engine and HTML escaping")
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
    let row = TemplateValue.object([
      "name": .text("Camp"), "cost": .text("150.0"), "count": .text("2"),
      "tags": .list([.text("a"), .text("b")]),
    ])
    #expect(
      try TemplateValue.encoding(page)
        == .object(["title": .text("Events"), "isEmpty": .flag(false), "rows": .list([row])]))
  }

  @Test func valuesAreEscapedUnlessTripleBracedAndMissingOnesRenderNothing() throws {
    let values = TemplateValue.object(["name": .text("Tom & Jerry's <b>"), "on": .flag(true)])
    #expect(
      try render("{{name}}|{{{name}}}|{{& name}}|{{missing}}|{{on}}", values)
        == "Tom &amp; Jerry&#39;s &lt;b&gt;|Tom & Jerry's <b>|Tom & Jerry's <b>||true")
  }

  @Test func sectionsFollowFlagsListsTextAndObjects() throws {
    let values = TemplateValue.object([
      "yes": .flag(true), "no": .flag(false), "empty": .list([]),
      "items": .list([.text("a"), .text("b")]), "link": .text(""),
      "coach": .object(["name": .text("Scott")]), "title": .text("Top"),
    ])
    #expect(try render("{{#yes}}Y{{/yes}}{{#no}}N{{/no}}{{^no}}!N{{/no}}", values) == "Y!N")
    #expect(try render("{{#empty}}E{{/empty}}{{^empty}}none{{/empty}}", values) == "none")
    #expect(try render("{{#items}}[{{.}}]{{/items}}{{^items}}none{{/items}}", values) == "[a][b]")
    #expect(try render("{{#link}}shown{{/link}}{{^link}}hidden{{/link}}", values) == "shown")
    #expect(try render("{{#absent}}A{{/absent}}{{^absent}}-{{/absent}}", values) == "-")
    #expect(try render("{{#coach}}{{name}} of {{title}}{{/coach}}", values) == "Scott of Top")
    #expect(try render("{{coach.name}}{{#coach.name}}!{{/coach.name}}", values) == "Scott!")
    #expect(try render("{{coach.title}}{{nothing.name}}", values) == "")
  }

  @Test func tagsAloneOnTheirLineTakeTheLineWithThem() throws {
    let template = "<ul>\n  {{#items}}\n  <li>{{.}}</li>\n  {{/items}}\n</ul>\n{{! note }}\nend"
    let values = TemplateValue.object(["items": .list([.text("a"), .text("b")])])
    #expect(try render(template, values) == "<ul>\n  <li>a</li>\n  <li>b</li>\n</ul>\nend")
    #expect(
      try render("a {{#items}}\n{{/items}} b", values) == "a \n\n b",
      "a tag sharing its line with text keeps the line")
    #expect(try render("{{#items}}{{.}}{{/items}}\nnext", values) == "ab\nnext")
  }

  @Test func partialsRenderWithTheCurrentValuesAndCannotRecurseForever() throws {
    let library = try TemplateLibrary(templates: [
      "page": "{{#rows}}{{> row}}{{/rows}}", "row": "<{{name}}>",
      "loop": "x{{> loop}}",
    ])
    let values = TemplateValue.object([
      "rows": .list([.object(["name": .text("a")]), .object(["name": .text("b")])])
    ])
    #expect(library.render("page", values) == "<a><b>")
    #expect(
      library.render("loop", values)
        == String(repeating: "x", count: TemplateLibrary.maximumDepth + 1))
    #expect(library.render("unknown", values) == nil)
  }

  @Test(arguments: [
    "{{#open}}never closed", "{{/stray}}", "{{#a}}{{/b}}", "{{unclosed", "{{=<% %>=}}",
    "{{bad name}}", "{{a..b}}", "{{}}",
  ])
  func brokenTemplatesAreRefusedWhenLoaded(_ template: String) {
    #expect(throws: TemplateParser.Failure.self) { try TemplateParser.parse(template) }
  }

  @Test func escapingReplacesTheFiveHTMLCharactersAndKeepsEverythingElse() {
    #expect(
      HTMLEscaping.escape(#"<a href="x">Tom & Jerry's</a>"#)
        == "&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;")
    #expect(HTMLEscaping.escape("Pérez — 60-yard dash ⚾️ &") == "Pérez — 60-yard dash ⚾️ &amp;")
    #expect(HTMLEscaping.escape("") == "")
  }

  private func render(_ template: String, _ values: TemplateValue) throws -> String? {
    try TemplateLibrary(templates: ["t": template]).render("t", values)
  }
}
