import CompassDomain
import CompassFeatures
import CompassLiveServer
import CompassModels
import Foundation
import SupabaseKit
import Testing

@Suite("Family accounts on the phone against the real server")
@MainActor
struct FamilyModelTests {
  /// The athlete's code, made on their Family screen.
  private func invite(
    from athlete: FeatureHarness, access: FamilyAccess = .edit, email: String = ""
  ) async throws -> String {
    let model = athlete.familyModel()
    await model.onAppear()
    model.inviteAccess = access
    model.inviteEmail = email
    await model.inviteTapped()
    let created = try #require(model.created)
    return created.code
  }

  /// `member` types `code` on their Family screen.
  private func join(_ member: FeatureHarness, code: String) async -> FamilyModel {
    let model = member.familyModel()
    await model.onAppear()
    model.joinCode = code
    await model.joinTapped()
    return model
  }

  private func logMetric(_ model: PerformanceDashboardModel, _ value: String) async {
    model.addTapped()
    model.formTypeChanged(.velocity)
    model.form?.valueText = value
    model.form?.recordedDate = LocalDate("2026-03-14")
    await model.saveTapped()
  }

  @Test func aParentJoinsWithTheAthletesCodeAndWorksOnTheAthletesData() async throws {
    try await FeatureHarness.run { athlete in
      let athleteFamily = athlete.familyModel()
      await athleteFamily.onAppear()
      #expect(athleteFamily.overview?.role == .athlete)
      #expect(athleteFamily.overview?.members == [])
      await athleteFamily.inviteTapped()
      let created = try #require(athleteFamily.created)
      #expect(created.link.absoluteString.hasSuffix("/join/\(created.code)"))
      #expect(created.message.contains(created.code))
      #expect(athleteFamily.invites.count == 1)
      athleteFamily.createdInviteDismissed()
      #expect(athleteFamily.created == nil)

      let parent = try await athlete.member(
        email: "dana@example.com", name: "Dana", role: .parent)
      let joined = await join(parent, code: created.code)
      #expect(joined.joinError == nil)
      #expect(joined.notice == "You joined the family.")
      #expect(joined.overview?.role == .parent)
      #expect(joined.overview?.members.map(\.person) == [athlete.user])
      #expect(parent.session.athlete?.id == athlete.user)
      #expect(parent.session.editableAthlete == athlete.user)
      #expect(parent.session.viewOnlyReason == nil)
      #expect(parent.session.family?.showsSwitcher == false)

      try await athlete.seed([("Atlanta Camp", .camp, "2026-04-10", nil, "registered")])
      let list = parent.eventsModel()
      await list.onAppear()
      #expect(list.phase == .loaded)
      #expect(list.results.map(\.name) == ["Atlanta Camp"])

      let metrics = parent.performanceModel()
      await metrics.onAppear()
      await logMetric(metrics, "84")
      let saved = try #require(metrics.metrics.first)
      #expect(saved.userID == athlete.user)
      #expect(saved.createdBy == parent.user)

      await athlete.session.refreshFamily()
      let athleteView = athlete.performanceModel()
      await athleteView.onAppear()
      let seen = try #require(athleteView.metrics.first)
      #expect(athleteView.attribution(of: seen) == "Added by Dana (parent)")
      #expect(metrics.attribution(of: saved) == "Added by you")
    }
  }

  @Test func aViewParentReadsButCannotChangeAnything() async throws {
    try await FeatureHarness.run { athlete in
      let code = try await invite(from: athlete, access: .view)
      let parent = try await athlete.member(
        email: "viewer@example.com", name: "Pat", role: .parent)
      _ = await join(parent, code: code)
      #expect(parent.session.athlete?.id == athlete.user)
      #expect(parent.session.editableAthlete == nil)
      #expect(parent.session.viewOnlyReason?.contains("view only") == true)

      let metrics = parent.performanceModel()
      await metrics.onAppear()
      await logMetric(metrics, "84")
      #expect(metrics.metrics.isEmpty)
      let stored: [PerformanceMetric] = try await athlete.session.client
        .from("performance_metrics").select().execute().value
      #expect(stored.isEmpty)
    }
  }

  @Test func theAthleteChangesAccessAndARemovedParentLosesTheAthlete() async throws {
    try await FeatureHarness.run { athlete in
      let code = try await invite(from: athlete)
      let parent = try await athlete.member(
        email: "dana@example.com", name: "Dana", role: .parent)
      _ = await join(parent, code: code)
      #expect(parent.session.editableAthlete == athlete.user)

      let family = athlete.familyModel()
      await family.onAppear()
      let dana = try #require(family.overview?.members.first)
      #expect(dana.name == "Dana")
      await family.accessChanged(dana, to: .view)
      #expect(family.overview?.members.first?.access == .view)
      await parent.session.refreshFamily()
      #expect(parent.session.editableAthlete == nil)

      family.removeTapped(dana)
      #expect(family.pendingRemoval == dana)
      family.removeCancelled()
      #expect(family.overview?.members.count == 1)
      family.removeTapped(dana)
      await family.removeConfirmed()
      #expect(family.overview?.members == [])

      parent.clock.advance(by: AppSession.familyLifetime)
      let list = parent.eventsModel()
      await list.onAppear()
      #expect(parent.session.athlete == nil, "a removed parent has no data of their own")
      #expect(parent.session.awaitsFamily, "and is led back to Family")
    }
  }

  @Test func aParentWithTwoAthletesSwitchesAndTheScreensForgetTheFirst() async throws {
    try await FeatureHarness.run { athlete in
      let parent = try await athlete.member(
        email: "dana@example.com", name: "Dana", role: .parent)
      _ = await join(parent, code: try await invite(from: athlete))
      let sibling = try await athlete.member(
        email: "riley@example.com", name: "Riley", role: .athlete)
      _ = await join(parent, code: try await invite(from: sibling))
      #expect(parent.session.family?.showsSwitcher == true)
      #expect(parent.session.family?.athletes.count == 2)

      try await athlete.seed([("Atlanta Camp", .camp, "2026-04-10", nil, "registered")])
      let first = try #require(parent.session.athlete?.id)
      let second = try #require(
        parent.session.family?.athletes.first { $0.id != first }?.id)
      let list = parent.eventsModel()
      await list.onAppear()
      #expect(list.results.map(\.name) == (first == athlete.user ? ["Atlanta Camp"] : []))
      #expect(parent.snapshots.load("events.json") != nil)

      parent.session.choose(athlete: second)
      #expect(parent.session.athlete?.id == second)
      #expect(parent.snapshots.load("events.json") == nil)
      let next = parent.eventsModel()
      await next.onAppear()
      #expect(next.results.map(\.name) == (second == athlete.user ? ["Atlanta Camp"] : []))
    }
  }

  @Test func refusedCodesShowTheServersReasonAndKeepWhatWasTyped() async throws {
    try await FeatureHarness.run { athlete in
      let parent = try await athlete.member(
        email: "dana@example.com", name: "Dana", role: .parent)
      let empty = await join(parent, code: "  ")
      #expect(empty.joinError == "Enter the invite code you were sent.")

      let wrong = await join(parent, code: "NOPE-NOPE")
      #expect(wrong.joinError?.isEmpty == false)
      #expect(wrong.joinCode == "NOPE-NOPE")
      #expect(await parent.session.activeAthlete() == parent.user)

      let bound = try await invite(from: athlete, email: "someone-else@example.com")
      let refused = await join(parent, code: bound)
      #expect(refused.joinError?.isEmpty == false)
      #expect(refused.overview?.members == [])

      let family = athlete.familyModel()
      await family.onAppear()
      family.inviteEmail = "not an address"
      await family.inviteTapped()
      #expect(
        family.inviteError == "Enter an e-mail address like name@example.com, or leave it empty.")
      #expect(family.inviteEmail == "not an address")
      let open = try #require(family.invites.first)
      await family.revokeTapped(open)
      #expect(family.invites.isEmpty)
      let revoked = await join(parent, code: bound)
      #expect(revoked.joinError?.isEmpty == false)
    }
  }
}

@Suite("A new parent's first run on the phone")
@MainActor
struct ParentFirstRunModelTests {
  @Test func aParentLinkedToNobodySeesOnlyFamilyAndAddsNothingOfTheirOwn() async throws {
    try await FeatureHarness.run { athlete in
      let parent = try await athlete.member(email: "dana@example.com", name: "Dana", role: .parent)
      #expect(parent.session.awaitsFamily)
      #expect(parent.session.athlete == nil && parent.session.editableAthlete == nil)
      let family = parent.familyModel()
      await family.onAppear()
      #expect(family.firstStep == AthleteChoice.firstStep)
      let create = parent.createEventModel()
      await create.onAppear()
      create.editor.form.type = .camp
      create.editor.form.name = "Dana's Camp"
      create.editor.startDateChanged(LocalDate("2026-04-01"))
      await create.createTapped()
      #expect(create.createdEventID == nil)
      let own: [Event] = try await parent.session.client.from("events").select().execute().value
      #expect(own.isEmpty, "nothing lands under the parent's own account")

      let invite = athlete.familyModel()
      await invite.onAppear()
      await invite.inviteTapped()
      family.joinCode = try #require(invite.created?.code)
      await family.joinTapped()
      #expect(!parent.session.awaitsFamily)
      #expect(parent.session.athlete?.id == athlete.user)
      #expect(family.firstStep == nil)
    }
  }
}
