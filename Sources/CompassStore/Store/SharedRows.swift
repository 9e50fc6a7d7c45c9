import CompassDomain
import CompassModels
import Foundation

/// What a coach's link reads, all through the one scoping layer as `.coach(grant)`: the
/// athlete's profile, the school, the current documents shared with it and, when the link
/// includes them, the verified metrics.
package struct SharedRows: Sendable {
  /// The athlete as the page introduces them; never their account's e-mail.
  package struct Athlete: Decodable, Sendable, Equatable {
    package let displayName: String
    package let graduationYear: Int?
    package let sport: String?
    package let position: String?
    package let highSchool: String?

    enum CodingKeys: String, CodingKey {
      case sport, position
      case displayName = "display_name"
      case graduationYear = "graduation_year"
      case highSchool = "high_school"
    }
  }

  let engine: RestEngine
  let grant: ShareGrant

  package init(engine: RestEngine, grant: ShareGrant) {
    self.engine = engine
    self.grant = grant
  }

  private var data: ScopedData {
    ScopedData(engine: engine, caller: .coach(grant), athlete: grant.athlete)
  }

  package func athlete() async throws -> Athlete? {
    try await engine.select(
      TableRegistry.profiles, RestQuery(), scope: RowScope(caller: .coach(grant)), count: false
    ).rows.first.flatMap { try? JSONDecoder().decode(Athlete.self, from: Data($0.utf8)) }
  }

  package func school() async throws -> School? {
    try await data.schools.list(order: []).first
  }

  /// The documents shared with the school, newest first.
  package func documents() async throws -> [Document] {
    try await data.documents.list(order: [.descending(.createdAt), .ascending(.title)])
  }

  /// The shared document `id`, or `nil` when the link does not open it.
  package func document(_ id: Document.ID) async throws -> Document? {
    try await data.documents.find(id)
  }

  /// The verified metrics, oldest first (none unless the link includes them).
  package func metrics() async throws -> [PerformanceMetric] {
    guard grant.includesMetrics else { return [] }
    return try await data.metrics.list(order: [.ascending(.recordedDate)])
  }
}
