import Foundation
import NIOCore
import NIOPosix

/// Process-wide executor set-up for `compass serve`: one event loop per core the process may
/// run on, and Swift concurrency's jobs run on those loops, so a request moves between the
/// socket and its handler without a thread switch.
public enum EventLoopSetup {
  /// Call once, first thing, before anything touches an event loop.
  public static func install() {
    let cores = usableCores()
    NIOSingletons.groupLoopCountSuggestion = cores
    NIOSingletons.blockingPoolThreadCountSuggestion = cores
    NIOSingletons.unsafeTryInstallSingletonPosixEventLoopGroupAsConcurrencyGlobalExecutor()
  }

  /// The cores of the process's CPU affinity (`taskset`), within NIO's own count, which follows
  /// cgroup limits but not affinity.
  static func usableCores() -> Int {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
      let line = status.split(separator: "\n").first(where: { $0.hasPrefix("Cpus_allowed_list:") }),
      let allowed = coreCount(inList: line.dropFirst("Cpus_allowed_list:".count)), allowed > 0
    else { return System.coreCount }
    return min(allowed, System.coreCount)
  }

  /// Counts the cores of a Linux CPU list such as `0-3,6`.
  static func coreCount(inList list: Substring) -> Int? {
    var count = 0
    for range in list.split(separator: ",") {
      let ends = range.split(separator: "-").map { Int($0.trimmingCharacters(in: .whitespaces)) }
      switch ends.count {
      case 1:
        guard ends[0] != nil else { return nil }
        count += 1
      case 2:
        guard let low = ends[0], let high = ends[1], low <= high else { return nil }
        count += high - low + 1
      default: return nil
      }
    }
    return count
  }
}
