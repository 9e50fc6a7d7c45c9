import CompassFeatures
import CompassLiveServer
import Foundation
import SupabaseKit
import Testing

@Suite("Morning e-mail switch against the real server")
@MainActor
struct FollowUpDigestModelTests {
  private func model(_ harness: FeatureHarness) -> FollowUpDigestModel {
    FollowUpDigestModel(
      repository: FollowUpDigestRepository(client: harness.session.client),
      timeZone: FeatureHarness.calendar.timeZone)
  }

  @Test func theSwitchShowsWhatTheServerKeptAndSurvivesARelaunch() async throws {
    try await FeatureHarness.run { athlete in
      let digest = model(athlete)
      #expect(digest.isOn == nil, "unknown until the server has said")
      await digest.onAppear()
      #expect(digest.isOn == false && digest.isOffered && digest.error == nil)
      await digest.toggled(true)
      #expect(digest.isOn == true && digest.error == nil)
      let relaunched = model(athlete)
      await relaunched.onAppear()
      #expect(relaunched.isOn == true)
      await relaunched.toggled(false)
      #expect(relaunched.isOn == false)
      await digest.onAppear()
      #expect(digest.isOn == false)
    }
  }
}
