import CompassDomain
import CompassFeatures
import CompassLiveServer
import CompassModels
import CompassTestSupport
import Foundation
import SupabaseKit
import Testing

/// Every write every screen model makes, made by a parent with edit access on their own phone:
/// each lands on the athlete on screen, never on the parent's own account, and is read back
/// through the athlete's.
@Suite("Every phone write acts on the athlete on screen, made by an edit parent")
@MainActor
struct EditParentWritesTests {
  /// The athlete's school with a coach, an event there and a metric at it, and a parent who
  /// joined with edit access and sees the athlete.
  private struct Family {
    let athlete: FeatureHarness
    let parent: FeatureHarness
    let school: School
    let coach: Coach
    let event: Event
    let metric: PerformanceMetric

    func rows<Row: Decodable & Sendable>(_ table: String, as row: Row.Type) async throws -> [Row] {
      try await athlete.session.client.from(table).select().execute().value
    }
  }

  private func family(_ athlete: FeatureHarness) async throws -> Family {
    let client = athlete.session.client
    let school: School = try await client.from("schools").insert(
      ["name": "University of Georgia"], returning: .representation
    ).single().execute().value
    let coach: Coach = try await client.from("coaches").insert(
      ["first_name": "Kirk", "last_name": "Smart", "school_id": school.id.description],
      returning: .representation
    ).single().execute().value
    let event: Event = try await client.from("events").insert(
      Event(
        id: Event.ID(UUID()), userID: athlete.user, schoolID: school.id, type: .showcase,
        name: "UGA Elite Showcase", startDate: LocalDate("2026-03-10")!),
      returning: .representation
    ).single().execute().value
    let metric: PerformanceMetric = try await client.from("performance_metrics").insert(
      [
        "metric_type": AnyJSON.string("velocity"), "value": .number(88), "unit": .string("mph"),
        "recorded_date": .string("2026-03-10"), "event_id": .string(event.id.description),
      ], returning: .representation
    ).single().execute().value
    let parent = try await athlete.parent(.edit)
    #expect(parent.session.athlete?.id == athlete.user)
    return Family(
      athlete: athlete, parent: parent, school: school, coach: coach, event: event, metric: metric)
  }

  @Test func createEventAndItsSchoolsLandOnTheAthlete() async throws {
    try await FeatureHarness.run { athlete in
      let family = try await family(athlete)
      let create = family.parent.createEventModel()
      await create.onAppear()
      create.editor.form.type = .camp
      create.editor.form.name = "Parent's Camp"
      create.editor.startDateChanged(LocalDate("2026-04-01"))
      create.editor.schoolChosen(.other(name: "Tiny College"))
      await create.createTapped()
      #expect(create.createdEventID != nil, "\(create.submitError ?? "")")
      create.editor.addSchoolTapped()
      create.editor.newSchool?.name = "Big State"
      await create.editor.saveNewSchoolTapped()
      let events = try await family.rows("events", as: Event.self)
      #expect(events.map(\.name).sorted() == ["Parent's Camp", "UGA Elite Showcase"])
      #expect(events.allSatisfy { $0.userID == athlete.user })
      let schools = try await family.rows("schools", as: School.self)
      #expect(Set(schools.map(\.name)) == ["University of Georgia", "Tiny College", "Big State"])
      #expect(schools.allSatisfy { $0.userID == athlete.user })
    }
  }

  @Test func everyEventDetailWriteLandsOnTheAthlete() async throws {
    try await FeatureHarness.run { athlete in
      let family = try await family(athlete)
      let detail = family.parent.eventDetailModel(family.event.id)
      await detail.onAppear()
      #expect(detail.phase == .loaded)
      detail.editTapped()
      detail.editor?.form.name = "UGA Elite Showcase (Day 1)"
      await detail.saveEditTapped()
      await detail.markAttendedTapped()
      detail.quickLog?.content = "Talked with Coach Smart after the 60."
      await detail.logInteractionTapped()
      await detail.addCoachTapped(family.coach)
      detail.metricTypeChanged(.sixtyTime)
      detail.metricForm.valueText = "6.92"
      await detail.logMetricTapped()
      let logged = try #require(detail.metrics.first { $0.metricType == .sixtyTime })
      detail.deleteMetricTapped(family.metric)
      await detail.deleteMetricConfirmed()
      #expect(detail.actionError == nil, "\(detail.actionError ?? "")")
      let event = try #require(try await family.rows("events", as: Event.self).first)
      #expect(event.name == "UGA Elite Showcase (Day 1)")
      #expect(event.attended)
      #expect(event.coachesPresent == [family.coach.id])
      let interactions = try await family.rows("interactions", as: Interaction.self)
      #expect(interactions.map(\.userID) == [athlete.user])
      let metrics = try await family.rows("performance_metrics", as: PerformanceMetric.self)
      #expect(metrics.map(\.id) == [logged.id])
      #expect(metrics.first?.userID == athlete.user)
      await detail.removeCoachTapped(family.coach)
      #expect(try await family.rows("events", as: Event.self).first?.coachesPresent == [])
      detail.deleteTapped()
      await detail.deleteConfirmed()
      #expect(try await family.rows("events", as: Event.self).isEmpty)
    }
  }

  @Test func listAndDashboardWritesLandOnTheAthlete() async throws {
    try await FeatureHarness.run { athlete in
      let family = try await family(athlete)
      let dashboard = family.parent.performanceModel()
      await dashboard.onAppear()
      dashboard.addTapped()
      dashboard.formTypeChanged(.exitVelo)
      dashboard.form?.valueText = "94.5"
      dashboard.form?.recordedDate = LocalDate("2026-03-12")
      await dashboard.saveTapped()
      dashboard.editTapped(family.metric)
      dashboard.form?.valueText = "89"
      await dashboard.saveTapped()
      var metrics = try await family.rows("performance_metrics", as: PerformanceMetric.self)
      #expect(Set(metrics.map(\.value)) == [89, 94.5])
      #expect(metrics.allSatisfy { $0.userID == athlete.user })
      dashboard.deleteTapped(family.metric)
      await dashboard.deleteConfirmed()
      metrics = try await family.rows("performance_metrics", as: PerformanceMetric.self)
      #expect(metrics.map(\.value) == [94.5])

      let list = family.parent.eventsModel()
      await list.onAppear()
      list.deleteTapped(family.event)
      await list.deleteConfirmed()
      #expect(try await family.rows("events", as: Event.self).isEmpty)
    }
  }

  @Test func everyDocumentWriteLandsOnTheAthlete() async throws {
    try await FeatureHarness.run { athlete in
      let family = try await family(athlete)
      let documents = family.parent.documentsModel()
      await documents.onAppear()
      documents.uploadTapped(type: .transcript)
      documents.draft?.title = "Transcript"
      await documents.filePicked(
        try .file(Data(SampleFiles.pdf("v1")), name: "transcript.pdf", mimeType: "application/pdf"))
      #expect(documents.uploadError == nil, "\(documents.uploadError ?? "")")
      let first = try #require(try await family.rows("documents", as: Document.self).first)
      #expect(first.userID == athlete.user)
      #expect(first.fileURL.hasPrefix(athlete.user.description + "/"))

      let detail = family.parent.documentModel(first.id)
      await detail.onAppear()
      detail.editTapped()
      detail.editForm?.title = "Junior Transcript"
      await detail.saveEditTapped()
      detail.shareTapped()
      detail.shareToggled(family.school.id)
      await detail.addSharesTapped()
      await detail.newVersionPicked(
        try .file(
          Data(SampleFiles.pdf("v2")), name: "transcript-2.pdf", mimeType: "application/pdf"))
      #expect(detail.actionError == nil, "\(detail.actionError ?? "")")
      var stored = try await family.rows("documents", as: Document.self)
      #expect(stored.count == 2)
      #expect(stored.allSatisfy { $0.title == "Junior Transcript" })
      #expect(stored.allSatisfy { $0.sharedWithSchools == [family.school.id] })
      detail.removeShareTapped(family.school.id)
      await detail.removeShareConfirmed()
      let archived = try #require(stored.first { $0.id == first.id })
      detail.restoreTapped(archived)
      await detail.restoreConfirmed()
      stored = try await family.rows("documents", as: Document.self)
      #expect(stored.first { $0.isCurrent }?.id == first.id)
      #expect(stored.allSatisfy { $0.sharedWithSchools.isEmpty })
      let newer = try #require(stored.first { $0.id != first.id })
      detail.deleteVersionTapped(newer)
      await detail.deleteVersionConfirmed()
      #expect(try await family.rows("documents", as: Document.self).map(\.id) == [first.id])
      detail.deleteTapped()
      await detail.deleteConfirmed()
      #expect(try await family.rows("documents", as: Document.self).isEmpty)
      #expect(detail.actionError == nil, "\(detail.actionError ?? "")")
    }
  }

  @Test func coachesLinksAreMadeAndRevokedForTheAthlete() async throws {
    try await FeatureHarness.run { athlete in
      let family = try await family(athlete)
      let links = CoachLinksModel(
        session: family.parent.session,
        repository: ShareLinkRepository(client: family.parent.session.client),
        clock: family.parent.appClock, calendar: FeatureHarness.calendar,
        locale: Locale(identifier: "en_US"))
      let document = Document(
        id: Document.ID(UUID()), userID: athlete.user, type: .transcript, title: "T",
        fileURL: "\(athlete.user)/t.pdf", sharedWithSchools: [family.school.id])
      await links.documentShown(document, versions: [document], schools: [family.school])
      links.makeLinkTapped(for: family.school)
      await links.makeLinkConfirmed()
      #expect(links.created != nil, "\(links.error ?? "")")
      let line = try #require(links.sections.first?.links.first)
      links.revokeTapped(line)
      await links.revokeConfirmed()
      struct Link: Decodable, Sendable {
        let userID: UserID
        let revokedAt: String?
        enum CodingKeys: String, CodingKey {
          case userID = "user_id"
          case revokedAt = "revoked_at"
        }
      }
      let stored = try await family.rows("share_links", as: Link.self)
      #expect(stored.map(\.userID) == [athlete.user])
      #expect(stored.first?.revokedAt != nil)
    }
  }
}
