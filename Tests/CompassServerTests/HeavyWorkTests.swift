import CompassModels
import Foundation
import NIOPosix
import Synchronization
import Testing

@testable import CompassAPI
@testable import CompassHTTP
@testable import CompassServer
@testable import CompassServices
@testable import CompassStore

/// CPU-heavy work runs off the request loops, a bounded number at once, per account and
/// overall; past a bound the answer is 429 or 503 with `Retry-After`, never a stalled server.
@Suite("Heavy work: off the loops, bounded per account and overall")
struct HeavyWorkTests {
  /// A door a test opens: work that waits on it holds its turn until then.
  private final class Door: Sendable {
    private let waiting = Mutex<[CheckedContinuation<Void, Never>]>([])
    private let isOpen = Mutex(false)

    func pass() async {
      await withCheckedContinuation { continuation in
        let open = isOpen.withLock { $0 }
        if open { continuation.resume() } else { waiting.withLock { $0.append(continuation) } }
      }
    }

    func open() {
      isOpen.withLock { $0 = true }
      for continuation in waiting.withLock({ list in
        defer { list = [] }
        return list
      }) {
        continuation.resume()
      }
    }
  }

  /// What ran, in order.
  private final class Log: Sendable {
    private let entries = Mutex<[String]>([])
    func append(_ entry: String) { entries.withLock { $0.append(entry) } }
    var all: [String] { entries.withLock { $0 } }
  }

  /// Gives work started with `async let` time to reach `HeavyWork`.
  private func settle() async throws { try await Task.sleep(for: .milliseconds(50)) }

  @Test func turnsAreBoundedPerAccountAndOverallAndPassOnInOrder() async throws {
    let heavy = HeavyWork(limits: .init(running: 1, waiting: 1, perAccount: 1), niceness: 0)
    let door = Door()
    let order = Log()
    async let first: Void = heavy.run(for: "a") {
      await door.pass()
      order.append("a")
    }
    try await settle()
    await #expect(throws: HeavyWork.Refusal.account) { try await heavy.run(for: "a") {} }
    async let second: Void = heavy.run(for: "b") { order.append("b") }
    try await settle()
    await #expect(throws: HeavyWork.Refusal.busy) { try await heavy.run(for: "c") {} }
    #expect(order.all.isEmpty, "b waits for a's turn")
    door.open()
    _ = try await (first, second)
    #expect(order.all == ["a", "b"])
    try await heavy.run(for: "a") {}
    await heavy.shutdown()
  }

  @Test func theWorkRunsOnItsOwnThreadsNotAnEventLoop() async throws {
    let heavy = HeavyWork(limits: .forCores(2), niceness: 0)
    let onLoop = try await heavy.run(for: "a") {
      try await Task.sleep(for: .milliseconds(1))
      return MultiThreadedEventLoopGroup.currentEventLoop != nil
    }
    #expect(!onLoop)
    await heavy.shutdown()
  }

  @Test(arguments: TestDatabase.available)
  func anExportPastTheBoundsIsRefusedWithRetryAfter(_ database: TestDatabase) async throws {
    try await TestServer.run(
      database, heavyWork: .init(running: 1, waiting: 0, perAccount: 1)
    ) { api in
      let (browser, token) = try await WebAuthTests.Browser.signedIn(api)
      let (other, _) = try await WebAuthTests.Browser.signedIn(api)
      let user = try #require(
        await api.request(.get, "/auth/v1/user", token: token).object["id"]?.stringValue)
      let door = Door()
      async let held: Void = api.services.heavy.run(for: user) { await door.pass() }
      try await settle()
      for path in ["/performance/export.pdf", "/performance/export.csv", "/events.ics"] {
        let mine = try await browser.get(path)
        #expect(mine.status == 429, "\(path)")
        #expect(mine.header("Retry-After") == "10")
        #expect(mine.text.contains("still being made"))
        let theirs = try await other.get(path)
        #expect(theirs.status == 503, "\(path)")
        #expect(theirs.header("Retry-After") == "5")
      }
      door.open()
      try await held
      #expect(try await browser.get("/performance/export.pdf").status == 200)
    }
  }

  /// A page of a long history is heavy work; a short one never waits behind exports.
  @Test func aLongHistorysPageIsHeavyWorkAndAShortOneIsNot() async throws {
    try await TestServer.run(.sqlite, heavyWork: .init(running: 1, waiting: 0, perAccount: 1)) {
      api in
      let (long, token) = try await WebAuthTests.Browser.signedIn(api)
      let (short, _) = try await WebAuthTests.Browser.signedIn(api)
      let rows = (0...HeavyWork.longHistory).map { index in
        #"{"metric_type":"velocity","value":\#(80 + index % 10),"unit":"mph","recorded_date":"2026-0\#(1 + index % 9)-1\#(index % 9)"}"#
      }
      let inserted = try await api.rest(
        .post, "performance_metrics", as: token, json: "[\(rows.joined(separator: ","))]")
      #expect(inserted.status == 201)
      let door = Door()
      async let held: Void = api.services.heavy.run(for: "someone else") { await door.pass() }
      try await settle()
      #expect(try await long.get("/performance").status == 503)
      #expect(try await short.get("/performance").status == 200)
      #expect(try await short.get("/events").status == 200)
      door.open()
      try await held
      let page = try await long.get("/performance")
      #expect(page.status == 200)
    }
  }
}
