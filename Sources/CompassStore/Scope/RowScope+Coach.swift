import SQLKit

extension RowScope {
  /// What a coach's link reads of `table`: the athlete's current documents shared with the
  /// link's school, the athlete's profile, the school itself and, when the link includes them,
  /// the athlete's verified metrics. Any other table reads nothing.
  static func shared(with grant: ShareGrant, on table: TableSchema, builder: SQLBuilder) throws
    -> SQLQueryString
  {
    let athlete = grant.athlete.description
    let owner = FilterNode.condition(
      column: table.ownerColumn, operator: .eq, operand: .value(athlete))
    let nodes: [FilterNode]
    switch table.name {
    case TableRegistry.documents.name:
      nodes = [
        owner, .condition(column: "is_current", operator: .is, operand: .value("true")),
        .condition(
          column: "shared_with_schools", operator: .cs, operand: .value("{\(grant.school)}")),
      ]
    case TableRegistry.performanceMetrics.name where grant.includesMetrics:
      nodes = [owner, .condition(column: "verified", operator: .is, operand: .value("true"))]
    case TableRegistry.profiles.name:
      nodes = [.condition(column: "id", operator: .eq, operand: .value(athlete))]
    case TableRegistry.schools.name:
      nodes = [owner, .condition(column: "id", operator: .eq, operand: .value(grant.school))]
    default:
      return "1 = 0"
    }
    return "(\(try builder.conditions(nodes)))"
  }
}
