/// Where a page's data stands, as the specs name the states.
public enum LoadPhase: Equatable, Sendable {
  /// Nothing asked for yet.
  case idle
  /// The first load; `showsSkeleton` turns true once the spec's delay has passed.
  case loading(showsSkeleton: Bool)
  /// Data is shown.
  case loaded
  /// The first load failed and there is nothing to show: the error and a Retry button.
  case failed(FeatureError)
}

extension LoadPhase {
  /// The skeleton's delay has passed: a first load still running now shows it.
  mutating func revealSkeleton() {
    if self == .loading(showsSkeleton: false) { self = .loading(showsSkeleton: true) }
  }
}
