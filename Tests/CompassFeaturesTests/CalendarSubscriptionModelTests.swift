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
      session: harness.session, repository: CalendarFeedRepository(client: harness.session.client),
      calendar: FeatureHarness.calendar)
  }

  @Test func theAthleteSubscribesAndANewLinkWaitsForAgreement() async throws {
    try await FeatureHarness.run { athlete in
      let subscription = model(athlete)
      await subscription.onAppear()
      #expect(subscription.phase == .loaded)
      #expect(!subscription.isSubscribed)
      #expect(subscription.calendarName == "My recruiting season")
      await subscription.subscribeTapped()
      let first = try #require(subscription.link)
      #expect(first.scheme == "webcal")
      #expect(first.path.hasPrefix("/calendar/") && first.path.hasSuffix(".ics"))
      #expect(subscription.isSubscribed && subscription.error == nil)
      subscription.linkOpened()
      #expect(subscription.link == nil)

      await subscription.subscribeTapped()
      #expect(subscription.confirmsNewLink && subscription.link == nil)
      subscription.newLinkCancelled()
      #expect(!subscription.confirmsNewLink && subscription.link == nil)
      await subscription.subscribeTapped()
      await subscription.newLinkConfirmed()
      let second = try #require(subscription.link)
      #expect(second != first)
    }
  }

  @Test func remindersAreKeptWithTheLinkAndSaidInWords() async throws {
    try await FeatureHarness.run { athlete in
      let subscription = model(athlete)
      await subscription.onAppear()
      #expect(
        subscription.remindersSummary
          == "Your calendar app reminds you the evening before at 18:00 and at check-in.")
      subscription.remindsAtCheckIn = false
      subscription.eveningPicked(
        try #require(FeatureHarness.calendar.date(from: DateComponents(hour: 20, minute: 30))))
      #expect(subscription.hasUnsavedReminders)
      await subscription.saveRemindersTapped()
      #expect(
        subscription.error == "Create your calendar link first; the reminders travel with it.")
      #expect(subscription.eveningTime.hourMinute == "20:30" && !subscription.remindsAtCheckIn)

      await subscription.subscribeTapped()
      await subscription.saveRemindersTapped()
      #expect(subscription.error == nil && subscription.notice != nil)
      #expect(!subscription.hasUnsavedReminders)

      let again = model(athlete)
      await again.onAppear()
      #expect(again.isSubscribed)
      #expect(again.eveningTime.hourMinute == "20:30" && !again.remindsAtCheckIn)
      #expect(
        FeatureHarness.calendar.dateComponents([.hour, .minute], from: again.eveningPickerDate)
          == DateComponents(hour: 20, minute: 30))
      again.remindsEveningBefore = false
      again.remindsAtCheckIn = true
      again.checkInLeadMinutes = 30
      #expect(
        again.remindersSummary == "Your calendar app reminds you 30 minutes before check-in.")
      again.remindsAtCheckIn = false
      #expect(again.remindersSummary == "Your calendar app will not remind you of these events.")
    }
  }

  @Test func stoppingAsksFirstThenEndsTheLink() async throws {
    try await FeatureHarness.run { athlete in
      let subscription = model(athlete)
      await subscription.onAppear()
      await subscription.subscribeTapped()
      subscription.linkOpened()
      subscription.stopTapped()
      #expect(subscription.confirmsStop && subscription.isSubscribed)
      subscription.stopCancelled()
      #expect(!subscription.confirmsStop && subscription.isSubscribed)
      subscription.stopTapped()
      await subscription.stopConfirmed()
      #expect(!subscription.isSubscribed && subscription.notice == "Your calendar link is stopped.")
      let again = model(athlete)
      await again.onAppear()
      #expect(!again.isSubscribed)
    }
  }

  @Test func aViewParentSubscribesToTheAthleteOnScreen() async throws {
    try await FeatureHarness.run { athlete in
      let parent = try await athlete.parent(.view)
      #expect(parent.session.editableAthlete == nil)
      let subscription = model(parent)
      await subscription.subscribeTapped()
      #expect(subscription.link?.scheme == "webcal")
      #expect(subscription.error == nil)
    }
  }
}
