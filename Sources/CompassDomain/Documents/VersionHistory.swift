import CompassModels

/// All versions of one document, newest first, with exactly one current.
public struct VersionHistory: Hashable, Sendable {
  /// Newest first.
  public let versions: [Document]

  /// Orders the versions and repairs the current flag: if none or several rows claim to be
  /// current, the newest of the claimants (or the newest version) is the current one.
  public init(versions: [Document]) {
    let ordered = versions.sorted {
      $0.version != $1.version ? $0.version > $1.version : $0.id < $1.id
    }
    let currentID = (ordered.first(where: \.isCurrent) ?? ordered.first)?.id
    self.versions = ordered.map { version in
      var copy = version
      copy.isCurrent = version.id == currentID
      return copy
    }
  }

  public var current: Document? { versions.first(where: \.isCurrent) }

  /// The older versions a user can restore.
  public var restorable: [Document] { versions.filter { !$0.isCurrent } }

  /// The number an uploaded version gets: one more than the highest so far.
  public var nextVersionNumber: Int { (versions.map(\.version).max() ?? 0) + 1 }

  /// The history after restoring `id`: it becomes the only current version. `nil` if `id` is
  /// not in this history.
  public func restoring(_ id: Document.ID) -> VersionHistory? {
    guard versions.contains(where: { $0.id == id }) else { return nil }
    return VersionHistory(
      versions: versions.map { version in
        var copy = version
        copy.isCurrent = version.id == id
        return copy
      })
  }

  /// Every file the document group holds, for deleting them all with the document.
  public var filePaths: [String] { versions.map(\.fileURL).filter { !$0.isEmpty } }

  public static let empty = "No previous versions"
  public static let restoreConfirmation =
    "Restore this version? The current version will be marked as archived."
}
