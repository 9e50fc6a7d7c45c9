import CompassHTTP
import Foundation
import Testing

@testable import CompassS3

/// The signer against AWS's published examples (the Signature Version 4 test suite's
/// `get-vanilla` and the S3 guide's GET object, PUT object, lifecycle and listing examples) and
/// against botocore 1.43's `S3SigV4Auth` (payload signing off, as for streamed bodies) for
/// requests this server sends: path-style with a session token and a key in spaces and accents,
/// a listing with an encoded prefix and continuation, and a part upload in another region
/// (`botocore_signatures.py` prints botocore's values).
@Suite("S3: Signature Version 4 matches AWS's examples and botocore")
struct SigV4SignerTests {
  private static let example = S3Credentials(
    accessKey: "AKIAIOSFODNN7EXAMPLE", secretKey: "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY")
  private static let empty = SigV4Signer.emptyPayloadHash

  private func signature(
    _ request: SigV4Signer.Request, at time: String, credentials: S3Credentials = example,
    region: String = "us-east-1", service: String = "s3"
  ) throws -> (signature: String, signedHeaders: String, headers: [String: String]) {
    let date = try #require(Self.date(time))
    let signer = SigV4Signer(credentials: credentials, region: region, service: service)
    let headers = Dictionary(
      signer.sign(request, at: date).map { ($0.name, $0.value) }, uniquingKeysWith: { $1 })
    let authorization = try #require(headers["Authorization"])
    let signature = try #require(authorization.components(separatedBy: "Signature=").last)
    let signed = try #require(
      authorization.components(separatedBy: "SignedHeaders=").last?.components(separatedBy: ",")
        .first)
    return (signature, signed, headers)
  }

  private static func date(_ text: String) -> Date? {
    var parts = DateComponents()
    let digits = Array(text)
    func number(_ from: Int, _ count: Int) -> Int? { Int(String(digits[from..<from + count])) }
    parts.year = number(0, 4)
    parts.month = number(4, 2)
    parts.day = number(6, 2)
    parts.hour = number(9, 2)
    parts.minute = number(11, 2)
    parts.second = number(13, 2)
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC") ?? .current
    return calendar.date(from: parts)
  }

  @Test func theTestSuitesVanillaGet() throws {
    let credentials = S3Credentials(
      accessKey: "AKIDEXAMPLE", secretKey: "wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY")
    let request = SigV4Signer.Request(
      method: "GET", path: "/", headers: [("Host", "example.amazonaws.com")],
      payloadHash: Self.empty)
    let signed = try signature(
      request, at: "20150830T123600Z", credentials: credentials, service: "service")
    #expect(signed.signature == "5fa00fa31553b73ebf1942676e86291e8372ff2a2260956d9b8aae1d763fbf31")
    #expect(signed.signedHeaders == "host;x-amz-date")
    #expect(signed.headers["X-Amz-Date"] == "20150830T123600Z")
  }

  @Test func theS3GuidesGetObjectWithARange() throws {
    let request = SigV4Signer.Request(
      method: "GET", path: "/test.txt",
      headers: [
        ("Host", "examplebucket.s3.amazonaws.com"), ("Range", "bytes=0-9"),
        ("x-amz-content-sha256", Self.empty),
      ], payloadHash: Self.empty)
    let signed = try signature(request, at: "20130524T000000Z")
    #expect(signed.signature == "f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41")
    #expect(signed.signedHeaders == "host;range;x-amz-content-sha256;x-amz-date")
  }

  @Test func theS3GuidesPutObjectEncodesTheKeyOnce() throws {
    let payload = "44ce7dd67c959e0d3524ffac1771dfbba87d2b6b4b4e99e42034a8b803f8b072"
    let request = SigV4Signer.Request(
      method: "PUT", path: QueryString.encode("/test$file.text", keepingSlashes: true),
      headers: [
        ("Host", "examplebucket.s3.amazonaws.com"), ("Date", "Fri, 24 May 2013 00:00:00 GMT"),
        ("x-amz-storage-class", "REDUCED_REDUNDANCY"), ("x-amz-content-sha256", payload),
      ], payloadHash: payload)
    #expect(request.path == "/test%24file.text")
    let signed = try signature(request, at: "20130524T000000Z")
    #expect(signed.signature == "98ad721746da40c64f1a55b78f14c238d841ea1380cd77a1b5971af0ece108bd")
  }

  @Test func theS3GuidesLifecycleAndListingQueries() throws {
    let headers = [
      ("Host", "examplebucket.s3.amazonaws.com"), ("x-amz-content-sha256", Self.empty),
    ]
    let lifecycle = SigV4Signer.Request(
      method: "GET", path: "/", query: [("lifecycle", "")], headers: headers,
      payloadHash: Self.empty)
    #expect(
      try signature(lifecycle, at: "20130524T000000Z").signature
        == "fea454ca298b7da1c68078a5d1bdbfbbe0d65c699e0f91ac7a200a0136783543")
    let listing = SigV4Signer.Request(
      method: "GET", path: "/", query: [("prefix", "J"), ("max-keys", "2")], headers: headers,
      payloadHash: Self.empty)
    #expect(
      try signature(listing, at: "20130524T000000Z").signature
        == "34b48302e7b5fa45bde8084f4b7868a86f0a534bc59db6670ed5711ef69dc6f7")
  }

  @Test func aPathStyleUploadWithASessionTokenAsBotocoreSignsIt() throws {
    let credentials = S3Credentials(
      accessKey: "AKIAIOSFODNN7EXAMPLE", secretKey: "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
      sessionToken: "FQoGZXIvYXdzEXAMPLETOKEN//+=")
    let request = SigV4Signer.Request(
      method: "PUT",
      path: "/compass/" + QueryString.encode("documents/u1/My Video été.mp4", keepingSlashes: true),
      headers: [
        ("Host", "127.0.0.1:9000"), ("x-amz-content-sha256", SigV4Signer.unsignedPayload),
        ("Content-Type", "video/mp4"), ("Content-Length", "1024"),
      ], payloadHash: SigV4Signer.unsignedPayload)
    #expect(request.path == "/compass/documents/u1/My%20Video%20%C3%A9t%C3%A9.mp4")
    let signed = try signature(request, at: "20261128T031500Z", credentials: credentials)
    #expect(signed.signature == "455420ca89ac1cc4913816d1981e34cf0157566d529aa7db423f0196a023bcc1")
    #expect(
      signed.signedHeaders
        == "content-length;content-type;host;x-amz-content-sha256;x-amz-date;x-amz-security-token"
    )
    #expect(signed.headers["X-Amz-Security-Token"] == "FQoGZXIvYXdzEXAMPLETOKEN//+=")
  }

  @Test func aListingWithAnEncodedPrefixAndContinuationAsBotocoreSignsIt() throws {
    let request = SigV4Signer.Request(
      method: "GET", path: "/compass",
      query: [("list-type", "2"), ("prefix", "documents/u1/"), ("continuation-token", "a+b=")],
      headers: [("Host", "127.0.0.1:9000"), ("x-amz-content-sha256", Self.empty)],
      payloadHash: Self.empty)
    #expect(
      try signature(request, at: "20261128T031500Z").signature
        == "80c7b4e181a8062c66645f9b7db0116ed15ae75c8c6adede01330178d6542537")
  }

  @Test func aPartUploadInAnotherRegionAsBotocoreSignsIt() throws {
    let request = SigV4Signer.Request(
      method: "PUT", path: "/compass/objects/abc",
      query: [("partNumber", "2"), ("uploadId", "VXBsb2FkIElE~x.y_z")],
      headers: [
        ("Host", "127.0.0.1:9000"), ("x-amz-content-sha256", SigV4Signer.unsignedPayload),
      ], payloadHash: SigV4Signer.unsignedPayload)
    #expect(
      try signature(request, at: "20261128T031500Z", region: "eu-west-2").signature
        == "02e0ea72b02031ed1b91e6b384e767f4e8b027716171ce0ff466f447ec3a9992")
  }
}
