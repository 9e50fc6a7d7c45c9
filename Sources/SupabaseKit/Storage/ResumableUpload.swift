import Foundation

/// Where a resumable (TUS) upload stands: its address on the server, the file's length and the
/// bytes the server has. Kept by the caller (on disk, say), it resumes the upload after the
/// connection or the app comes back.
public struct ResumableUploadState: Codable, Sendable, Equatable {
  public let location: URL
  public let length: Int64
  public var offset: Int64

  public init(location: URL, length: Int64, offset: Int64) {
    self.location = location
    self.length = length
    self.offset = offset
  }

  public var isComplete: Bool { offset >= length }
}

extension StorageFileApi {
  /// Files larger than this go over TUS, as supabase-swift does (and hosted Storage asks).
  public static let resumableThreshold: Int64 = 6 << 20
  /// The size of each PATCH: hosted Storage takes exactly 6 MB pieces, but for the last.
  public static let resumableChunk = 6 << 20

  /// Uploads the file at `fileURL` to `path` over TUS, 6 MB at a time read from disk, from
  /// `resuming` when an earlier try got part of it there. A dropped connection asks the server
  /// how much arrived and goes on from there, up to `retries` times in a row; `onProgress`
  /// hears each step's state, to keep for a later resume.
  public func uploadResumable(
    _ path: String, fileURL: URL, options: FileOptions = FileOptions(),
    resuming: ResumableUploadState? = nil, retries: Int = 5,
    onProgress: (@Sendable (ResumableUploadState) -> Void)? = nil
  ) async throws {
    let length = try Self.size(of: fileURL)
    var state: ResumableUploadState
    if let resumed = try await resumed(resuming, length: length) {
      state = resumed
    } else {
      state = try await create(path, length, options)
    }
    onProgress?(state)
    let reader = try FileHandle(forReadingFrom: fileURL)
    defer { try? reader.close() }
    var failures = 0
    while !state.isComplete {
      do {
        state.offset = try await patch(state, reading: reader)
        failures = 0
        onProgress?(state)
      } catch let error as TransportError where failures < retries {
        failures += 1
        try await Task.sleep(for: .milliseconds(200 * (1 << min(failures, 5))))
        guard let known = try await offset(of: state) else { throw error }
        state.offset = known
      } catch let error as StorageError where error.status == 409 && failures < retries {
        failures += 1
        guard let known = try await offset(of: state) else { throw error }
        state.offset = known
      }
    }
  }

  /// The state to go on from: `resuming` with the server's offset, or `nil` when there is
  /// none or the server no longer has it (expired, ended).
  private func resumed(_ resuming: ResumableUploadState?, length: Int64) async throws
    -> ResumableUploadState?
  {
    guard var state = resuming, state.length == length,
      let offset = try await offset(of: state)
    else { return nil }
    state.offset = offset
    return state
  }

  private func create(_ path: String, _ length: Int64, _ options: FileOptions) async throws
    -> ResumableUploadState
  {
    var request = tusRequest("POST", resumableURL)
    request.headers["Upload-Length"] = String(length)
    request.headers["x-upsert"] = options.upsert ? "true" : "false"
    request.headers["Upload-Metadata"] = [
      ("bucketName", bucket), ("objectName", path),
      ("contentType", options.contentType ?? "application/octet-stream"),
      ("cacheControl", options.cacheControl),
    ].map { "\($0.0) \(Data($0.1.utf8).base64EncodedString())" }.joined(separator: ",")
    let response = try await sender.storage(request)
    try Self.checkTus(response)
    guard let location = response.headers["location"],
      let url = URL(string: location, relativeTo: resumableURL)?.absoluteURL
    else { throw StorageError.tus("The server named no place for the upload", response) }
    return ResumableUploadState(location: url, length: length, offset: 0)
  }

  /// The bytes the server has of the upload; `nil` when it no longer knows it.
  private func offset(of state: ResumableUploadState) async throws -> Int64? {
    let response = try await sender.storage(tusRequest("HEAD", state.location))
    if response.status == 404 || response.status == 410 { return nil }
    try Self.checkTus(response)
    return response.headers["upload-offset"].flatMap(Int64.init)
  }

  private func patch(_ state: ResumableUploadState, reading reader: FileHandle) async throws
    -> Int64
  {
    try reader.seek(toOffset: UInt64(state.offset))
    let count = Int(min(Int64(Self.resumableChunk), state.length - state.offset))
    // NB: each piece goes as a file of its own, so a transport may hand it to a background
    // session (`BackgroundUploadTransport`), which sends only files.
    let piece = FileManager.default.temporaryDirectory.appending(path: "tus-\(UUID()).part")
    try (try reader.read(upToCount: count) ?? Data()).write(to: piece)
    defer { try? FileManager.default.removeItem(at: piece) }
    var request = tusRequest("PATCH", state.location)
    request.headers["Upload-Offset"] = String(state.offset)
    request.headers["Content-Type"] = "application/offset+octet-stream"
    request.bodyFile = piece
    let response = try await sender.storage(request)
    try Self.checkTus(response)
    guard let offset = response.headers["upload-offset"].flatMap(Int64.init) else {
      throw StorageError.tus("The server did not say how much arrived", response)
    }
    return offset
  }

  private var resumableURL: URL {
    sender.baseURL.appending(path: "storage/v1/upload/resumable")
  }

  private func tusRequest(_ method: String, _ url: URL) -> TransportRequest {
    TransportRequest(method: method, url: url, headers: ["Tus-Resumable": "1.0.0"])
  }

  private static func checkTus(_ response: TransportResponse) throws {
    guard (200..<300).contains(response.status) else {
      throw StorageErrorReader.error(in: response)
        ?? StorageError.tus("The upload was refused", response)
    }
  }

  private static func size(of file: URL) throws -> Int64 {
    let attributes = try FileManager.default.attributesOfItem(atPath: file.path)
    return (attributes[.size] as? NSNumber)?.int64Value ?? 0
  }
}

extension StorageError {
  static func tus(_ message: String, _ response: TransportResponse) -> StorageError {
    StorageError(
      statusCode: String(response.status), error: "tus", message: message,
      status: response.status)
  }
}
