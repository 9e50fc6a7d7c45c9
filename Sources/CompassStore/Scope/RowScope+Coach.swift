import CompassModels
import Foundation
import SQLKit

extension RowScope {
  /// What a coach's link reads of `table`: the athlete's current documents shared with the
  /// link's school, the athlete's profiles, the school itself, when the link includes them the
  /// athlete's verified metrics and the events that verified them, and when the athlete's
  /// profile shows them the showcases, games and camps not yet over, a camp only when it is
  /// the link's school's or no school's (never a visit, never another program's camp). Any other table reads nothing.
  static func shared(with grant: ShareGrant, on table: TableSchema, builder: SQLBuilder) throws
    -> SQLQueryString
  {
    let athlete = FilterOperand.typed(grant.athlete.storeValue)
    let owner = FilterNode.condition(column: table.ownerColumn, operator: .eq, operand: athlete)
    let nodes: [FilterNode]
    switch table.name {
    case TableRegistry.documents.name:
      nodes = [
        owner, .condition(column: "is_current", operator: .is, operand: .value("true")),
        .condition(
          column: "shared_with_schools", operator: .cs, operand: .typed(.uuids([grant.school.uuid]))
        ),
      ]
    case TableRegistry.performanceMetrics.name where grant.includesMetrics:
      nodes = [owner, .condition(column: "verified", operator: .is, operand: .value("true"))]
    case TableRegistry.profiles.name:
      nodes = [.condition(column: "id", operator: .eq, operand: athlete)]
    case TableRegistry.athleteProfiles.name:
      nodes = [owner]
    case TableRegistry.events.name:
      return try events(of: grant, builder: builder)
    case TableRegistry.schools.name:
      nodes = [
        owner, .condition(column: "id", operator: .eq, operand: .typed(grant.school.storeValue)),
      ]
    default:
      return "1 = 0"
    }
    return "(\(try builder.conditions(nodes)))"
  }

  /// The events a coach's link reads: an athlete's showcases, games and camps (the link's
  /// school's or no school's) ending no earlier than yesterday (in UTC, so no zone's today is cut) when the profile shows them, and the
  /// events behind verified metrics the link includes.
  private static func events(of grant: ShareGrant, builder: SQLBuilder) throws -> SQLQueryString {
    let athlete = { builder.placeholder(BoundValue(value: grant.athlete.description, type: .uuid)) }
    let today = Int((Date().timeIntervalSince1970 / 86_400).rounded(.down))
    let yesterday = LocalDate(dayNumber: today - 1)
    let shownTypes = [EventType.showcase, .game].map { "'\($0.rawValue)'" }
      .joined(separator: ", ")
    let school = builder.placeholder(BoundValue(value: grant.school.description, type: .uuid))
    let upcoming: SQLQueryString = """
      (EXISTS (SELECT 1 FROM athlete_profiles WHERE athlete_profiles.user_id = \(athlete()) \
      AND athlete_profiles.shows_upcoming_events) \
      AND (type IN (\(unsafeRaw: shownTypes)) OR (type = 'camp' AND (school_id IS NULL OR school_id = \(school)))) \
      AND COALESCE(end_date, start_date) >= \(builder.placeholder(BoundValue(value: yesterday.description, type: .date))))
      """
    let verifying: SQLQueryString =
      grant.includesMetrics
      ? "id IN (SELECT event_id FROM performance_metrics WHERE performance_metrics.user_id = \(athlete()) AND performance_metrics.verified)"
      : "1 = 0"
    return "(user_id = \(athlete()) AND (\(upcoming) OR \(verifying)))"
  }
}

/// What one coach's link opens: the current documents the athlete shared with the link's
/// school, the athlete's profile and that school, and (when the link includes them) the
/// athlete's verified metrics; nothing else, and nothing is changed. `files` are the stored
/// files of the documents the scoping layer let the link read, the only objects it may open.
package struct ShareGrant: Sendable, Equatable {
  package let link: ShareLinkRecord.ID
  package let athlete: UserID
  package let school: School.ID
  package let includesMetrics: Bool
  package var files: Set<String> = []

  package init(
    link: ShareLinkRecord.ID, athlete: UserID, school: School.ID, includesMetrics: Bool
  ) {
    self.link = link
    self.athlete = athlete
    self.school = school
    self.includesMetrics = includesMetrics
  }
}
