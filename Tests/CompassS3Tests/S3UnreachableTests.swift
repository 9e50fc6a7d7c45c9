import CompassS3
import Foundation
import NIOCore
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// A store that cannot be reached is an `S3Error` of its own (503 `StoreUnreachable`), never a
/// transport error the server would not know to answer.
@Suite("S3: a store that cannot be reached")
struct S3UnreachableTests {
  /// A port that was free a moment ago, with nothing listening on it.
  private func closedPort() throws -> Int {
    let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    defer { close(descriptor) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let bound = withUnsafeMutablePointer(to: &address) { pointer in
      pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { generic in
        bind(descriptor, generic, length) == 0 && getsockname(descriptor, generic, &length) == 0
      }
    }
    guard bound else { throw POSIXError(.EADDRINUSE) }
    return Int(UInt16(bigEndian: address.sin_port))
  }

  @Test func everyCallToAStoreThatIsNotThereSaysSo() async throws {
    let port = try closedPort()
    let client = S3Client(
      location: try S3Location("s3://gone?endpoint=http://127.0.0.1:\(port)&path-style=1"),
      credentials: S3Credentials(accessKey: "key", secretKey: "secret"))
    let calls: [@Sendable () async throws -> Void] = [
      { try await client.put("a", body: .bytes(ByteBuffer(string: "x"))) },
      { _ = try await client.get("a", range: 0...0) },
      { _ = try await client.list(prefix: "") },
      { try await client.delete("a") },
    ]
    for call in calls {
      await #expect {
        try await call()
      } throws: { error in
        (error as? S3Error)?.status == 503 && (error as? S3Error)?.code == "StoreUnreachable"
      }
    }
  }
}
