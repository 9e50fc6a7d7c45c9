import CompassDomain
import CompassModels
import CompassStore
import Foundation

extension StorageService {
  /// A finished resumable upload's bytes at `path`, kept as its object the way any upload is:
  /// the caller's reach checked again as it is now, the type named and the contents that type.
  func keepResumable(_ upload: ResumableUploadStore.Upload, from path: String, caller: Caller)
    async throws
  {
    let scope = try await objectScope(for: caller)
    _ = try scope.owner(forWriting: upload.key)
    let mimetype = try UploadReceiver.mimetype(upload.contentType)
    if let problem = try await FileContents.problem(
      mimeType: mimetype, fileAt: URL(fileURLWithPath: path))
    {
      throw StorageError.unreadableFile(problem)
    }
    _ = try await keep(
      path, at: upload.key, upsert: upload.upsert, scope: scope,
      contents: {
        .init(
          version: $0, size: upload.length, mimetype: mimetype,
          cacheControl: upload.cacheControl,
          userMetadata: try? upload.userMetadata.map(UploadReceiver.jsonMetadata))
      })
  }
}
