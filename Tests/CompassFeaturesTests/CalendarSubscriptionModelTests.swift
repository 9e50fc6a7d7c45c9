import CompassDomain
import CompassFeatures
import CompassLiveServer
import CompassModels
import Foundation
import SupabaseKit
import Testing

@Suite("Subscribe in Calendar against the real server")
@MainActor
struct CalendarSubscriptionModelTests {
  private func model(_ harness: FeatureHarness) -> CalendarSubscriptionModel {
    CalendarSubscriptionModel(
      session: harness.session, repository: CalendarFeedRepository(client: harness.session.client))
  }

  @Test func theAthleteGetsAWebcalLinkEachTimeANewOne() async throws {
    try await FeatureHarness.run { athlete in
      let subscription = model(athlete)
      await subscription.subscribeTapped()
      let first = try #require(subscription.link)
      #expect(first.scheme == "webcal")
      #expect(first.path.hasPrefix("/calendar/") && first.path.hasSuffix(".ics"))
      #expect(subscription.error == nil)
      subscription.linkOpened()
      #expect(subscription.link == nil)
      await subscription.subscribeTapped()
      #expect(subscription.link != first)
    }
  }

  @Test func aViewParentSubscribesToTheAthleteOnScreen() async throws {
    try await FeatureHarness.run { athlete in
      let family = athlete.familyModel()
      await family.onAppear()
      family.inviteAccess = .view
      await family.inviteTapped()
      let code = try #require(family.created?.code)
      let parent = try await athlete.member(email: "pat@example.com", name: "Pat", role: .parent)
      let join = parent.familyModel()
      await join.onAppear()
      join.joinCode = code
      await join.joinTapped()
      #expect(parent.session.editableAthlete == nil)
      let subscription = model(parent)
      await subscription.subscribeTapped()
      #expect(subscription.link?.scheme == "webcal")
      #expect(subscription.error == nil)
    }
  }
}
