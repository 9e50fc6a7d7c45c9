import Testing

@testable import CompassServer

@Suite("One percent-decoding for query strings and form bodies")
struct PercentDecodingTests {
  @Test(arguments: [
    ("50%25+off+%C3%A9", "50% off é"), ("50%+off+%C3%A9", "50% off é"), ("100%", "100%"),
    ("%zz%41", "%zzA"), ("a+b%2Bc", "a b+c"), ("%E2%9C%93", "✓"), ("%", "%"), ("%4", "%4"),
    ("", ""),
  ])
  func bothReadTheSame(_ encoded: String, _ expected: String) {
    #expect(QueryString.value("q", in: "q=\(encoded)") == expected)
    #expect(FormBody(encoded: "q=\(encoded)")["q"] == expected)
  }
}
