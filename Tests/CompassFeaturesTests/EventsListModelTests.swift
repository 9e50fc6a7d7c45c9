import CompassDomain
import CompassFeatures
import CompassLiveServer
import CompassModels
import Foundation
import SupabaseKit
import Testing

@Suite("Events List model against the real server")
@MainActor
struct EventsListModelTests {
  static let season:
    [(name: String, type: EventType, start: String, end: String?, status: String)] = [
      ("Winter Prospect Camp", .camp, "2026-01-10", nil, "attended"),
      ("Atlanta Spring Showcase", .showcase, "2026-03-20", "2026-03-21", "registered"),
      ("Georgia Tech Official Visit", .officialVisit, "2026-03-20", nil, "none"),
      ("Summer Championship Game", .game, "2026-06-05", nil, "registered"),
    ]

  @Test func theListLoadsSortedWithTheCalendarMarked() async throws {
    try await FeatureHarness.run { harness in
      try await harness.seed(Self.season)
      let model = harness.eventsModel()
      await model.onAppear()
      #expect(model.phase == .loaded)
      #expect(
        model.results.map(\.name) == [
          "Summer Championship Game", "Georgia Tech Official Visit", "Atlanta Spring Showcase",
          "Winter Prospect Camp",
        ])
      #expect(model.resultCountText == "4 results")
      let grid = model.monthGrid
      #expect(grid.month == YearMonth(year: 2026, month: 3))
      let marked = grid.days.filter { $0.isInDisplayedMonth && $0.hasEvent }.map(\.date.description)
      #expect(marked == ["2026-03-20", "2026-03-21"])
      #expect(grid.days.first { $0.date.description == "2026-03-20" }?.eventCount == 2)
      #expect(model.emptyState == nil)
      #expect(model.timeline.upcomingCount == 2)
      #expect(model.timeline.nextEvent?.startDate.description == "2026-03-20")
    }
  }

  @Test func theCalendarIsShadedByRecruitingPeriodAsOnTheWeb() async throws {
    try await FeatureHarness.run { harness in
      let model = harness.eventsModel()
      await model.onAppear()
      #expect(model.monthGrid.recruitingKey.isEmpty, "March 2026 is before the calendar's year")
      for _ in 0..<8 { model.nextMonthTapped() }
      let grid = model.monthGrid
      #expect(grid.month == YearMonth(year: 2026, month: 11))
      #expect(grid.days.first { $0.date.description == "2026-11-26" }?.recruiting == .shutdown)
      #expect(
        grid.recruitingKey.map(\.name) == ["Quiet period", "Dead period", "Recruiting shutdown"])
      #expect(
        grid.recruitingSource.hasPrefix("From NCAA Division I Baseball recruiting calendar 2026–27")
      )
    }
  }

  @Test func filtersSearchAndSortNarrowAndOrderTheList() async throws {
    try await FeatureHarness.run { harness in
      try await harness.seed(Self.season)
      let model = harness.eventsModel()
      await model.onAppear()
      model.typeFilterChanged(.showcase)
      #expect(model.results.map(\.name) == ["Atlanta Spring Showcase"])
      model.clearFiltersTapped()
      model.statusFilterChanged(.attended)
      #expect(model.results.map(\.name) == ["Winter Prospect Camp"])
      model.statusFilterChanged(.notRegistered)
      #expect(model.results.map(\.name) == ["Georgia Tech Official Visit"])
      model.clearFiltersTapped()
      model.dateRangeChanged(.past)
      #expect(model.results.map(\.name) == ["Winter Prospect Camp"])
      model.dateRangeChanged(.upcoming)
      #expect(model.results.count == 3)
      model.clearFiltersTapped()
      model.searchChanged("atlanta")
      #expect(model.results.map(\.name) == ["Atlanta Spring Showcase"])
      model.searchChanged("no such thing")
      #expect(model.emptyState == .noMatches)
      model.clearFiltersTapped()
      #expect(model.emptyState == nil)
      model.sortChanged(.name)
      #expect(model.results.first?.name == "Atlanta Spring Showcase")
      let reopened = harness.eventsModel()
      #expect(reopened.sort == .name)
    }
  }

  @Test func tappingADayScrollsToItsFirstShownEvent() async throws {
    try await FeatureHarness.run { harness in
      let events = try await harness.seed(Self.season)
      let model = harness.eventsModel()
      await model.onAppear()
      model.sortChanged(.dateAscending)
      model.dayTapped(LocalDate("2026-03-21")!)
      #expect(model.scrollTarget == events.first { $0.name == "Atlanta Spring Showcase" }?.id)
      model.scrolled()
      model.dayTapped(LocalDate("2026-03-22")!)
      #expect(model.scrollTarget == nil)
    }
  }

  @Test func theCalendarCrossesYearsAndStopsTwoYearsOut() async throws {
    try await FeatureHarness.run { harness in
      let model = harness.eventsModel()
      for _ in 0..<3 { model.previousMonthTapped() }
      #expect(model.month.shownMonth == YearMonth(year: 2025, month: 12))
      for _ in 0..<40 { model.nextMonthTapped() }
      #expect(model.month.shownMonth == YearMonth(year: 2028, month: 3))
      #expect(!model.month.canShowNext)
      model.currentMonthTapped()
      #expect(model.month.shownMonth == YearMonth(year: 2026, month: 3))
    }
  }

  @Test func deletingAsksFirstAndSendsOneRequest() async throws {
    try await FeatureHarness.run { harness in
      let events = try await harness.seed(Self.season)
      let model = harness.eventsModel()
      await model.onAppear()
      let visit = try #require(events.first { $0.type == .officialVisit })
      model.deleteTapped(visit)
      #expect(model.pendingDeletion == visit)
      model.deleteCancelled()
      #expect(model.results.count == 4)
      model.deleteTapped(visit)
      async let first: Void = model.deleteConfirmed()
      async let second: Void = model.deleteConfirmed()
      _ = await (first, second)
      #expect(harness.transport.count("id=eq.\(visit.id.description)") == 1)
      #expect(model.results.map(\.name).contains("Georgia Tech Official Visit") == false)
      #expect(model.monthGrid.days.first { $0.date.description == "2026-03-20" }?.eventCount == 1)
      let remaining: [Event] = try await harness.session.client.from("events").select().execute()
        .value
      #expect(remaining.count == 3)
    }
  }

  @Test func pullToRefreshAsksTheServerEvenWhenTheCacheIsFresh() async throws {
    try await FeatureHarness.run { harness in
      let model = harness.eventsModel()
      await model.onAppear()
      #expect(model.emptyState == .noEvents)
      try await harness.seed(Self.season)
      await model.onAppear()
      #expect(model.results.isEmpty)
      await model.refresh()
      #expect(model.results.count == 4)
      #expect(harness.transport.count("/rest/v1/events") == 3)
    }
  }

  @Test func aStaleCacheShowsAtOnceAndIsRevalidated() async throws {
    try await FeatureHarness.run { harness in
      try await harness.seed(Self.season)
      await harness.eventsModel().onAppear()
      let before = harness.transport.count("/rest/v1/events?")
      await harness.eventsModel().onAppear()
      #expect(harness.transport.count("/rest/v1/events?") == before)
      harness.clock.advance(by: 6 * 60)
      await harness.eventsModel().onAppear()
      #expect(harness.transport.count("/rest/v1/events?") == before + 1)
    }
  }

  @Test func anEditElsewhereShowsHereAtOnce() async throws {
    try await FeatureHarness.run { harness in
      let events = try await harness.seed(Self.season)
      let model = harness.eventsModel()
      await model.onAppear()
      var renamed = try #require(events.first)
      renamed.name = "Renamed on Event Detail"
      harness.session.cache.save(event: renamed)
      #expect(model.results.map(\.name).contains("Renamed on Event Detail"))
    }
  }

  @Test func theSkeletonWaitsForItsDelay() async throws {
    try await FeatureHarness.run { harness in
      harness.transport.inject { request in
        request.url.path.hasPrefix("/rest/") ? .delay(.milliseconds(200)) : nil
      }
      let model = harness.eventsModel()
      let loading = Task { await model.onAppear() }
      while model.phase == .idle || model.phase == .loading(showsSkeleton: false) {
        await Task.yield()
      }
      #expect(model.phase == .loading(showsSkeleton: true))
      await loading.value
      #expect(harness.sleeps.all == [EventsListModel.skeletonDelay])
      #expect(model.phase == .loaded)
    }
  }

  @Test func failuresShowTheSpecsMessagesAndRetryRecovers() async throws {
    try await FeatureHarness.run { harness in
      try await harness.seed(Self.season)
      harness.transport.inject { _ in .error(.timeout) }
      let model = harness.eventsModel()
      await model.onAppear()
      #expect(model.phase == .failed(.timedOut))
      #expect(FeatureError.timedOut.message == "Connection timed out")
      harness.transport.inject { _ in nil }
      await model.retryTapped()
      #expect(model.phase == .loaded)
      harness.transport.inject { request in
        request.url.path.hasPrefix("/rest/") ? .status(503, "down") : nil
      }
      await model.refresh()
      #expect(model.banner == .server)
      #expect(model.banner?.message == "Server error, please try again")
      #expect(model.results.count == 4)
      harness.transport.inject { request in
        request.url.path.hasPrefix("/rest/")
          ? .status(403, #"{"code":"42501","message":"permission denied for table events"}"#) : nil
      }
      await model.refresh()
      #expect(model.banner == .forbidden)
    }
  }

  @Test func offlineTheLastLoadedEventsShowWithTheFlag() async throws {
    try await FeatureHarness.run { harness in
      try await harness.seed(Self.season)
      await harness.eventsModel().onAppear()
      let relaunched = AppSession(
        client: harness.session.client, cache: AppCache(snapshots: harness.snapshots))
      await relaunched.start()
      harness.transport.inject { _ in .error(.offline) }
      let model = EventsListModel(
        session: relaunched, repository: EventsRepository(client: harness.session.client),
        settings: harness.settings, clock: harness.appClock, calendar: FeatureHarness.calendar,
        locale: Locale(identifier: "en_US"))
      await model.onAppear()
      #expect(model.phase == .loaded)
      #expect(model.isOffline)
      #expect(model.offlineNote == "Offline: showing the last events loaded")
      #expect(model.results.count == 4)
    }
  }

  @Test func aRowThatCannotBeReadIsSkippedNotFatal() async throws {
    try await FeatureHarness.run { harness in
      let events = try await harness.seed(Self.season)
      let good = try String(decoding: JSONEncoder().encode(events[0]), as: UTF8.self)
      let bad = #"{"id":"\#(UUID())","name":"Broken","type":"camp","start_date":"not a date"}"#
      harness.transport.inject { request in
        request.url.path.hasPrefix("/rest/") ? .status(200, "[\(good),\(bad)]") : nil
      }
      let model = harness.eventsModel()
      await model.onAppear()
      #expect(model.results.count == 1)
      #expect(model.skippedRows == 1)
    }
  }

  @Test func aRefusedSessionSignsTheAppOut() async throws {
    try await FeatureHarness.run { harness in
      harness.transport.inject { request in
        request.url.path.hasPrefix("/rest/")
          ? .status(401, #"{"code":"PGRST301","message":"JWT expired"}"#) : nil
      }
      let model = harness.eventsModel()
      await model.onAppear()
      #expect(model.phase == .failed(.signedOut))
      while harness.session.isSignedIn { await Task.yield() }
      #expect(harness.session.cache.events == nil)
    }
  }
}
