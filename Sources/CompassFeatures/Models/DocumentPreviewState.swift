import Foundation

/// What Document Detail's preview area shows, loaded by the model through SupabaseKit with the
/// session's token.
public enum DocumentPreviewState: Equatable, Sendable {
  /// Fetching; `fraction` is how much of a downloaded file has arrived, when known.
  case loading(fraction: Double?)
  /// A video: a signed link the player streams with range requests.
  case stream(URL)
  /// A PDF or an image, downloaded to a file on disk as it arrived (never whole in memory).
  case file(URL)
  /// A kind the phone cannot show: "Preview unavailable" and a signed link to download it.
  case download(URL)
  /// The file has no stored path: "Preview unavailable", nothing to retry.
  case unavailable
  /// The preview could not load; the rest of the page stays, with Retry.
  case failed(FeatureError)
}
