import Foundation
import XMLCoder

/// One object a listing names.
public struct S3Object: Sendable, Equatable {
  public let key: String
  public let size: Int64
  /// When it was last written, as the store reports it.
  public let lastModified: Date?
}

/// A page of a listing, and where the next one starts (`nil` after the last).
public struct S3Listing: Sendable, Equatable {
  public let objects: [S3Object]
  public let continuation: String?
}

/// The XML bodies the store answers with, decoded.
enum S3Replies {
  private struct ListBucketResult: Decodable {
    struct Entry: Decodable {
      let key: String
      let size: Int64
      let lastModified: String?
    }
    let contents: [Entry]?
    let isTruncated: Bool?
    let nextContinuationToken: String?
  }

  private struct InitiateMultipartUploadResult: Decodable {
    let uploadId: String
  }

  private struct ErrorReply: Decodable {
    let code: String?
    let message: String?
  }

  /// S3 names its elements in capitals (`<Key>`, `<UploadId>`).
  private static func decoder() -> XMLDecoder {
    let decoder = XMLDecoder()
    decoder.keyDecodingStrategy = .convertFromCapitalized
    return decoder
  }

  static func listing(_ body: Data, prefix: String) throws -> S3Listing {
    let result = try decoder().decode(ListBucketResult.self, from: body)
    let objects = (result.contents ?? []).map { entry in
      S3Object(
        key: String(entry.key.dropFirst(prefix.count)), size: entry.size,
        lastModified: entry.lastModified.flatMap(Self.date))
    }
    return S3Listing(
      objects: objects,
      continuation: result.isTruncated == true ? result.nextContinuationToken : nil)
  }

  static func uploadID(_ body: Data) throws -> String {
    try decoder().decode(InitiateMultipartUploadResult.self, from: body).uploadId
  }

  /// The error in `body`, or `nil` when it holds none (S3 may answer 200 with an error inside).
  static func error(_ body: Data, status: Int) -> S3Error? {
    guard let reply = try? decoder().decode(ErrorReply.self, from: body), let code = reply.code
    else { return nil }
    return S3Error(status: status, code: code, message: reply.message ?? "")
  }

  /// The body completing a multipart upload from its parts' numbers and ETags.
  static func completion(_ parts: [(number: Int, etag: String)]) -> Data {
    let items = parts.map {
      "<Part><PartNumber>\($0.number)</PartNumber><ETag>\(escaped($0.etag))</ETag></Part>"
    }
    return Data("<CompleteMultipartUpload>\(items.joined())</CompleteMultipartUpload>".utf8)
  }

  private static func escaped(_ text: String) -> String {
    text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: ">", with: "&gt;")
  }

  private static func date(_ text: String) -> Date? {
    let withFraction = Date.ISO8601FormatStyle(includingFractionalSeconds: true)
    return (try? withFraction.parse(text)) ?? (try? Date.ISO8601FormatStyle().parse(text))
  }
}
