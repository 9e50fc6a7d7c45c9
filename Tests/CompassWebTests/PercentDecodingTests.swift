import Foundation
import Hummingbird
import Testing

@testable import CompassHTTP
@testable import CompassWeb

@Suite("Browser forms and page addresses: one decoder, Hummingbird's")
struct PercentDecodingTests {
  @Test(arguments: [
    ("50%25+off+%C3%A9", "50% off é"), ("a+b%2Bc", "a b+c"), ("%E2%9C%93", "✓"), ("", ""),
    ("caf%C3%A9%20%26%20more", "café & more"),
  ])
  func wellFormedTextReadsAsRESTReadsIt(_ encoded: String, _ expected: String) throws {
    let fields = try BrowserForm.decode([String: String].self, from: "q=\(encoded)")
    #expect(fields["q"] == expected)
    #expect(QueryString.value("q", in: "q=\(encoded)") == expected)
  }

  @Test(arguments: ["q=50%+off+%C3%A9", "q=100%", "q=%zz%41", "q=%", "q=%4", "q=a&q=b"])
  func unreadableTextIsABadRequest(_ encoded: String) {
    #expect {
      try BrowserForm.decode([String: String].self, from: encoded)
    } throws: { error in
      (error as? HTTPError)?.status == .badRequest
    }
  }

  @Test(arguments: [
    "", "plain-text_1.2~", "50% off é", "a b+c&d=e/f?g#h", "✓ ⚾️ 𝄞", "line\nbreak\t", "\"quoted\"",
    "/events?q=Perfect Game&sort=date_desc",
  ])
  func encodingMatchesFoundationAndReadsBack(_ text: String) {
    let unreserved = CharacterSet(
      charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~")
    #expect(
      QueryString.encode(text) == text.addingPercentEncoding(withAllowedCharacters: unreserved))
    #expect(QueryString.value("q", in: "q=\(QueryString.encode(text))") == text)
  }

  @Test func aTickedCheckboxListReadsEveryValue() throws {
    let form = try BrowserForm.decode(
      WebDocumentsController.ShareFields.self, from: "school_ids%5B%5D=a&school_ids[]=b&_csrf=t")
    #expect(form.schoolIDs == ["a", "b"])
  }
}
