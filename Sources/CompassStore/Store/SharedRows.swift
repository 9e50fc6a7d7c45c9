import CompassDomain
import CompassModels
import Foundation

/// What a coach's link reads, all through the one scoping layer as `.coach(grant)`: the
/// athlete's profile, the school, the current documents shared with it and, when the link
/// includes them, the verified metrics.
package struct SharedRows: Sendable {
  let engine: RestEngine
  let grant: ShareGrant

  package init(engine: RestEngine, grant: ShareGrant) {
    self.engine = engine
    self.grant = grant
  }

  private var data: ScopedData {
    ScopedData(engine: engine, caller: .coach(grant), athlete: grant.athlete)
  }

  /// The athlete as the page introduces them (their name and time zone); never their
  /// account's e-mail.
  package func athlete() async throws -> ProfileRecord? {
    try await data.profiles.list(order: []).first
  }

  /// Who the athlete is to a coach, when the family has said.
  package func profile() async throws -> AthleteProfile? {
    try await data.athleteProfiles.list(order: []).first
  }

  /// The events the link may read (`RowScope`): upcoming ones when the profile shows them, and
  /// those behind the verified metrics it includes; in date order.
  package func events() async throws -> [Event] {
    try await data.events.list(order: [.ascending(.startDate), .ascending(.startTime)])
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

extension SharedRows {
  /// The subject a coach's reply is filed under in the family's contact log.
  package static let replySubject = "Reply from your coaches' page"

  /// The most replies one school's coaches may leave in a day, so an open link cannot flood
  /// the family's log.
  package static let repliesPerDay = 10

  /// Files a coach's reply as a message received from the link's school, once for each
  /// `id` (a reply sent again is the same one); `false` when the school has reached today's
  /// limit. The server writes it on the link's behalf: a coach's link changes nothing else.
  package func reply(_ content: String, id: Interaction.ID, at now: Date) async throws -> Bool {
    let family = ScopedData(engine: engine, caller: .serviceRole, athlete: grant.athlete)
    let recent = try await family.interactions.count(where: [
      .equals(.userID, grant.athlete), .equals(.schoolID, grant.school),
      .equals(.subject, Self.replySubject), .atLeast(.occurredAt, now.addingTimeInterval(-86_400)),
    ])
    if try await family.interactions.find(id) != nil { return true }
    guard recent < Self.repliesPerDay else { return false }
    var values = RowValues<Interaction>()
    values[.userID] = grant.athlete.storeValue
    values[.schoolID] = grant.school.storeValue
    values[.type] = InteractionType.email.storeValue
    values[.direction] = InteractionDirection.inbound.storeValue
    values[.subject] = .text(Self.replySubject)
    values[.content] = .text(content)
    values[.occurredAt] = .instant(now)
    try await family.interactions.insertOnce(values, id: id)
    return true
  }
}
