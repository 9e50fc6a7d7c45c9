/// One schema change, written out for both databases. Applied changes are recorded in
/// `compass_migrations`; a shipped migration is never edited, only followed by a new one.
struct Migration: Sendable {
  let version: Int
  let name: String
  let sqlite: [String]
  let postgres: [String]

  static let all: [Migration] = [
    initialSchema, storage, webSessions, versionGroupsPerOwner, refreshReuse,
    documentValuesPerGroup, plausibleMetricValues, familyAccounts, calendarFeeds, shareLinks,
    grantsEndWithGranter, oneCurrentVersion, formSubmissions, athleteProfiles, eventTimeZones,
    oneTimeTokens, flowStates, resumableUploads, realtimeChanges, severalInstances, contactLog,
    followUpDigests, uploadStopRequests,
  ]
}
