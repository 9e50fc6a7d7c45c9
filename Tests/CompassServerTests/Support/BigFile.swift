import CompassTestSupport
import Foundation
import Synchronization
import Testing

/// Large test files written and compared a mebibyte at a time.
enum BigFile {
  /// An MP4 (its boxes, then `bytes` of media data), which reads as a video.
  static func write(to url: URL, bytes: Int) throws {
    #expect(FileManager.default.createFile(atPath: url.path, contents: nil))
    let handle = try FileHandle(forWritingTo: url)
    defer { try? handle.close() }
    try handle.write(contentsOf: Data(SampleFiles.mp4Header(mediaBytes: bytes)))
    let block = 1 << 20
    var data = Data((0..<block).map { UInt8(truncatingIfNeeded: $0 &* 7) })
    for index in 0..<(bytes / block) {
      withUnsafeBytes(of: UInt64(index)) { data.replaceSubrange(0..<8, with: $0) }
      try handle.write(contentsOf: data)
    }
  }

  static func same(_ left: URL, _ right: URL) throws -> Bool {
    let first = try FileHandle(forReadingFrom: left)
    let second = try FileHandle(forReadingFrom: right)
    defer {
      try? first.close()
      try? second.close()
    }
    while true {
      let a = try first.read(upToCount: 1 << 20) ?? Data()
      let b = try second.read(upToCount: 1 << 20) ?? Data()
      if a != b { return false }
      if a.isEmpty { return true }
    }
  }
}

/// The highest resident memory seen while some work runs: of a server process, or of this one.
final class MemoryGauge: Sendable {
  private let highest = Mutex(0)
  private let reading: @Sendable () -> Int

  init(reading: @escaping @Sendable () -> Int = MemoryGauge.residentBytes) {
    self.reading = reading
  }

  var peak: Int { highest.withLock { $0 } }

  func watch<T: Sendable>(_ work: @Sendable () async throws -> T) async throws -> T {
    let sampler = Task {
      while !Task.isCancelled {
        record()
        try? await Task.sleep(for: .milliseconds(5))
      }
    }
    defer { sampler.cancel() }
    let result = try await work()
    record()
    return result
  }

  private func record() {
    let now = reading()
    highest.withLock { $0 = max($0, now) }
  }

  /// Resident pages from `/proc/self/statm`, in bytes.
  static func residentBytes() -> Int {
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else {
      return 0
    }
    let fields = text.split(separator: " ")
    return fields.count > 1 ? (Int(fields[1]) ?? 0) * Int(sysconf(Int32(_SC_PAGESIZE))) : 0
  }
}
