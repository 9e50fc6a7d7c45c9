import Testing

@testable import CompassDomain
@testable import CompassFormats

@Suite("Exports: zlib compression for PDF streams")
struct DeflateTests {
  func roundTrip(_ input: [UInt8]) throws -> [UInt8] {
    try FixedInflater.inflate(Deflate.zlib(input))
  }

  @Test func emptyAndTinyInputsRoundTrip() throws {
    #expect(try roundTrip([]) == [])
    #expect(try roundTrip([65]) == [65])
    #expect(try roundTrip(Array("ab".utf8)) == Array("ab".utf8))
  }

  @Test func repetitiveContentRoundTripsAndShrinks() throws {
    let line = "BT /F1 9 Tf 1 0 0 1 54.00 700.25 Tm (Fastball Velocity) Tj ET\n"
    let input = Array(String(repeating: line, count: 2_000).utf8)
    let compressed = Deflate.zlib(input)
    #expect(try FixedInflater.inflate(compressed) == input)
    #expect(compressed.count * 20 < input.count)
  }

  @Test func longRunsUseTheLongestMatches() throws {
    let input =
      [UInt8](repeating: 0x41, count: 100_000) + [0x42] + [UInt8](repeating: 0x41, count: 300)
    #expect(try roundTrip(input) == input)
  }

  @Test func pseudoRandomBytesOfEverySizeRoundTrip() throws {
    var state: UInt32 = 12_345
    for size in [3, 4, 257, 258, 259, 4_096, 40_000, 70_000] {
      let input = (0..<size).map { _ -> UInt8 in
        state = state &* 1_103_515_245 &+ 12_345
        return UInt8(truncatingIfNeeded: state >> 16) & 0x0F
      }
      #expect(try roundTrip(input) == input)
    }
  }

  @Test func adler32MatchesTheReferenceValue() {
    #expect(Deflate.adler32(Array("Wikipedia".utf8)) == 0x11E6_0398)
    #expect(Deflate.adler32([]) == 1)
  }
}
