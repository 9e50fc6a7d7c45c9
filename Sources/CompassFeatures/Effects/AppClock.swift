import Foundation

/// Time for screen models: the current instant, and waiting (the skeleton's delay). Tests hand in
/// a fixed `now` and a `sleep` they control.
public struct AppClock: Sendable {
  public var now: @Sendable () -> Date
  public var sleep: @Sendable (Duration) async throws -> Void

  public init(
    now: @escaping @Sendable () -> Date, sleep: @escaping @Sendable (Duration) async throws -> Void
  ) {
    self.now = now
    self.sleep = sleep
  }

  /// The device's clock.
  public static let live = AppClock(now: Date.init, sleep: { try await Task.sleep(for: $0) })
}
