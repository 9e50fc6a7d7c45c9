import AsyncHTTPClient
import CompassHTTP
import Crypto
import Foundation
import NIOCore
import NIOHTTP1

/// The S3 operations stored files need, signed with Signature Version 4 and sent with
/// AsyncHTTPClient: objects put whole or in parts (bounded memory for any size), read whole or
/// by range as they arrive, copied, removed and listed. Keys are the location's prefix plus
/// the key given.
public struct S3Client: Sendable {
  public let location: S3Location
  let signer: SigV4Signer
  let http: HTTPClient
  let now: @Sendable () -> Date

  /// How long one request may take, a part or a whole object included.
  static let deadline: TimeAmount = .minutes(10)
  /// The most an answer's XML body is read to.
  static let replyLimit = 16 << 20

  public init(
    location: S3Location, credentials: S3Credentials, http: HTTPClient = .shared,
    now: @escaping @Sendable () -> Date = Date.init
  ) {
    self.location = location
    signer = SigV4Signer(credentials: credentials, region: location.region)
    self.http = http
    self.now = now
  }

  /// Stores `body` (`length` bytes) as `key`, replacing what was there.
  public func put(
    _ key: String, body: HTTPClientRequest.Body, contentType: String = "application/octet-stream"
  ) async throws {
    _ = try await send(
      "PUT", key, headers: [("Content-Type", contentType)], body: body,
      payloadHash: SigV4Signer.unsignedPayload)
  }

  /// Starts a multipart upload of `key`; its id names the parts.
  public func createMultipartUpload(_ key: String, contentType: String) async throws -> String {
    let reply = try await send(
      "POST", key, query: [("uploads", "")], headers: [("Content-Type", contentType)])
    return try S3Replies.uploadID(reply.body)
  }

  /// Sends part `number` (from 1) of an upload; its ETag completes the upload.
  public func uploadPart(_ key: String, uploadID: String, number: Int, bytes: ByteBuffer)
    async throws -> String
  {
    let reply = try await send(
      "PUT", key, query: [("partNumber", String(number)), ("uploadId", uploadID)],
      body: .bytes(bytes), payloadHash: SigV4Signer.unsignedPayload)
    guard let etag = reply.headers.first(name: "etag") else {
      throw S3Error(
        status: 502, code: "MissingETag", message: "part \(number) came back without an ETag")
    }
    return etag
  }

  /// Puts the parts together as the object `key`.
  public func completeMultipartUpload(
    _ key: String, uploadID: String, parts: [(number: Int, etag: String)]
  ) async throws {
    let body = S3Replies.completion(parts)
    let reply = try await send(
      "POST", key, query: [("uploadId", uploadID)], headers: [("Content-Type", "application/xml")],
      body: .bytes(ByteBuffer(bytes: body)), payloadHash: SigV4Signer.hex(SHA256.hash(data: body)))
    // NB: S3 may answer 200 and say in the body that completing failed.
    if let error = S3Replies.error(reply.body, status: 500) { throw error }
  }

  /// Forgets an upload's parts.
  public func abortMultipartUpload(_ key: String, uploadID: String) async throws {
    _ = try await send("DELETE", key, query: [("uploadId", uploadID)])
  }

  /// The object's bytes, or those of `range` (inclusive), as they arrive: the response's body.
  public func get(_ key: String, range: ClosedRange<Int64>? = nil) async throws
    -> HTTPClientResponse
  {
    let headers = range.map { [("Range", "bytes=\($0.lowerBound)-\($0.upperBound)")] } ?? []
    let request = try request("GET", key, headers: headers)
    return try await S3Error.reaching {
      let response = try await http.execute(request, timeout: Self.deadline)
      guard (200..<300).contains(response.status.code) else {
        let body = try await response.body.collect(upTo: Self.replyLimit)
        throw Self.error(Data(body.readableBytesView), status: Int(response.status.code))
      }
      return response
    }
  }

  /// The object's size, or `nil` when there is no such object.
  public func size(of key: String) async throws -> Int64? {
    do {
      let reply = try await send("HEAD", key)
      return reply.headers.first(name: "content-length").flatMap { Int64($0) }
    } catch let error as S3Error where error.isMissing {
      return nil
    }
  }

  /// Removes `key`; removing an object that is not there is no error.
  public func delete(_ key: String) async throws {
    _ = try await send("DELETE", key)
  }

  /// Copies `source` to `key` inside the store, without the bytes passing through here.
  public func copy(_ source: String, to key: String) async throws {
    let from =
      "/\(location.bucket)/\(QueryString.encode(location.prefix + source, keepingSlashes: true))"
    let reply = try await send("PUT", key, headers: [("x-amz-copy-source", from)])
    if let error = S3Replies.error(reply.body, status: 500) { throw error }
  }

  /// A page of at most `limit` keys under `prefix`, from `continuation` (a previous page's).
  public func list(prefix: String, continuation: String? = nil, limit: Int = 1000) async throws
    -> S3Listing
  {
    var query = [
      ("list-type", "2"), ("prefix", location.prefix + prefix), ("max-keys", String(limit)),
    ]
    if let continuation { query.append(("continuation-token", continuation)) }
    let reply = try await send("GET", nil, query: query)
    return try S3Replies.listing(reply.body, prefix: location.prefix)
  }

  /// Makes the location's bucket (for set-up scripts and tests); one already there is kept.
  public func createBucket() async throws {
    do {
      _ = try await send("PUT", nil)
    } catch let error as S3Error
      where ["BucketAlreadyOwnedByYou", "BucketAlreadyExists"].contains(error.code)
    {
      return
    }
  }

  private struct Reply {
    let headers: HTTPHeaders
    let body: Data
  }

  private func send(
    _ method: String, _ key: String?, query: [(String, String)] = [],
    headers: [(String, String)] = [], body: HTTPClientRequest.Body? = nil,
    payloadHash: String = SigV4Signer.emptyPayloadHash
  ) async throws -> Reply {
    var request = try request(
      method, key, query: query, headers: headers, payloadHash: payloadHash)
    request.body = body
    return try await S3Error.reaching {
      let response = try await http.execute(request, timeout: Self.deadline)
      let bytes = Data(try await response.body.collect(upTo: Self.replyLimit).readableBytesView)
      guard (200..<300).contains(response.status.code) else {
        throw Self.error(bytes, status: Int(response.status.code))
      }
      return Reply(headers: response.headers, body: bytes)
    }
  }

  /// A signed request for `key` (the bucket itself when `nil`).
  func request(
    _ method: String, _ key: String?, query: [(String, String)] = [],
    headers: [(String, String)] = [], payloadHash: String = SigV4Signer.emptyPayloadHash
  ) throws -> HTTPClientRequest {
    let address = S3Address(location: location, key: key)
    let unsigned = SigV4Signer.Request(
      method: method, path: address.path, query: query,
      headers: [("Host", address.host), ("x-amz-content-sha256", payloadHash)] + headers,
      payloadHash: payloadHash)
    var request = HTTPClientRequest(url: address.url(query: query))
    request.method = HTTPMethod(rawValue: method)
    for (name, value) in signer.sign(unsigned, at: now()) {
      request.headers.add(name: name, value: value)
    }
    return request
  }

  private static func error(_ body: Data, status: Int) -> S3Error {
    S3Replies.error(body, status: status)
      ?? S3Error(status: status, code: status == 404 ? "NoSuchKey" : "HTTP\(status)", message: "")
  }
}
