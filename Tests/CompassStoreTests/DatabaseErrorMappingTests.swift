import AsyncKit
import CompassStore
import Testing

@Suite("Database errors: a busy pool is a 503, not a server error")
struct DatabaseErrorMappingTests {
  @Test func aPoolThatWaitedTooLongOrClosedIsUnavailable() {
    #expect(
      DatabaseErrorMapping.kind(of: ConnectionPoolTimeoutError.connectionRequestTimeout)
        == .unavailable)
    #expect(DatabaseErrorMapping.kind(of: ConnectionPoolError.shutdown) == .unavailable)
    #expect(DatabaseErrorMapping.refusal(CancellationError()) == nil)
  }
}
