import CompassDomain
import CompassModels
import Foundation
import SupabaseKit

/// An account's rows counted and its stored files found, through the same calls on both
/// backends.
struct AccountFiles: Sendable {
  static let bucket = "documents"
  /// Folders below the athlete's own: a document's version group, then its files.
  static let depth = 3

  let client: SupabaseClient

  /// How many rows of each kind `user`'s data holds.
  func count(of user: UserID) async throws -> AccountContents {
    func rows(_ table: String) async throws -> Int {
      try await client.from(table).select("id", head: true, count: .exact)
        .eq("user_id", value: user.description).execute().count ?? 0
    }
    var contents = AccountContents()
    contents.events = try await rows("events")
    contents.metrics = try await rows("performance_metrics")
    contents.documents = try await rows("documents")
    contents.schools = try await rows("schools")
    contents.coaches = try await rows("coaches")
    contents.interactions = try await rows("interactions")
    contents.followUps = try await rows("follow_ups")
    let paths = try await paths(in: user.description, depth: Self.depth)
    contents.files = paths.count
    return contents
  }

  /// Removes every stored file of `user`'s folder.
  func removeAll(of user: UserID) async throws {
    let paths = try await paths(in: user.description, depth: Self.depth)
    for start in stride(from: 0, to: paths.count, by: 100) {
      _ = try await client.storage.from(Self.bucket)
        .remove(paths: Array(paths[start..<min(start + 100, paths.count)]))
    }
  }

  /// Every file under `folder`, `depth` folders deep at most.
  private func paths(in folder: String, depth: Int) async throws -> [String] {
    var found: [String] = []
    var offset = 0
    while true {
      let page = try await client.storage.from(Self.bucket).list(
        path: folder, limit: 100, offset: offset)
      for item in page {
        let path = folder + "/" + item.name
        if item.id != nil {
          found.append(path)
        } else if depth > 0 {
          found += try await paths(in: path, depth: depth - 1)
        }
      }
      guard page.count == 100 else { return found }
      offset += 100
    }
  }
}
