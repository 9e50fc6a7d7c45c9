import Foundation

/// An export ready to share: its bytes, a file name and its type.
public struct ExportFile: Sendable, Equatable {
  public let data: Data
  public let fileName: String
  public let mimeType: String
}
