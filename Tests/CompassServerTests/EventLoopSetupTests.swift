import Testing

@testable import CompassServer

/// How many cores the server's event loops use: the CPU list the process may run on, read as
/// Linux writes it.
@Suite("Event loops: one per usable core")
struct EventLoopSetupTests {
  @Test(arguments: [("0", 1), ("0-1", 2), ("0,2-3", 3), ("0-3,6,8-9", 7), ("", 0)])
  func cpuListsAreCounted(list: String, cores: Int) {
    #expect(EventLoopSetup.coreCount(inList: Substring(list)) == cores)
  }

  @Test func malformedCPUListsAreNotCounted() {
    #expect(EventLoopSetup.coreCount(inList: "3-1") == nil)
    #expect(EventLoopSetup.coreCount(inList: "a") == nil)
    #expect(EventLoopSetup.usableCores() >= 1)
  }
}
