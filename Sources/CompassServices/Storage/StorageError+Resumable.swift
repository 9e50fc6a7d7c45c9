/// Resumable uploads' refusals, with the statuses TUS 1.0 gives them.
extension StorageError {
  package static let uploadNotFound = StorageError(
    "404", "not_found", "Upload not found", httpStatus: .notFound)
  package static let uploadExpired = StorageError(
    "410", "Gone", "The upload has expired", httpStatus: .gone)
  package static let offsetMismatch = StorageError(
    "409", "Conflict", "Upload-Offset does not match the bytes received so far",
    httpStatus: .conflict)
  package static let uploadBusy = StorageError(
    "423", "Locked", "Another request is writing to this upload",
    httpStatus: .init(code: 423, reasonPhrase: "Locked"))
  package static let unsupportedVersion = StorageError(
    "412", "Precondition Failed", "Tus-Resumable must be 1.0.0",
    httpStatus: .preconditionFailed)
  package static let patchContentType = StorageError(
    "415", "invalid_mime_type", "A PATCH body must be application/offset+octet-stream",
    httpStatus: .unsupportedMediaType)
  package static let beyondLength = StorageError(
    "413", "Payload too large", "The bytes sent go past the upload's length",
    httpStatus: .contentTooLarge)
}
