import Foundation

/// The names given so far in an archive, so two files never share one ("Letter v1 (2).pdf").
public struct ArchiveNames: Sendable {
  private var taken: Set<String> = []

  public init() {}

  public mutating func unique(_ name: String) -> String {
    var candidate = name
    var number = 2
    while taken.contains(candidate.lowercased()) {
      let ext = (name as NSString).pathExtension
      let base = ext.isEmpty ? name : String(name.dropLast(ext.count + 1))
      candidate = "\(base) (\(number))" + (ext.isEmpty ? "" : "." + ext)
      number += 1
    }
    taken.insert(candidate.lowercased())
    return candidate
  }
}
