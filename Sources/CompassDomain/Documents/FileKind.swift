/// The kinds of file whose bytes are checked (`FileContents`), with how each is recognized.
enum FileKind {
  case png, jpeg, gif, webp, isoMedia, webm, ogg, mp3, wav, aac, pdf, zip, oldOffice, text

  init?(essence: String) {
    switch essence {
    case "image/png": self = .png
    case "image/jpeg", "image/jpg", "image/pjpeg": self = .jpeg
    case "image/gif": self = .gif
    case "image/webp": self = .webp
    case "video/mp4", "video/quicktime", "video/x-m4v", "audio/mp4", "audio/x-m4a", "image/heic",
      "image/heif", "image/avif", "video/3gpp":
      self = .isoMedia
    case "video/webm", "audio/webm": self = .webm
    case "video/ogg", "audio/ogg", "application/ogg": self = .ogg
    case "audio/mpeg", "audio/mp3": self = .mp3
    case "audio/wav", "audio/x-wav", "audio/wave": self = .wav
    case "audio/aac": self = .aac
    case "application/pdf": self = .pdf
    case "application/zip",
      "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      "application/vnd.openxmlformats-officedocument.presentationml.presentation":
      self = .zip
    case "application/msword", "application/vnd.ms-excel", "application/vnd.ms-powerpoint":
      self = .oldOffice
    case "text/plain", "text/csv": self = .text
    default: return nil
    }
  }

  /// "an MP4 video", "a PDF" …: the kind as the message names it.
  static func label(of essence: String) -> String {
    switch essence {
    case "video/mp4", "video/x-m4v": "an MP4 video"
    case "video/quicktime": "a QuickTime video"
    case "application/pdf": "a PDF"
    case "image/png": "a PNG image"
    case "image/jpeg", "image/jpg", "image/pjpeg": "a JPEG image"
    case "text/plain", "text/csv": "text"
    default:
      essence.hasPrefix("video/")
        ? "a video"
        : essence.hasPrefix("image/")
          ? "an image" : essence.hasPrefix("audio/") ? "audio" : "its type (\(essence))"
    }
  }

  func isReadable(_ file: ByteFile) async throws -> Bool {
    switch self {
    case .png:
      try await Self.all(
        { try await file.has([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) },
        { try await file.has(Array("IHDR".utf8), at: 12) },
        { try await file.ends(with: Array("IEND".utf8), within: 64) })
    case .jpeg: try await JPEGSegments.readable(file)
    case .gif:
      try await Self.all(
        { try await [Array("GIF87a".utf8), Array("GIF89a".utf8)].contains(file.bytes(at: 0, 6)) },
        { try await file.ends(with: [0x3B], within: 16) })
    case .webp: try await RIFF.readable(file, form: "WEBP")
    case .wav: try await RIFF.readable(file, form: "WAVE")
    case .isoMedia: try await ISOMediaBoxes.readable(file)
    case .webm: try await EBML.readable(file)
    case .ogg: try await file.has(Array("OggS".utf8))
    case .mp3: try await Self.isMP3(file)
    case .aac: try await Self.isAAC(file)
    case .pdf:
      try await Self.all(
        { try await file.starts(with: Array("%PDF-".utf8), within: 1024) },
        { try await file.ends(with: Array("%%EOF".utf8), within: 2048) })
    case .zip:
      try await Self.all(
        { try await file.has([0x50, 0x4B, 0x03, 0x04]) },
        { try await file.ends(with: [0x50, 0x4B, 0x05, 0x06], within: 65_557) })
    case .oldOffice: try await file.has([0xD0, 0xCF, 0x11, 0xE0, 0xA1, 0xB1, 0x1A, 0xE1])
    case .text: try await Self.isText(file)
    }
  }

  /// Whether every check holds, stopping at the first that does not.
  private static func all(_ checks: (() async throws -> Bool)...) async throws -> Bool {
    for check in checks where try await !check() { return false }
    return true
  }

  private static func isMP3(_ file: ByteFile) async throws -> Bool {
    if try await file.has(Array("ID3".utf8)) { return true }
    guard let head = try await file.bytes(at: 0, 2) else { return false }
    return head[0] == 0xFF && head[1] & 0xE0 == 0xE0
  }

  private static func isAAC(_ file: ByteFile) async throws -> Bool {
    if try await file.has(Array("ADIF".utf8)) { return true }
    guard let head = try await file.bytes(at: 0, 2) else { return false }
    return head[0] == 0xFF && head[1] & 0xF6 == 0xF0
  }

  /// Text: UTF-8 without NUL bytes in its first 64 KiB (a character cut at that edge is fine).
  private static func isText(_ file: ByteFile) async throws -> Bool {
    let length = Int(min(file.size, 64 << 10))
    guard let head = try await file.bytes(at: 0, length) else { return false }
    guard !head.contains(0) else { return false }
    var decoder = UTF8()
    var iterator = head.makeIterator()
    var decoded = 0
    while true {
      switch decoder.decode(&iterator) {
      case .scalarValue(let scalar): decoded += scalar.utf8.count
      case .emptyInput: return true
      case .error: return length < file.size && decoded >= length - 3
      }
    }
  }
}
