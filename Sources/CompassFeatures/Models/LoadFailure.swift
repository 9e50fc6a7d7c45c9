/// What a list page shows after a load fails, decided once for every page: what is on screen
/// stays with a banner; with nothing on screen and the server out of reach, the last loaded
/// data marked offline; otherwise the error with Retry.
enum LoadFailure<Snapshot> {
  case banner(FeatureError)
  case offline(Snapshot)
  case failed(FeatureError)

  /// `showing`: the page already shows data; `snapshot`: the last successful load, if kept.
  static func after(_ error: any Error, showing: Bool, snapshot: () -> Snapshot?) -> LoadFailure {
    let failure = FeatureError(error)
    if showing { return .banner(failure) }
    if failure.isUnreachable, let saved = snapshot() { return .offline(saved) }
    return .failed(failure)
  }
}
