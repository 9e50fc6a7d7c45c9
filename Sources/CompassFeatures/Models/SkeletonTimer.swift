/// The specs' "N ms delay before showing skeleton": a first load shows nothing until the delay
/// passes, so a fast answer never flashes a skeleton.
enum SkeletonTimer {
  /// Calls `show` once `delay` has passed, unless cancelled first (the load finished).
  @MainActor
  static func start(
    after delay: Duration, clock: AppClock, show: @escaping @MainActor () -> Void
  ) -> Task<Void, Never> {
    Task { @MainActor in
      do {
        try await clock.sleep(delay)
      } catch {
        return
      }
      guard !Task.isCancelled else { return }
      show()
    }
  }
}
