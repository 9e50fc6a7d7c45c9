import Foundation

/// Times a piece of work and prints one JSON line: name, size, median and budget in ms.
enum BenchmarkTimer {
  /// Runs only the cases whose name contains this text, when set.
  nonisolated(unsafe) static var only: String?

  static func report(
    _ name: String, n: Int, budgetMS: Double, iterations: Int = 101,
    _ work: () -> Void
  ) {
    if let only, !name.contains(only) { return }
    for _ in 0..<5 { work() }
    let clock = ContinuousClock()
    var samples: [Double] = []
    samples.reserveCapacity(iterations)
    for _ in 0..<iterations {
      let elapsed = clock.measure(work)
      let (seconds, attoseconds) = elapsed.components
      samples.append(Double(seconds) * 1000 + Double(attoseconds) / 1e15)
    }
    samples.sort()
    let median = samples[samples.count / 2]
    let line: [String: Any] = [
      "name": name, "n": n, "median_ms": (median * 1000).rounded() / 1000, "budget_ms": budgetMS,
    ]
    let data = (try? JSONSerialization.data(withJSONObject: line, options: [.sortedKeys])) ?? Data()
    print(String(decoding: data, as: UTF8.self))
  }
}

/// Keeps results alive so the optimizer cannot drop the measured work.
nonisolated(unsafe) var blackHole = 0
