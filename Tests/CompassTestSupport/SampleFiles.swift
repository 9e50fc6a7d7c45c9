/// The smallest files of each kind that read as that kind (their signature and structure), for
/// tests that upload a file: an upload is checked to be what its type says.
public enum SampleFiles {
  /// A PDF: its header, one line of `text`, and its end marker.
  public static func pdf(_ text: String = "transcript") -> [UInt8] {
    Array("%PDF-1.4\n% \(text)\n%%EOF\n".utf8)
  }

  /// An MP4: `ftyp`, a movie box with its header and one track, and `payload` as media data.
  public static func mp4(_ payload: [UInt8]) -> [UInt8] {
    box("ftyp", Array("isom".utf8) + [0, 0, 2, 0] + Array("isommp42".utf8))
      + box("moov", box("mvhd", [UInt8](repeating: 0, count: 100)) + box("trak", []))
      + box("mdat", payload)
  }

  /// The start of an MP4 whose media data, `mediaBytes` long, follows it (for a file written
  /// in pieces).
  public static func mp4Header(mediaBytes: Int) -> [UInt8] {
    let whole = mp4([])
    return Array(whole.dropLast(8)) + bigEndian(UInt32(8 + mediaBytes)) + Array("mdat".utf8)
  }

  /// An MP4 whose media data is `text`.
  public static func mp4(_ text: String = "clip") -> [UInt8] {
    mp4(Array(text.utf8))
  }

  /// A PNG: the signature, a header chunk and the end chunk (checksums are not checked).
  public static let png: [UInt8] =
    [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    + chunk("IHDR", [0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0]) + chunk("IEND", [])

  /// A JPEG: start of image, an application segment, a frame header, a scan and the end.
  public static let jpeg: [UInt8] =
    [0xFF, 0xD8]
    + [0xFF, 0xE0, 0x00, 0x10] + Array("JFIF".utf8) + [0, 1, 1, 0, 0, 1, 0, 1, 0, 0]
    + [0xFF, 0xC0, 0x00, 0x0B, 8, 0, 1, 0, 1, 1, 1, 0x11, 0]
    + [0xFF, 0xDA, 0x00, 0x08, 1, 1, 0, 0, 0x3F, 0] + [0x12, 0x34] + [0xFF, 0xD9]

  /// An ISO media box of `type` holding `body`.
  public static func box(_ type: String, _ body: [UInt8]) -> [UInt8] {
    bigEndian(UInt32(8 + body.count)) + Array(type.utf8) + body
  }

  private static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
    bigEndian(UInt32(data.count)) + Array(type.utf8) + data + [0, 0, 0, 0]
  }

  private static func bigEndian(_ value: UInt32) -> [UInt8] {
    [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) }
  }
}
