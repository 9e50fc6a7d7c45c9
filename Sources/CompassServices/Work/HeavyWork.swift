import CompassHTTP
import CompassModels
import Foundation
import HTTPTypes
import Hummingbird
import Synchronization

/// CPU-heavy work (PDF and CSV exports, calendar feeds, charts of long histories) off the
/// request loops and bounded, so one account cannot stall everyone: at most `running` pieces
/// run at once on low-priority threads of their own, at most `waiting` more wait their turn,
/// and one account has at most `perAccount` in flight. Past a bound the request is refused at
/// once with `429` (that account's) or `503` (everyone's), both with `Retry-After`.
package final class HeavyWork: Sendable {
  /// Why a piece of work was not taken, as the HTTP answer says it.
  package enum Refusal: Error, Equatable, HTTPResponseError {
    /// This account already has its share in flight.
    case account
    /// The server has as much as it will take.
    case busy

    package var status: HTTPResponse.Status {
      self == .account ? .tooManyRequests : .serviceUnavailable
    }

    /// Seconds to wait before asking again.
    package var retryAfter: Int { self == .account ? 10 : 5 }

    package func response(from request: Request, context: some RequestContext) throws
      -> Response
    {
      Response(status: status, headers: [.retryAfter: String(retryAfter)])
    }
  }

  /// The bounds a server of `cores` cores takes: half the cores run heavy work (at least one),
  /// four times as many wait, two per account.
  package struct Limits: Sendable {
    package var running: Int
    package var waiting: Int
    package var perAccount: Int

    package static func forCores(_ cores: Int) -> Limits {
      let running = max(1, cores / 2)
      return Limits(running: running, waiting: running * 4, perAccount: 2)
    }
  }

  private struct State {
    var running = 0
    /// Admitted and waiting for a turn, whether or not yet in `queue`.
    var waiting = 0
    var queue: [CheckedContinuation<Void, Never>] = []
    var inFlight: [String: Int] = [:]
  }

  /// Rows past which a page is made as heavy work: a history this long is thousands of points
  /// to draw and rows to write.
  package static let longHistory = 2_000

  package let limits: Limits
  private let executor: LowPriorityExecutor
  private let state = Mutex(State())

  package init(limits: Limits, niceness: Int32 = 5) {
    self.limits = limits
    executor = LowPriorityExecutor(threads: limits.running, niceness: niceness)
  }

  /// Runs `work` for `account` on the heavy-work threads once a turn is free, or refuses it.
  package func run<T: Sendable>(
    for account: String, _ work: @Sendable () async throws -> T
  ) async throws -> T {
    let mustWait = try admit(account)
    defer { finish(account) }
    if mustWait { await withCheckedContinuation { enqueue($0) } }
    return try await withTaskExecutorPreference(executor) { try await work() }
  }

  package func shutdown() async {
    await executor.shutdown()
  }

  /// Counts the work in, or refuses it; `true` when it must wait for a turn.
  private func admit(_ account: String) throws(Refusal) -> Bool {
    try state.withLock { state throws(Refusal) in
      guard state.inFlight[account, default: 0] < limits.perAccount else { throw .account }
      if state.running < limits.running {
        state.running += 1
        state.inFlight[account, default: 0] += 1
        return false
      }
      guard state.waiting < limits.waiting else { throw .busy }
      state.waiting += 1
      state.inFlight[account, default: 0] += 1
      return true
    }
  }

  private func enqueue(_ turn: CheckedContinuation<Void, Never>) {
    let now: CheckedContinuation<Void, Never>? = state.withLock { state in
      if state.running < limits.running {
        state.running += 1
        state.waiting -= 1
        return turn
      }
      state.queue.append(turn)
      return nil
    }
    now?.resume()
  }

  /// Hands the finished work's turn to the next in line.
  private func finish(_ account: String) {
    let next: CheckedContinuation<Void, Never>? = state.withLock { state in
      state.inFlight[account, default: 1] -= 1
      if state.inFlight[account] == 0 { state.inFlight[account] = nil }
      if state.queue.isEmpty {
        state.running -= 1
        return nil
      }
      state.waiting -= 1
      return state.queue.removeFirst()
    }
    next?.resume()
  }
}
