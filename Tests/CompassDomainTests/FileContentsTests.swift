import CompassDomain
import CompassTestSupport
import Foundation
import Testing

/// Issue 38, item 10: a file is checked to be the kind its type says before it is kept.
@Suite("Files: a file is what its type says")
struct FileContentsTests {
  private func problem(_ bytes: [UInt8], as type: String) async throws -> String? {
    try await FileContents.problem(mimeType: type, size: Int64(bytes.count)) { offset, count in
      let start = Int(offset)
      return Array(bytes[start..<min(start + count, bytes.count)])
    }
  }

  private static let media = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../../Sources/CompassServer/Demo/Media").standardizedFileURL

  @Test func filesOfEachKindRead() async throws {
    let demoClip = try [UInt8](
      Data(contentsOf: Self.media.appendingPathComponent("highlights.mp4")))
    let demoLetter = try [UInt8](
      Data(contentsOf: Self.media.appendingPathComponent("recommendation-letter.jpg")))
    let readable: [([UInt8], String)] = [
      (SampleFiles.pdf(), "application/pdf"), (SampleFiles.mp4(), "video/mp4"),
      (SampleFiles.mp4(), "Video/QuickTime; x=1"), (SampleFiles.png, "image/png"),
      (SampleFiles.jpeg, "image/jpeg"), (demoClip, "video/mp4"), (demoLetter, "image/jpeg"),
      (Array("Coach's notes — 90 mph\n".utf8), "text/plain"),
      (Array("GIF89a".utf8) + [1, 0, 1, 0, 0x3B], "image/gif"),
      (Array("RIFF".utf8) + [4, 0, 0, 0] + Array("WEBP".utf8), "image/webp"),
      ([0x1A, 0x45, 0xDF, 0xA3, 0x81, 0x42, 0x18, 0x53, 0x80, 0x67, 0x80], "video/webm"),
      ([0x50, 0x4B, 0x03, 0x04, 0, 0, 0x50, 0x4B, 0x05, 0x06, 0, 0], "application/zip"),
      (Array("ID3".utf8) + [3, 0], "audio/mpeg"),
      ([0, 1, 2], "application/octet-stream"),
    ]
    for (bytes, type) in readable {
      #expect(try await problem(bytes, as: type) == nil, "\(type)")
    }
  }

  @Test func aFileThatIsNotWhatItSaysIsRefusedInPlainWords() async throws {
    let clip = SampleFiles.mp4()
    let unreadable: [([UInt8], String)] = [
      (Array(clip.dropLast(3)), "video/mp4"),
      (clip + [0, 0], "video/mp4"),
      (SampleFiles.box("ftyp", Array("isom".utf8)) + SampleFiles.box("mdat", [1, 2]), "video/mp4"),
      (
        SampleFiles.box("ftyp", []) + SampleFiles.box("moov", SampleFiles.box("trak", [])),
        "video/mp4"
      ),
      ([0, 0, 0, 1] + Array("mdat".utf8) + [UInt8](repeating: 0xFF, count: 8), "video/mp4"),
      (SampleFiles.png, "video/mp4"),
      (Array("not a video at all".utf8), "video/quicktime"),
      ([], "video/mp4"),
      (Array("%PDF-1.4 cut short".utf8), "application/pdf"),
      (Array(SampleFiles.png.dropLast(12)), "image/png"),
      (SampleFiles.jpeg, "image/png"),
      ([0xFF, 0xD8, 0xFF, 0xDA, 0x00, 0x02, 0xFF, 0xD9], "image/jpeg"),
      ([0xFF, 0xD8, 0xFF, 0xE0, 0xFF, 0xFF], "image/jpeg"),
      (Array("GIF89a".utf8) + [1, 0], "image/gif"),
      (Array("RIFF".utf8) + [0xFF, 0, 0, 0] + Array("WEBP".utf8), "image/webp"),
      ([0x1A, 0x45, 0xDF, 0xA3, 0x81, 0x42, 0, 0, 0, 0], "video/webm"),
      ([0x1A, 0x45, 0xDF, 0xA3, 0x01, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF], "video/webm"),
      (Array("hello".utf8) + [0] + Array("world".utf8), "text/plain"),
      ([0xC3, 0x28, 0x41], "text/plain"),
    ]
    for (bytes, type) in unreadable {
      let said = try await problem(bytes, as: type)
      #expect(said == FileContents.message(for: type), "\(type) \(bytes.prefix(16))")
    }
    #expect(
      FileContents.message(for: "video/mp4")
        == "This file can’t be read as an MP4 video: it may be damaged, cut short while copying, "
        + "or a different kind of file renamed. Choose another file.")
  }

  @Test func aLongTextIsReadOnlyAsFarAsItsStart() async throws {
    let line = Array("Sat 86-88, touched 89 — slider 76-78.\n".utf8)
    var text: [UInt8] = []
    while text.count <= 1 << 20 { text += line }
    #expect(try await problem(text, as: "text/plain") == nil, "a character cut at the edge is fine")
  }
}
