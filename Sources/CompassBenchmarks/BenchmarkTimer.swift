import Foundation

/// Times a piece of work and prints one JSON line: name, size, median and budget in ms.
struct BenchmarkTimer {
  /// Runs only the cases whose name contains this text, when set.
  let only: String?

  func report(
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
    let quotedName = (try? JSONEncoder().encode(name)).map { String(decoding: $0, as: UTF8.self) }
    let roundedMedian = (median * 1000).rounded() / 1000
    // NB: written by hand because the encoders on Linux do not keep key order.
    print(
      #"{"name":\#(quotedName ?? "\"?\""),"n":\#(n),"median_ms":\#(roundedMedian),"budget_ms":\#(budgetMS)}"#
    )
  }
}

/// Keeps results alive so the optimizer cannot drop the measured work.
nonisolated(unsafe) var blackHole = 0
