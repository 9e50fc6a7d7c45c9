import CompassHTTP
import CompassModels
import CompassServices
import CompassStore
import Foundation
import HTTPTypes
import Hummingbird

/// `/storage/v1`: buckets, uploads, downloads with ranges, listing, removal and signed URLs, as
/// Supabase Storage answers them. The fixed words (`list`, `sign`, `public`, `authenticated`,
/// `info`) are routed before `/object/{bucket}/…`.
package struct StorageController: Sendable {
  let storage: StorageService
  let tokens: TokenService

  package init(storage: StorageService, tokens: TokenService) {
    self.storage = storage
    self.tokens = tokens
  }

  package func addRoutes<Context: RequestContext>(to group: RouterGroup<Context>) {
    group.get("bucket", use: listBuckets)
    group.get("bucket/:id", use: showBucket)
    group.post("object/list/:bucket", use: listObjects)
    group.post("object/move", use: moveObject)
    group.post("object/copy", use: copyObject)
    group.post("object/sign/:bucket", use: signObjects)
    group.post("object/sign/:bucket/**", use: signObject)
    for method in [HTTPRequest.Method.get, .head] {
      group.on("object/sign/:bucket/**", method: method, use: signedDownload)
      group.on("object/public/:bucket/**", method: method, use: publicDownload)
      group.on("object/authenticated/:bucket/**", method: method, use: authenticatedDownload)
      group.on("object/:bucket/**", method: method, use: download)
    }
    group.get("object/info/authenticated/:bucket/**", use: authenticatedInfo)
    group.get("object/info/:bucket/**", use: info)
    group.post("object/:bucket/**", use: uploadObject)
    group.put("object/:bucket/**", use: replaceObject)
    group.delete("object/:bucket", use: removeObjects)
    group.delete("object/:bucket/**", use: removeObject)
  }

  /// The buckets the caller can see.
  @Sendable func listBuckets(_ request: Request, context: some RequestContext) async -> Response {
    await answer {
      let buckets = try await storage.buckets(caller: try await caller(request))
      return JSONBody.response(.array(buckets.map(\.json)))
    }
  }

  @Sendable func showBucket(_ request: Request, context: some RequestContext) async -> Response {
    await answer {
      let bucket = try await storage.bucket(
        context.parameters.get("id") ?? "", caller: try await caller(request))
      return JSONBody.response(bucket.json)
    }
  }

  /// One folder level of a bucket, with the client's prefix, paging, search and order.
  @Sendable func listObjects(_ request: Request, context: some RequestContext) async -> Response {
    await answer {
      let options = try ListOptions(json: try await Self.json(request))
      let entries = try await storage.list(
        bucket: context.parameters.get("bucket") ?? "", options: options,
        caller: try await caller(request))
      return JSONBody.response(.array(entries))
    }
  }

  @Sendable func moveObject(_ request: Request, context: some RequestContext) async -> Response {
    await answer {
      let (source, destination) = try Self.transfer(try await Self.json(request))
      try await storage.move(source, to: destination, caller: try await caller(request))
      return JSONBody.response(["message": "Successfully moved"])
    }
  }

  @Sendable func copyObject(_ request: Request, context: some RequestContext) async -> Response {
    await answer {
      let (source, destination) = try Self.transfer(try await Self.json(request))
      let copy = try await storage.copy(
        source, to: destination, caller: try await caller(request))
      return JSONBody.response([
        "Id": .string(UUIDText.lowercase(copy.id)), "Key": .string(destination.path),
      ])
    }
  }

  /// Signed URLs for several objects of a bucket, each with its own error.
  @Sendable func signObjects(_ request: Request, context: some RequestContext) async -> Response {
    await answer { try await signMany(request, bucket: context.parameters.get("bucket") ?? "") }
  }

  @Sendable func signObject(_ request: Request, context: some RequestContext) async -> Response {
    await answer {
      let key = try Self.key(request, fixedSegments: 4)
      let seconds = try Self.expiresIn(try await Self.json(request))
      let url = try await storage.signedURL(
        key, seconds: seconds, caller: try await caller(request))
      return JSONBody.response(["signedURL": .string(url)])
    }
  }

  /// An object through a signed URL's token, no session needed.
  @Sendable func signedDownload(_ request: Request, context: some RequestContext) async
    -> Response
  {
    await answer {
      let key = try Self.key(request, fixedSegments: 4)
      let object = try await storage.signedObject(
        key, token: request.uri.queryParameters.get("token"))
      return FileResponse.make(
        object, bytes: storage.bytes, request: request,
        download: request.uri.queryParameters.get("download"))
    }
  }

  @Sendable func publicDownload(_ request: Request, context: some RequestContext) async
    -> Response
  {
    await answer {
      let object = try await storage.publicObject(try Self.key(request, fixedSegments: 4))
      return FileResponse.make(
        object, bytes: storage.bytes, request: request,
        download: request.uri.queryParameters.get("download"))
    }
  }

  @Sendable func authenticatedDownload(_ request: Request, context: some RequestContext) async
    -> Response
  {
    await answer { try await download(request, fixedSegments: 4) }
  }

  @Sendable func download(_ request: Request, context: some RequestContext) async -> Response {
    await answer { try await download(request, fixedSegments: 3) }
  }

  @Sendable func authenticatedInfo(_ request: Request, context: some RequestContext) async
    -> Response
  {
    await answer { try await info(request, fixedSegments: 5) }
  }

  @Sendable func info(_ request: Request, context: some RequestContext) async -> Response {
    await answer { try await info(request, fixedSegments: 4) }
  }

  /// An upload that replaces an existing object only with `x-upsert: true`.
  @Sendable func uploadObject(_ request: Request, context: some RequestContext) async -> Response {
    await answer {
      let upsert = request.headers[Self.upsertHeader]?.lowercased() == "true"
      return try await upload(request, upsert: upsert)
    }
  }

  @Sendable func replaceObject(_ request: Request, context: some RequestContext) async
    -> Response
  {
    await answer { try await upload(request, upsert: true) }
  }

  @Sendable func removeObjects(_ request: Request, context: some RequestContext) async
    -> Response
  {
    await answer { try await removeMany(request, bucket: context.parameters.get("bucket") ?? "") }
  }

  @Sendable func removeObject(_ request: Request, context: some RequestContext) async -> Response {
    await answer {
      let key = try Self.key(request, fixedSegments: 3)
      guard !(try await storage.remove([key], caller: try await caller(request))).isEmpty else {
        throw StorageError.objectNotFound
      }
      return JSONBody.response(["message": "Successfully deleted"])
    }
  }

  static let upsertHeader = HTTPField.Name("x-upsert")!

  private func upload(_ request: Request, upsert: Bool) async throws -> Response {
    let key = try Self.key(request, fixedSegments: 3)
    let saved = try await storage.upload(
      request, to: key, upsert: upsert, caller: try await caller(request))
    return JSONBody.response([
      "Id": .string(UUIDText.lowercase(saved.id)), "Key": .string(key.path),
    ])
  }

  private func download(_ request: Request, fixedSegments: Int) async throws -> Response {
    let key = try Self.key(request, fixedSegments: fixedSegments)
    let object = try await storage.object(key, caller: try await caller(request))
    return FileResponse.make(
      object, bytes: storage.bytes, request: request,
      download: request.uri.queryParameters.get("download"))
  }

  private func info(_ request: Request, fixedSegments: Int) async throws -> Response {
    let object = try await storage.object(
      try Self.key(request, fixedSegments: fixedSegments), caller: try await caller(request))
    return JSONBody.response(object.info)
  }

  private func signMany(_ request: Request, bucket: String) async throws -> Response {
    let caller = try await caller(request)
    let body = try await Self.json(request)
    let seconds = try Self.expiresIn(body)
    guard case .object(let fields)? = body, case .array(let paths)? = fields["paths"] else {
      throw StorageError.invalidRequest("paths must be an array of object names")
    }
    var results: [JSONValue] = []
    for case .string(let path) in paths {
      var entry: [String: JSONValue] = ["path": .string(path), "signedURL": .null, "error": .null]
      do {
        let key = try ObjectKey(bucket: bucket, name: path)
        entry["signedURL"] = .string(
          try await storage.signedURL(key, seconds: seconds, caller: caller))
      } catch {
        entry["error"] = "Either the object does not exist or you do not have access to it"
      }
      results.append(.object(entry))
    }
    return JSONBody.response(.array(results))
  }

  private func removeMany(_ request: Request, bucket: String) async throws -> Response {
    guard case .object(let fields)? = try await Self.json(request),
      case .array(let prefixes)? = fields["prefixes"]
    else { throw StorageError.invalidRequest("prefixes must be an array of object names") }
    var keys: [ObjectKey] = []
    for case .string(let name) in prefixes {
      keys.append(try ObjectKey(bucket: bucket, name: name))
    }
    let deleted = try await storage.remove(keys, caller: try await caller(request))
    return JSONBody.response(.array(deleted.map { $0.listed() }))
  }

  private func caller(_ request: Request) async throws -> Caller {
    try await tokens.storageCaller(request)
  }

  private func answer(_ work: () async throws -> Response) async -> Response {
    do {
      return try await work()
    } catch {
      if let refusal = StorageError.from(error) { return refusal.response() }
      return StorageError(
        "500", "internal", "The storage request failed", httpStatus: .internalServerError
      )
      .response()
    }
  }

  /// The bucket and object name after `fixedSegments` path segments (`storage/v1/object/…`),
  /// read from the raw path so encoded slashes and dots are judged by `ObjectKey`.
  static func key(_ request: Request, fixedSegments: Int) throws -> ObjectKey {
    let path = request.uri.path
    let segments = path.split(separator: "/", omittingEmptySubsequences: false)
      .dropFirst(1 + fixedSegments)
    guard let bucket = segments.first, segments.count > 1 else {
      throw StorageError.invalidKey("missing object name")
    }
    let rawPath = path[segments[segments.startIndex + 1].startIndex...]
    return try ObjectKey(bucket: String(bucket).removingPercentEncoding ?? "", rawPath: rawPath)
  }

  private static func json(_ request: Request) async throws -> JSONValue? {
    do {
      return try await JSONBody.read(request)
    } catch {
      throw StorageError.invalidRequest("The body must be JSON")
    }
  }

  /// The source and destination of a move or copy: `bucketId`, `sourceKey`, `destinationKey`
  /// and, if given, a `destinationBucket` that must be the same bucket.
  static func transfer(_ body: JSONValue?) throws -> (ObjectKey, ObjectKey) {
    guard case .object(let fields)? = body, case .string(let bucket)? = fields["bucketId"],
      case .string(let source)? = fields["sourceKey"],
      case .string(let destination)? = fields["destinationKey"]
    else {
      throw StorageError.invalidRequest(
        "bucketId, sourceKey and destinationKey must be strings")
    }
    switch fields["destinationBucket"] {
    case nil, .null?: break
    case .string(let other)? where other == bucket: break
    default: throw StorageError.invalidRequest("Objects can move only within their bucket")
    }
    return (
      try ObjectKey(bucket: bucket, name: source), try ObjectKey(bucket: bucket, name: destination)
    )
  }

  /// `expiresIn` as a number or a numeric string (the Python client sends a string).
  static func expiresIn(_ body: JSONValue?) throws -> Int {
    guard case .object(let fields)? = body else {
      throw StorageError.invalidRequest("expiresIn is required")
    }
    let seconds: Double?
    switch fields["expiresIn"] {
    case .number(let number)?: seconds = number
    case .string(let text)?: seconds = DecimalText.number(text)
    default: seconds = nil
    }
    guard let seconds, seconds >= 1, seconds <= 31_536_000 * 10 else {
      throw StorageError.invalidRequest("expiresIn must be a number of seconds of at least 1")
    }
    // NB: the guard keeps `seconds` finite (NaN fails it) and within Int's range.
    return Int(seconds)
  }
}
