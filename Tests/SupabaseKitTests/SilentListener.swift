import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A TCP port that accepts connections into its backlog and never answers: a hung server.
final class SilentListener: Sendable {
  let port: Int
  private let descriptor: Int32

  init() throws {
    (descriptor, port) = try Self.bound()
    guard listen(descriptor, 16) == 0 else { throw POSIXError(.EADDRINUSE) }
  }

  func close() {
    _ = SilentListener.closeSocket(descriptor)
  }

  /// A port that was free a moment ago, with nothing listening on it.
  static func unusedPort() throws -> Int {
    let (descriptor, port) = try bound()
    _ = closeSocket(descriptor)
    return port
  }

  private static func closeSocket(_ descriptor: Int32) -> Int32 {
    #if canImport(Glibc)
      Glibc.close(descriptor)
    #else
      Darwin.close(descriptor)
    #endif
  }

  private static func bound() throws -> (Int32, Int) {
    #if canImport(Glibc)
      let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    #else
      let descriptor = socket(AF_INET, SOCK_STREAM, 0)
    #endif
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    address.sin_port = 0
    let length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, length) }
    }
    guard bound == 0 else { throw POSIXError(.EADDRINUSE) }
    var actual = sockaddr_in()
    var actualLength = length
    _ = withUnsafeMutablePointer(to: &actual) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        getsockname(descriptor, $0, &actualLength)
      }
    }
    return (descriptor, Int(UInt16(bigEndian: actual.sin_port)))
  }
}
