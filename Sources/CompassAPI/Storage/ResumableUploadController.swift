import CompassHTTP
import CompassModels
import CompassServices
import CompassStore
import Foundation
import HTTPTypes
import Hummingbird

/// `/storage/v1/upload/resumable`: TUS 1.0 as Supabase Storage speaks it (creation, creation
/// with upload, termination, expiration). `POST` declares an upload (`Upload-Length`,
/// `Upload-Metadata` with `bucketName`, `objectName`, `contentType`, `cacheControl` and
/// `metadata`; `x-upsert`), `HEAD` tells its offset, `PATCH` appends at that offset, `DELETE`
/// ends it.
package struct ResumableUploadController: Sendable {
  static let version = "1.0.0"
  static let offsetStream = "application/offset+octet-stream"

  let uploads: ResumableUploads
  let tokens: TokenService

  package init(uploads: ResumableUploads, tokens: TokenService) {
    self.uploads = uploads
    self.tokens = tokens
  }

  package func addRoutes<Context: RequestContext>(to group: RouterGroup<Context>) {
    group.on("upload/resumable", method: .options, use: options)
    group.post("upload/resumable", use: create)
    group.on("upload/resumable/:id", method: .options, use: options)
    group.on("upload/resumable/:id", method: .head, use: status)
    group.patch("upload/resumable/:id", use: append)
    group.delete("upload/resumable/:id", use: terminate)
  }

  @Sendable func options(_ request: Request, context: some RequestContext) async -> Response {
    Response(
      status: .noContent,
      headers: [
        TusHeader.resumable: Self.version, TusHeader.version: Self.version,
        TusHeader.extensions: "creation,creation-with-upload,termination,expiration",
        TusHeader.maxSize: String(uploads.storageLimit),
      ])
  }

  @Sendable func create(_ request: Request, context: some RequestContext) async -> Response {
    await answer(request) {
      let caller = try await caller(request)
      let declared = try TusDeclaration.read(request.headers)
      var upload = try await uploads.create(declared, caller: caller)
      if request.headers[.contentType] == Self.offsetStream {
        upload = try await uploads.append(
          upload.id, offset: 0, declaredLength: Self.contentLength(request), body: request.body,
          caller: caller)
      }
      var headers = Self.headers(upload)
      headers[.location] = "/storage/v1/upload/resumable/\(UUIDText.lowercase(upload.id))"
      return Response(status: .created, headers: headers)
    }
  }

  @Sendable func status(_ request: Request, context: some RequestContext) async -> Response {
    await answer(request) {
      let upload = try await uploads.status(try Self.id(context), caller: try await caller(request))
      var headers = Self.headers(upload)
      headers[TusHeader.length] = String(upload.length)
      headers[.cacheControl] = "no-store"
      return Response(status: .ok, headers: headers)
    }
  }

  @Sendable func append(_ request: Request, context: some RequestContext) async -> Response {
    await answer(request) {
      guard request.headers[.contentType] == Self.offsetStream else {
        throw StorageError.patchContentType
      }
      guard let offset = request.headers[TusHeader.offset].flatMap(Int64.init), offset >= 0 else {
        throw StorageError.invalidRequest("Upload-Offset must be a whole number of bytes")
      }
      let closer = context as? any ConnectionClosing
      let upload = try await uploads.append(
        try Self.id(context), offset: offset, declaredLength: Self.contentLength(request),
        body: request.body, caller: try await caller(request), stop: { closer?.closeConnection() })
      return Response(status: .noContent, headers: Self.headers(upload))
    }
  }

  @Sendable func terminate(_ request: Request, context: some RequestContext) async -> Response {
    await answer(request) {
      try await uploads.terminate(try Self.id(context), caller: try await caller(request))
      return Response(status: .noContent, headers: [TusHeader.resumable: Self.version])
    }
  }

  private static func headers(_ upload: ResumableUploadStore.Upload) -> HTTPFields {
    [
      TusHeader.resumable: version, TusHeader.offset: String(upload.offset),
      TusHeader.expires: HTTPDate.format(upload.expiresAt),
    ]
  }

  private static func id(_ context: some RequestContext) throws -> UUID {
    guard let id = context.parameters.get("id").flatMap(UUID.init(uuidString:)) else {
      throw StorageError.uploadNotFound
    }
    return id
  }

  private static func contentLength(_ request: Request) -> Int64? {
    request.headers[.contentLength].flatMap(Int64.init)
  }

  private func caller(_ request: Request) async throws -> Caller {
    try await tokens.storageCaller(request)
  }

  /// The answer, or the refusal as Storage words it; every answer names the protocol's version,
  /// and a request for another version is refused first.
  private func answer(_ request: Request, _ work: () async throws -> Response) async -> Response {
    let tus: HTTPFields = [TusHeader.resumable: Self.version]
    guard request.headers[TusHeader.resumable] == Self.version else {
      var headers = tus
      headers[TusHeader.version] = Self.version
      return StorageError.unsupportedVersion.response(headers: headers)
    }
    do {
      return try await work()
    } catch {
      let refusal =
        StorageError.from(error)
        ?? StorageError(
          "500", "internal", "The upload failed", httpStatus: .internalServerError)
      return refusal.response(headers: tus)
    }
  }
}
