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

  /// A long history shows this many versions until the user asks for the rest.
  public static let shownCount = 10

  /// The versions listed: all of them, or (until `showingAll`) the newest ten plus the current
  /// one wherever it is, newest first.
  public func listed(showingAll: Bool) -> [Document] {
    guard !showingAll, versions.count > Self.shownCount else { return versions }
    let newest = versions.prefix(Self.shownCount)
    guard let current, !newest.contains(where: { $0.id == current.id }) else {
      return Array(newest)
    }
    return Array(newest) + [current]
  }

  /// "Show 4 older versions" under a shortened list; `nil` when every version is listed.
  public func showMoreLabel(showingAll: Bool) -> String? {
    let hidden = versions.count - listed(showingAll: showingAll).count
    guard hidden > 0 else { return nil }
    return hidden == 1 ? "Show 1 older version" : "Show \(hidden) older versions"
  }

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

  /// The history after `saved` was written: it takes its row's place, and every version takes
  /// its type, title, description, school and sharing, as the database keeps them.
  public func saving(_ saved: Document) -> VersionHistory {
    VersionHistory(
      versions: versions.map { $0.id == saved.id ? saved : $0.withGroupValues(of: saved) })
  }

  /// Whether `version` may be deleted on its own: an archived version, never the current one.
  public func canDelete(_ version: Document) -> Bool {
    versions.contains { $0.id == version.id && !$0.isCurrent }
  }

  /// The history without the deleted version `id`.
  public func removing(_ id: Document.ID) -> VersionHistory {
    VersionHistory(versions: versions.filter { $0.id != id })
  }

  /// The button that deletes the whole document, naming the versions that go with it.
  public var deleteDocumentLabel: String {
    versions.count > 1 ? "Delete document (all versions)" : "Delete document"
  }

  /// What a screen reader says for that button.
  public var deleteDocumentAccessibilityLabel: String {
    "\(deleteDocumentLabel). This action cannot be undone."
  }

  /// The question before deleting the whole document.
  public var deleteDocumentConfirmation: String {
    guard versions.count > 1 else { return DocumentEditMessage.deleteConfirmation }
    return
      "Are you sure you want to delete this document and all \(versions.count) versions? This action cannot be undone."
  }

  public static let deleteVersionLabel = "Delete this version"

  /// The question before deleting one archived version.
  public static func deleteVersionConfirmation(_ version: Document) -> String {
    "Delete version \(version.version)? Its file is deleted; the current version and the others stay. This action cannot be undone."
  }

  /// Every file the document group holds, for deleting them all with the document.
  public var filePaths: [String] { versions.map(\.fileURL).filter { !$0.isEmpty } }

  public static let empty = "No previous versions"
  public static let restoreConfirmation =
    "Restore this version? The current version will be marked as archived."
}

extension Document {
  /// This version with `other`'s type, title, description, school and sharing: what describes
  /// and shares a document belongs to all its versions.
  public func withGroupValues(of other: Document) -> Document {
    var copy = self
    copy.type = other.type
    copy.title = other.title
    copy.description = other.description
    copy.schoolID = other.schoolID
    copy.sharedWithSchools = other.sharedWithSchools
    return copy
  }
}
