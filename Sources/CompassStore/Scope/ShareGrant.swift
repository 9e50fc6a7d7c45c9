import CompassModels

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
