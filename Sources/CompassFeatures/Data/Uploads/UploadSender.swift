import CompassModels
import Foundation
import SupabaseKit

/// Sends one pending upload's bytes from the phone's copy: in one request up to 6 MB, else over
/// TUS from where the server has got to (`resumable`), and says whether the network kept it
/// back or the server will never take it.
struct UploadSender: Sendable {
  enum Outcome: Sendable {
    case sent
    case unreachable
    case refused(FeatureError)
  }

  let client: SupabaseClient

  func send(
    _ upload: PendingUpload, from file: URL,
    progress: @escaping @Sendable (Int64, ResumableUploadState?) -> Void
  ) async -> Outcome {
    let bucket = client.storage.from(DocumentsRepository.bucket)
    let options = FileOptions(contentType: upload.contentType)
    do {
      if upload.length > StorageFileApi.resumableThreshold {
        try await bucket.uploadResumable(
          upload.path, fileURL: file, options: options, resuming: upload.resumable
        ) { state in progress(state.offset, state) }
      } else {
        _ = try await bucket.upload(upload.path, fileURL: file, options: options) { sent, _ in
          progress(sent, nil)
        }
      }
      return .sent
    } catch let error as StorageError where error.status == 409 {
      // NB: the path names this document alone: it is there because an earlier try got it
      // there and its answer was lost.
      return .sent
    } catch {
      let failure = FeatureError(error)
      return failure.isUnreachable || failure == .server ? .unreachable : .refused(failure)
    }
  }
}
