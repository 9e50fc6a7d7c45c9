import Foundation

/// The files of one bucket: `client.storage.from("documents")`.
public struct StorageFileApi: Sendable {
  let bucket: String
  let sender: RequestSender

  /// Uploads `data` to `path`, reporting bytes sent and bytes expected as they go.
  @discardableResult
  public func upload(
    _ path: String, data: Data, options: FileOptions = FileOptions(),
    progress: (@Sendable (Int64, Int64) -> Void)? = nil
  ) async throws -> FileUploadResponse {
    try await write("POST", path, data: data, options: options, progress: progress)
  }

  /// Replaces the file at `path`.
  @discardableResult
  public func update(
    _ path: String, data: Data, options: FileOptions = FileOptions(),
    progress: (@Sendable (Int64, Int64) -> Void)? = nil
  ) async throws -> FileUploadResponse {
    try await write("PUT", path, data: data, options: options, progress: progress)
  }

  /// Uploads the file at `fileURL` to `path`, read as it is sent (a 500 MB video uploads in
  /// bounded memory), reporting bytes sent and bytes expected as they go.
  @discardableResult
  public func upload(
    _ path: String, fileURL: URL, options: FileOptions = FileOptions(),
    progress: (@Sendable (Int64, Int64) -> Void)? = nil
  ) async throws -> FileUploadResponse {
    var upload = writeRequest("POST", path, options: options)
    upload.bodyFile = fileURL
    return try await send(upload, progress: progress)
  }

  /// Downloads the file at `path` into `destination`, written as it arrives.
  public func download(
    path: String, to destination: URL, progress: (@Sendable (Int64, Int64) -> Void)? = nil
  ) async throws {
    let response = try await sender.storageDownload(
      request("GET", "object/authenticated/\(bucket)/\(Self.encoded(path))"), to: destination,
      progress: progress)
    try Self.check(response)
  }

  public func download(path: String) async throws -> Data {
    let response = try await sender.storage(
      request("GET", "object/authenticated/\(bucket)/\(Self.encoded(path))"))
    try Self.check(response)
    return response.body
  }

  /// A URL anyone holding it may open until `expiresIn` seconds pass.
  public func createSignedURL(path: String, expiresIn: Int) async throws -> URL {
    let response = try await sender.storage(
      request(
        "POST", "object/sign/\(bucket)/\(Self.encoded(path))",
        json: ["expiresIn": .number(Double(expiresIn))]))
    try Self.check(response)
    struct Signed: Decodable { let signedURL: String }
    let signed = try JSONDecoder().decode(Signed.self, from: response.body)
    guard let url = URL(string: storageURL.absoluteString + signed.signedURL) else {
      throw StorageError(
        statusCode: nil, error: nil, message: "Bad signed URL", status: response.status)
    }
    return url
  }

  /// Removes the files at `paths` and returns those that were there.
  @discardableResult
  public func remove(paths: [String]) async throws -> [FileObject] {
    let response = try await sender.storage(
      request("DELETE", "object/\(bucket)", json: ["prefixes": .array(paths.map(AnyJSON.string))]))
    try Self.check(response)
    return try JSONDecoder().decode([FileObject].self, from: response.body)
  }

  /// The files and folders directly inside `path`.
  public func list(path: String = "", limit: Int = 100, offset: Int = 0, search: String = "")
    async throws -> [FileObject]
  {
    let response = try await sender.storage(
      request(
        "POST", "object/list/\(bucket)",
        json: [
          "prefix": .string(path), "limit": .number(Double(limit)),
          "offset": .number(Double(offset)), "search": .string(search),
          "sortBy": .object(["column": "name", "order": "asc"]),
        ]))
    try Self.check(response)
    return try JSONDecoder().decode([FileObject].self, from: response.body)
  }

  public func exists(path: String) async throws -> Bool {
    let response = try await sender.storage(
      request("HEAD", "object/\(bucket)/\(Self.encoded(path))"))
    if response.status == 400 || response.status == 404 { return false }
    try Self.check(response)
    return true
  }

  private var storageURL: URL { sender.baseURL.appending(path: "storage/v1") }

  private func write(
    _ method: String, _ path: String, data: Data, options: FileOptions,
    progress: (@Sendable (Int64, Int64) -> Void)?
  ) async throws -> FileUploadResponse {
    var upload = writeRequest(method, path, options: options)
    upload.body = data
    return try await send(upload, progress: progress)
  }

  private func writeRequest(_ method: String, _ path: String, options: FileOptions)
    -> TransportRequest
  {
    var upload = request(method, "object/\(bucket)/\(Self.encoded(path))")
    upload.headers["Content-Type"] = options.contentType ?? "application/octet-stream"
    upload.headers["Cache-Control"] = "max-age=\(options.cacheControl)"
    if method == "POST" { upload.headers["x-upsert"] = options.upsert ? "true" : "false" }
    return upload
  }

  private func send(_ upload: TransportRequest, progress: (@Sendable (Int64, Int64) -> Void)?)
    async throws -> FileUploadResponse
  {
    let response = try await sender.storage(upload, progress: progress)
    try Self.check(response)
    return try JSONDecoder().decode(FileUploadResponse.self, from: response.body)
  }

  private func request(_ method: String, _ path: String, json: [String: AnyJSON]? = nil)
    -> TransportRequest
  {
    TransportRequest(
      method: method, url: URL(string: storageURL.absoluteString + "/" + path)!,
      headers: json == nil ? [:] : ["Content-Type": "application/json"],
      body: json.flatMap { try? JSONEncoder().encode($0) })
  }

  private static func check(_ response: TransportResponse) throws {
    if let error = StorageErrorReader.error(in: response) { throw error }
  }

  /// Each segment percent-encoded; the slashes between them kept.
  static func encoded(_ path: String) -> String {
    let allowed = CharacterSet(
      charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~")
    return path.split(separator: "/", omittingEmptySubsequences: false).map {
      $0.addingPercentEncoding(withAllowedCharacters: allowed) ?? String($0)
    }.joined(separator: "/")
  }
}
