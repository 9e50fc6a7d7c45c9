import Testing

@testable import CompassStore

@Suite("Store: uuid[] columns read without a JSON decoder")
struct IdentifierListTextTests {
  @Test func plainListsOfStringsAndNullsAreRead() {
    let id = "5c000000-0000-4000-8000-000000000001"
    #expect(IdentifierListText.entries("[]") == [])
    #expect(IdentifierListText.entries(" [ ] ") == [])
    #expect(IdentifierListText.entries(#"["\#(id)"]"#) == [id])
    #expect(IdentifierListText.entries(#"[ "\#(id)" , null ,"x"]"#) == [id, nil, "x"])
  }

  @Test(arguments: [
    "", "null", "[", "[1]", #"["a\"b"]"#, #"["a",]"#, "[[]]", #"["a" "b"]"#, "[nul]",
    #"{"a":1}"#, #"["a""#,
  ])
  func anythingElseIsLeftToTheJSONDecoder(_ text: String) {
    #expect(IdentifierListText.entries(text) == nil)
  }
}
