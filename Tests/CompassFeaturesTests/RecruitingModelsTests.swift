import CompassDomain
import CompassFeatures
import CompassModels
import Foundation
import SupabaseKit
import Testing

extension FeatureHarness {
  func followUpsModel() -> FollowUpsModel {
    FollowUpsModel(
      session: session, repository: RecruitingRepository(client: session.client),
      clock: appClock, calendar: Self.calendar)
  }

  func contactLogModel() -> ContactLogModel {
    ContactLogModel(
      session: session, repository: RecruitingRepository(client: session.client),
      clock: appClock, calendar: Self.calendar, locale: Locale(identifier: "en_US"))
  }

  func schoolsBoardModel() -> SchoolsBoardModel {
    SchoolsBoardModel(
      session: session, repository: RecruitingRepository(client: session.client),
      clock: appClock, calendar: Self.calendar)
  }

  /// Follow-ups added straight through the client, as another device would.
  func seedFollowUps(_ items: [(title: String, due: String)]) async throws -> [FollowUp] {
    let rows = items.map { item in
      FollowUp(
        id: FollowUp.ID(UUID()), userID: user, title: item.title, dueDate: LocalDate(item.due)!)
    }
    return try await session.client.from("follow_ups").insert(rows, returning: .representation)
      .execute().value
  }

  func stored<Row: Decodable & Sendable>(_ table: String, as type: Row.Type) async throws -> [Row] {
    try await session.client.from(table).select().execute().value
  }
}

/// The recruiting screens' models against the live server (15 March 2026 in New York):
/// follow-ups proposed by Mark Attended, done, snoozed and dropped, the contact log and the
/// schools board, with and without signal, and as an edit parent on their own phone.
@Suite("Recruiting screens: follow-ups, the contact log and the schools board")
@MainActor
struct RecruitingModelsTests {
  @Test func markAttendedProposesAFollowUpPerCoachPresentThatTheWebWouldMakeToo() async throws {
    try await FeatureHarness.run { harness in
      let (event, coaches) = try await harness.seedShowcase()
      try await harness.session.client.from("events")
        .update(["coaches_present": coaches.map(\.id.description)])
        .eq("id", value: event.id.description).execute()
      let detail = harness.eventDetailModel(event.id)
      await detail.onAppear()
      await detail.markAttendedTapped()
      #expect(detail.notice == FollowUpProposals.notice(count: 2))
      let rows = try await harness.stored("follow_ups", as: FollowUp.self)
      #expect(
        Set(rows.map(\.title)) == [
          "Thank Coach Smart (University of Georgia) for the showcase",
          "Thank Coach Adams (University of Georgia) for the showcase",
        ])
      #expect(rows.allSatisfy { $0.dueDate == LocalDate("2026-03-17") })
      #expect(
        Set(rows.map(\.id))
          == Set(coaches.map { FollowUpProposals.id(event: event.id, coach: $0.id) }),
        "the web page proposes the same rows")
      let followUps = harness.followUpsModel()
      await followUps.onAppear()
      #expect(followUps.open.count == 2 && followUps.due.isEmpty)
      #expect(followUps.dueText(try #require(followUps.open.first)) == "Due in 2 days")
    }
  }

  @Test func aFollowUpDoneWithoutSignalLandsOnceAfterARelaunch() async throws {
    try await FeatureHarness.run { harness in
      let seeded = try await harness.seedFollowUps([
        ("Send Coach Smart my video", "2026-03-12"), ("Call Coach Adams back", "2026-03-15"),
        ("Ask about the fall camp", "2026-03-20"),
      ])
      let model = harness.followUpsModel()
      await model.onAppear()
      #expect(model.headline == "2 follow-ups due · 1 overdue")
      #expect(model.due.map(\.title) == ["Send Coach Smart my video", "Call Coach Adams back"])
      #expect(model.dueText(seeded[0]) == "3 days overdue")

      harness.transport.inject { _ in .error(.offline) }
      model.doneTapped(seeded[0])
      model.completion?.type = .email
      model.completion?.note = "Sent the link to the video"
      await model.doneConfirmed()
      #expect(model.actionError == nil && model.completion == nil)
      #expect(model.due.map(\.title) == ["Call Coach Adams back"], "done shows at once")
      #expect(harness.session.outbox.waitingCount == 2)

      let relaunched = await harness.relaunched()
      harness.transport.inject { _ in nil }
      await relaunched.session.outbox.sync()
      #expect(relaunched.session.outbox.writes.isEmpty)
      let logged = try await harness.stored("interactions", as: Interaction.self)
      #expect(logged.count == 1)
      #expect(logged.first?.id == FollowUpCompletion.interactionID(for: seeded[0].id))
      #expect(logged.first?.content == "Sent the link to the video")
      #expect(logged.first?.direction == .outbound)
      let again = relaunched.followUpsModel()
      await again.onAppear()
      #expect(again.open.map(\.title) == ["Call Coach Adams back", "Ask about the fall camp"])
      await again.snoozeTapped(seeded[1], .nextWeek)
      await again.dropTapped(seeded[2])
      #expect(again.open.map(\.title) == ["Call Coach Adams back"])
      let rows = try await harness.stored("follow_ups", as: FollowUp.self)
      let byTitle = Dictionary(uniqueKeysWithValues: rows.map { ($0.title, $0) })
      #expect(byTitle["Send Coach Smart my video"]?.status == .done)
      #expect(byTitle["Send Coach Smart my video"]?.doneInteractionID == logged.first?.id)
      #expect(byTitle["Call Coach Adams back"]?.dueDate == LocalDate("2026-03-22"))
      #expect(byTitle["Ask about the fall camp"]?.status == .dropped)
    }
  }

  @Test func aFollowUpIsAddedAndEditedWithTheFormsMessages() async throws {
    try await FeatureHarness.run { harness in
      let school = try await harness.seedSchool("Georgia Tech")
      let model = harness.followUpsModel()
      await model.onAppear()
      model.addTapped(school: school.id)
      model.editing?.form.title = " "
      await model.saveTapped()
      #expect(model.editing?.errors[.title] == FollowUpFormMessage.titleRequired)
      model.editing?.form.title = "Send transcript"
      await model.saveTapped()
      #expect(model.editing == nil && model.open.map(\.title) == ["Send transcript"])
      let added = try #require(model.open.first)
      #expect(model.about(added) == "Georgia Tech")
      model.editTapped(added)
      model.editing?.form.dueDate = LocalDate("2026-03-25")
      await model.saveTapped()
      let rows = try await harness.stored("follow_ups", as: FollowUp.self)
      #expect(rows.count == 1 && rows.first?.dueDate == LocalDate("2026-03-25"))
    }
  }

  @Test func theContactLogTakesAnEntryAndItsFollowUpWithoutSignalAndFilters() async throws {
    try await FeatureHarness.run { harness in
      let (_, coaches) = try await harness.seedShowcase()
      let model = harness.contactLogModel()
      await model.onAppear()
      model.addTapped()
      await model.saveTapped()
      #expect(model.errors[.content] == ContactFormMessage.contentRequired)
      model.editing?.form.content = "Coach Smart called about the summer"
      model.editing?.form.type = .phoneCall
      model.editing?.form.direction = .inbound
      model.editing?.form.coachID = coaches[0].id
      model.editing?.form.followUpDue = LocalDate("2026-03-18")
      harness.transport.inject { _ in .error(.offline) }
      await model.saveTapped()
      #expect(model.editing == nil && model.actionError == nil)
      let entry = try #require(model.entries.first)
      #expect(model.syncNote(for: entry) == "Waiting to sync")
      #expect(model.with(entry) == "Coach Kirk Smart · University of Georgia")

      harness.transport.inject { _ in nil }
      await harness.session.outbox.sync()
      let stored = try await harness.stored("interactions", as: Interaction.self)
      #expect(stored.count == 1 && stored.first?.schoolID == coaches[0].schoolID)
      let followUps = try await harness.stored("follow_ups", as: FollowUp.self)
      #expect(followUps.first?.interactionID == stored.first?.id)
      #expect(followUps.first?.title == "Follow up with Coach Smart (University of Georgia)")

      model.filter = ContactLogFilter(type: .email)
      #expect(model.entries.isEmpty)
      model.filter = ContactLogFilter(search: "SUMMER smart")
      #expect(model.entries.count == 1 && model.resultCountText == "1 contact")
      model.deleteTapped(entry)
      await model.deleteConfirmed()
      #expect(model.entries.isEmpty)
      #expect(try await harness.stored("interactions", as: Interaction.self).isEmpty)
    }
  }

  @Test func anEditParentsEntryIsNamedAndAClashingEditIsOffered() async throws {
    try await FeatureHarness.run { harness in
      let (_, coaches) = try await harness.seedShowcase()
      let parent = try await harness.parent(.edit)
      let theirs = parent.contactLogModel()
      await theirs.onAppear()
      theirs.addTapped()
      theirs.editing?.form.content = "Coach Smart asked for grades"
      theirs.editing?.form.coachID = coaches[0].id
      await theirs.saveTapped()
      #expect(theirs.actionError == nil)

      let mine = harness.contactLogModel()
      await mine.onAppear()
      let entry = try #require(mine.entries.first)
      #expect(mine.attribution(entry) == "Added by Pat (parent)")
      mine.editTapped(entry)
      await theirs.refresh()
      theirs.editTapped(try #require(theirs.entries.first))
      theirs.editing?.form.content = "Coach Smart asked for my transcript"
      await theirs.saveTapped()
      mine.editing?.form.content = "Coach Smart asked for grades and test scores"
      await mine.saveTapped()
      #expect(mine.conflict != nil && mine.conflictFields.map(\.column) == ["content"])
      await mine.conflictResolved(keepingMine: true)
      let stored = try await harness.stored("interactions", as: Interaction.self)
      #expect(stored.first?.content == "Coach Smart asked for grades and test scores")
    }
  }

  @Test func theBoardSavesOneStandingPerSchoolAndKeepsAParentsOtherChange() async throws {
    try await FeatureHarness.run { harness in
      let tech = try await harness.seedSchool("Georgia Tech")
      _ = try await harness.seedSchool("Emory University")
      let board = harness.schoolsBoardModel()
      await board.onAppear()
      #expect(board.board.counts.first { $0.0 == .researching }?.1 == 2)
      board.schoolTapped(tech)
      #expect(board.contactRule(for: tech).text.hasPrefix("Set this school's division"))
      board.standingForm.status = .talking
      board.standingForm.interest = .high
      await board.saveStandingTapped()
      #expect(board.actionError == nil)
      #expect(board.board.counts.first { $0.0 == .talking }?.1 == 1)

      let parent = try await harness.parent(.edit)
      let theirs = parent.schoolsBoardModel()
      await theirs.onAppear()
      theirs.schoolTapped(tech)
      #expect(theirs.standingForm.status == .talking)
      theirs.standingForm.notes = "Coach Key called Pat"
      await theirs.saveStandingTapped()
      let rows = try await harness.stored("school_statuses", as: SchoolStatus.self)
      #expect(rows.count == 1 && rows.first?.id == SchoolStandingForm.id(for: tech.id))
      #expect(rows.first?.status == .talking && rows.first?.interest == .high)
      #expect(rows.first?.notes == "Coach Key called Pat")
      #expect(
        board.standingText(
          try #require(board.board.columns.first { $0.status == .talking }?.cards.first))
          == "Talking · High interest")
    }
  }

  @Test func twoFirstSavesOfOneSchoolsStandingMergeOrOfferTheClash() async throws {
    try await FeatureHarness.run { harness in
      let tech = try await harness.seedSchool("Georgia Tech")
      let parent = try await harness.parent(.edit)
      let mine = harness.schoolsBoardModel()
      let theirs = parent.schoolsBoardModel()
      await mine.onAppear()
      await theirs.onAppear()
      mine.schoolTapped(tech)
      theirs.schoolTapped(tech)
      theirs.standingForm.status = .talking
      theirs.standingForm.notes = "Coach Key called Pat"
      await theirs.saveStandingTapped()
      #expect(theirs.actionError == nil)

      mine.standingForm.interest = .high
      await mine.saveStandingTapped()
      #expect(mine.conflict == nil, "a field only one of them set merges")
      var row = try #require(
        try await harness.stored("school_statuses", as: SchoolStatus.self).first)
      #expect(
        row.status == .talking && row.interest == .high && row.notes == "Coach Key called Pat")

      try await harness.session.client.from("school_statuses").delete()
        .eq("id", value: SchoolStandingForm.id(for: tech.id).description).execute()
      let late = harness.schoolsBoardModel()
      await late.onAppear()
      late.schoolTapped(tech)
      await theirs.refresh()
      theirs.schoolTapped(tech)
      theirs.standingForm.status = .visited
      await theirs.saveStandingTapped()
      late.standingForm.status = .offered
      await late.saveStandingTapped()
      #expect(
        late.conflictFields.map(\.column) == ["status"],
        "the other parent's first save is not written over")
      row = try #require(try await harness.stored("school_statuses", as: SchoolStatus.self).first)
      #expect(row.status == .visited)
    }
  }
}
