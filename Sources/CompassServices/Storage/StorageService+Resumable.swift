import CompassDomain
import CompassModels
import CompassStore
import Foundation

extension StorageService {
  /// A finished resumable upload kept as its object the way any upload is: the caller's reach
  /// checked again as it is now, the type named, then its bytes made a blob and read in place
  /// to check they are that type (removed again when not).
  func keepResumable(
    _ upload: ResumableUploadStore.Upload, from resumable: any ResumableBytes, caller: Caller
  ) async throws {
    let scope = try await objectScope(for: caller)
    _ = try scope.owner(forWriting: upload.key)
    let mimetype = try UploadReceiver.mimetype(upload.contentType)
    let blob = try await resumable.finish(upload, into: bytes)
    let store = bytes
    let problem: String?
    do {
      problem = try await FileContents.problem(mimeType: mimetype, size: upload.length) {
        try await store.bytes(of: blob, at: $0, count: $1)
      }
    } catch {
      await bytes.remove(blob)
      throw error
    }
    if let problem {
      await bytes.remove(blob)
      throw StorageError.unreadableFile(problem)
    }
    _ = try await record(
      blob, at: upload.key, upsert: upload.upsert, scope: scope,
      contents: .init(
        version: blob.version, size: upload.length, mimetype: mimetype,
        cacheControl: upload.cacheControl,
        userMetadata: try? upload.userMetadata.map(UploadReceiver.jsonMetadata)))
  }
}
