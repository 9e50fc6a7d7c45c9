import NIOCore
import Testing

@testable import CompassServices

@Suite("Multipart: the streaming parser reads the same parts however the body is cut")
struct MultipartStreamParserTests {
  /// What the parser reported, in order.
  struct Parsed: Equatable {
    var headers: [[String]] = []
    var bodies: [[UInt8]] = []
    var finished = false
  }

  static let boundary = "----CompassBoundary7MA4YWxk"
  static let fileBytes: [UInt8] =
    Array("\r\n--\(boundary.dropLast())\r\r\n-\r\n--".utf8) + (0...255).map { UInt8($0) }
    + Array("\r\n----Compass\r".utf8)

  static var body: [UInt8] {
    var text: [UInt8] = Array("--\(boundary)\r\n".utf8)
    text += Array("Content-Disposition: form-data; name=\"title\"\r\n\r\nJunior transcript".utf8)
    text += Array("\r\n--\(boundary)\r\n".utf8)
    text += Array(
      "Content-Disposition: form-data; name=\"file\"; filename=\"t.pdf\"\r\nContent-Type:  application/pdf\r\n\r\n"
        .utf8)
    text += fileBytes
    text += Array("\r\n--\(boundary)--\r\nepilogue".utf8)
    return text
  }

  static func parse(_ chunks: [ArraySlice<UInt8>]) throws -> Parsed {
    let parser = MultipartStreamParser(boundary: boundary)
    var parsed = Parsed()
    var headers: [String] = []
    var body: [UInt8] = []
    parser.onHeader = { name, value in headers.append("\(name)=\(value)") }
    parser.onBody = { bytes in body += bytes.readableBytesView }
    parser.onPartComplete = {
      parsed.headers.append(headers)
      parsed.bodies.append(body)
      headers = []
      body = []
    }
    for chunk in chunks { try parser.execute(ByteBuffer(bytes: chunk)) }
    parsed.finished = parser.isFinished
    return parsed
  }

  @Test func partsHeadersAndBytesAreReadExactly() throws {
    let whole = try Self.parse([Self.body[...]])
    #expect(whole.finished)
    #expect(whole.bodies == [Array("Junior transcript".utf8), Self.fileBytes])
    #expect(
      whole.headers == [
        ["Content-Disposition=form-data; name=\"title\""],
        [
          "Content-Disposition=form-data; name=\"file\"; filename=\"t.pdf\"",
          "Content-Type=application/pdf",
        ],
      ])
  }

  @Test func everyCutReadsTheSame() throws {
    let body = Self.body
    let whole = try Self.parse([body[...]])
    for cut in 0...body.count {
      #expect(try Self.parse([body[..<cut], body[cut...]]) == whole, "cut at \(cut)")
    }
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<200 {
      var cuts = (0..<6).map { _ in Int.random(in: 0...body.count, using: &generator) }.sorted()
      cuts = [0] + cuts + [body.count]
      let chunks = zip(cuts, cuts.dropFirst()).map { body[$0..<$1] }
      #expect(try Self.parse(chunks) == whole, "cuts at \(cuts)")
    }
  }

  @Test func aBodyCutShortIsNotFinished() throws {
    let body = Self.body
    let end = body.count - "\r\n--\(Self.boundary)--\r\nepilogue".utf8.count
    #expect(try Self.parse([body[..<end]]).finished == false)
  }

  @Test(arguments: [
    "--b\r\nbroken header\r\n\r\nabc\r\n--b--\r\n", "--b\r\n: no name\r\n\r\nabc\r\n--b--",
    "--bX\r\n\r\nabc", "--b\r\n" + String(repeating: "h", count: 17_000),
  ])
  func malformedBodiesAreRefused(_ text: String) {
    let parser = MultipartStreamParser(boundary: "b")
    #expect(throws: MultipartStreamParser.Malformed.self) {
      try parser.execute(ByteBuffer(string: text))
    }
  }
}
