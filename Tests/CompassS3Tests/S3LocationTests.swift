import Foundation
import Testing

@testable import CompassS3

/// `--storage-url s3://…`: the bucket, a key prefix, the endpoint, region and addressing style,
/// and a clear refusal of anything else.
@Suite("S3: the storage URL")
struct S3LocationTests {
  @Test func aLocalStandInPathStyle() throws {
    let location = try S3Location(
      "s3://compass-files?endpoint=http://127.0.0.1:9000&region=eu-west-2&path-style=1")
    #expect(location.bucket == "compass-files" && location.prefix.isEmpty)
    #expect(location.region == "eu-west-2" && location.pathStyle)
    let address = S3Address(location: location, key: "documents/a b.pdf")
    #expect(address.host == "127.0.0.1:9000")
    #expect(address.path == "/compass-files/documents/a%20b.pdf")
    #expect(
      address.url(query: [("uploads", "")])
        == "http://127.0.0.1:9000/compass-files/documents/a%20b.pdf?uploads")
  }

  @Test func awsByDefaultWithTheBucketInTheHostAndAPrefix() throws {
    let location = try S3Location("s3://compass-files/family/one")
    #expect(location.region == "us-east-1" && !location.pathStyle)
    #expect(location.prefix == "family/one/")
    let address = S3Address(location: location, key: "x")
    #expect(address.host == "compass-files.s3.us-east-1.amazonaws.com")
    #expect(address.path == "/family/one/x")
    #expect(
      S3Address(location: location, key: nil).url(query: [("list-type", "2"), ("prefix", "a/")])
        == "https://compass-files.s3.us-east-1.amazonaws.com/?list-type=2&prefix=a%2F")
  }

  @Test(arguments: [
    "http://bucket", "s3://", "s3://Upper", "s3://ab", "s3://bucket?endpoint=ftp://host",
    "s3://bucket?endpoint=nothing", "s3://bucket?colour=blue",
  ])
  func otherAddressesAreRefusedInWords(_ text: String) {
    #expect(throws: S3Location.Refusal.self) { try S3Location(text) }
  }

  @Test func credentialsComeFromTheStandardVariables() {
    #expect(S3Credentials.from([:]) == nil)
    #expect(S3Credentials.from(["AWS_ACCESS_KEY_ID": "k"]) == nil)
    let found = S3Credentials.from([
      "AWS_ACCESS_KEY_ID": "k", "AWS_SECRET_ACCESS_KEY": "s", "AWS_SESSION_TOKEN": "",
    ])
    #expect(found == S3Credentials(accessKey: "k", secretKey: "s"))
  }
}
