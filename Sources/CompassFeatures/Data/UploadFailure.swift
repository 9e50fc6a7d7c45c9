/// What an upload that did not go through says: the reason when the file itself was refused
/// (not the kind it says, too large), else to try again.
enum UploadFailure {
  static let tryAgain = "Upload failed. Please try again."

  static func message(_ error: any Error) -> String {
    if case .rejected(let reason) = FeatureError(error) { return reason }
    return tryAgain
  }
}
