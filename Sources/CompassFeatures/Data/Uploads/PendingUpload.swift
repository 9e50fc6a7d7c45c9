import CompassModels
import Foundation
import SupabaseKit

/// A document's file on its way to the server, kept until the document is recorded: a copy of
/// the picked file on the phone, where its bytes stand (the resumable upload and how much of
/// it the server has), and the document row recorded once every byte is in.
public struct PendingUpload: Codable, Sendable, Identifiable, Equatable {
  /// Where the upload stands.
  public enum State: Codable, Sendable, Equatable {
    /// Not sending: no network yet, or behind another upload.
    case waiting
    case sending
    /// The server will never take it (the file refused, access ended): kept, with the reason,
    /// until the person discards it.
    case refused(String)
  }

  /// The document's id, which the row carries too.
  public let id: UUID
  public let made: Date
  /// The document's title, as the lists name the upload.
  public let title: String
  public let path: String
  public let contentType: String
  public let length: Int64
  /// The document row to record once the file is in.
  public let row: [String: JSONValue]
  public internal(set) var resumable: ResumableUploadState?
  /// The bytes the server has.
  public internal(set) var sent: Int64 = 0
  public internal(set) var state: State = .waiting

  public init(
    id: UUID, made: Date, title: String, path: String, contentType: String, length: Int64,
    row: [String: JSONValue]
  ) {
    self.id = id
    self.made = made
    self.title = title
    self.path = path
    self.contentType = contentType
    self.length = length
    self.row = row
  }

  /// 0…1 of the file the server has.
  public var fraction: Double { Double(sent) / Double(max(length, 1)) }

  public var isRefused: Bool {
    if case .refused = state { true } else { false }
  }

  /// What the lists say beside it: "Uploading… 45%", "Waiting to upload · 45% sent".
  public var note: String {
    let percent = Int((fraction * 100).rounded(.down))
    switch state {
    case .sending: return "Uploading… \(percent)%"
    case .waiting: return sent > 0 ? "Waiting to upload · \(percent)% sent" : "Waiting to upload"
    case .refused(let reason): return "Not uploaded: \(reason)"
    }
  }
}
