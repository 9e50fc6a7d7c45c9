import CompassDomain
import CompassFeatures
import CompassLiveServer
import CompassModels
import Foundation
import SupabaseKit
import Testing

@Suite("Event Detail model against the real server")
@MainActor
struct EventDetailModelTests {
  @Test func theEventLoadsWithItsCoachesAndMetrics() async throws {
    try await FeatureHarness.run { harness in
      let (event, coaches) = try await harness.seedShowcase()
      let model = harness.eventDetailModel(event.id)
      await model.onAppear()
      #expect(model.phase == .loaded)
      #expect(model.event?.name == "UGA Elite Showcase")
      #expect(model.schoolName == "University of Georgia")
      #expect(Set(model.availableCoaches.map(\.id)) == Set(coaches.map(\.id)))
      #expect(model.coachesPresent.isEmpty)
      #expect(model.layout?.showsMarkAttended == true)
      #expect(
        model.layout?.directionsURL?.absoluteString.hasPrefix("https://maps.apple.com/?q=100")
          == true)
      #expect(model.metricForm.recordedDate == LocalDate("2026-03-10"))
      #expect(model.metricForm.eventID == event.id)
    }
  }

  @Test func addToCalendarFillsThePhonesEditorWithTheWebsReminders() async throws {
    try await FeatureHarness.run { harness in
      let (showcase, _) = try await harness.seedShowcase()
      let model = harness.eventDetailModel(showcase.id)
      await model.onAppear()
      model.addToCalendarTapped()
      let allDay = try #require(model.calendarDraft)
      let calendar = FeatureHarness.calendar
      #expect(allDay.isAllDay && allDay.timeZone == nil)
      #expect(allDay.start == LocalDate("2026-03-10")?.instant(in: calendar))
      #expect(allDay.end == allDay.start, "a one-day event ends on its own day")
      #expect(allDay.location == "100 Sanford Dr, Athens, GA")
      #expect(allDay.notes == "Status: Registered")
      #expect(allDay.alarmOffsets == [-6 * 3600], "18:00 the evening before")
      model.calendarEditorClosed()
      #expect(model.calendarDraft == nil)

      var camp = Event(
        id: Event.ID(UUID()), userID: harness.user, type: .camp, name: "Spring Camp",
        startDate: LocalDate("2026-03-09")!, startTime: LocalTime("09:00"),
        endTime: LocalTime("12:00"), checkinTime: LocalTime("08:30"))
      camp = try await harness.session.client.from("events").insert(
        camp, returning: .representation
      ).single().execute().value
      let timed = harness.eventDetailModel(camp.id)
      await timed.onAppear()
      timed.addToCalendarTapped()
      let draft = try #require(timed.calendarDraft)
      #expect(!draft.isAllDay && draft.timeZone == calendar.timeZone)
      #expect(draft.start == Date(timeIntervalSince1970: 1_773_061_200), "09:00 EDT")
      #expect(draft.end.timeIntervalSince(draft.start) == 3 * 3600)
      #expect(
        draft.alarmOffsets == [-15 * 3600, -30 * 60],
        "18:00 on the day clocks go forward is 15 hours before 9:00; check-in at 8:30")
      #expect(draft.notes.contains("Check-in: 8:30"))
    }
  }

  @Test func aMissingEventSaysSoAndATimeoutCanBeRetried() async throws {
    try await FeatureHarness.run { harness in
      let missing = harness.eventDetailModel(Event.ID(UUID()))
      await missing.onAppear()
      #expect(missing.phase == .failed(.notFound))
      let (event, _) = try await harness.seedShowcase()
      harness.transport.inject { _ in .error(.timeout) }
      let model = harness.eventDetailModel(event.id)
      await model.onAppear()
      #expect(model.phase == .failed(.timedOut))
      harness.transport.inject { _ in nil }
      await model.retryTapped()
      #expect(model.phase == .loaded)
    }
  }

  @Test func editingIsPrefilledSavedAndShownEverywhere() async throws {
    try await FeatureHarness.run { harness in
      let (event, _) = try await harness.seedShowcase()
      let list = harness.eventsModel()
      await list.onAppear()
      let model = harness.eventDetailModel(event.id)
      await model.onAppear()
      model.editTapped()
      #expect(model.editor?.form.name == "UGA Elite Showcase")
      #expect(model.editor?.form.city == "Athens")
      model.editor?.form.name = ""
      await model.saveEditTapped()
      #expect(model.editor?.error(for: .name) == "Event name is required")
      #expect(model.editor != nil)
      model.editor?.form.name = "UGA Elite Showcase (Day 1)"
      harness.transport.inject { request in
        request.method == "PATCH" ? .status(400, #"{"message":"bad"}"#) : nil
      }
      await model.saveEditTapped()
      #expect(model.actionError == "Update failed. Please try again.")
      #expect(model.editor?.form.name == "UGA Elite Showcase (Day 1)", "a refusal keeps the form")
      model.actionErrorDismissed()
      harness.transport.inject { request in request.method == "PATCH" ? .error(.timeout) : nil }
      await model.saveEditTapped()
      #expect(model.actionError == nil && model.editor == nil, "a timeout waits in the outbox")
      #expect(model.event?.name == "UGA Elite Showcase (Day 1)")
      #expect(model.syncNote == "Waiting to sync")
      #expect(list.results.map(\.name) == ["UGA Elite Showcase (Day 1)"])
      harness.transport.inject { _ in nil }
      await model.outbox.sync()
      #expect(model.syncNote == nil)
      let stored: Event = try await harness.session.client.from("events").select().single()
        .execute().value
      #expect(stored.name == "UGA Elite Showcase (Day 1)")
    }
  }

  @Test func theEditSheetEditsEveryFieldCreateEventHas() async throws {
    try await FeatureHarness.run { harness in
      let (event, _) = try await harness.seedShowcase()
      let model = harness.eventDetailModel(event.id)
      await model.onAppear()
      model.editTapped()
      let editor = try #require(model.editor)
      await editor.onAppear()
      #expect(editor.schools.map(\.name) == ["University of Georgia"])
      #expect(editor.form == EventForm(event: try #require(model.event)))
      #expect(!model.saveEditDisabled)
      editor.startTimeChanged(LocalTime(hour: 10, minute: 0))
      #expect(editor.form.endTime == nil)
      editor.endTimeChanged(LocalTime(hour: 11, minute: 0))
      editor.checkinTimeToggled(true)
      #expect(editor.form.checkinTime == LocalTime(hour: 9, minute: 30))
      editor.form.eventSource = .email
      editor.endDateChanged(LocalDate("2026-03-09"))
      #expect(editor.error(for: .endDate) == "End date must be after start date")
      #expect(model.saveEditDisabled)
      await model.saveEditTapped()
      #expect(model.editor != nil)
      editor.endDateChanged(LocalDate("2026-03-11"))
      editor.schoolChosen(.other(name: "Kennesaw State"))
      await model.saveEditTapped()
      #expect(model.editor == nil)
      let stored: Event = try await harness.session.client.from("events").select().single()
        .execute().value
      #expect(stored.startTime == LocalTime(hour: 10, minute: 0))
      #expect(stored.endTime == LocalTime(hour: 11, minute: 0))
      #expect(stored.checkinTime == LocalTime(hour: 9, minute: 30))
      #expect(stored.endDate == LocalDate("2026-03-11"))
      #expect(stored.eventSource == .email)
      #expect(model.schoolName == "Kennesaw State")
      #expect(model.availableCoaches.isEmpty)
      model.editTapped()
      model.editor?.schoolChosen(.none)
      await model.saveEditTapped()
      #expect(model.event?.schoolID == nil)
      #expect(model.schoolName == nil)
    }
  }

  @Test func markingAttendedOpensQuickLogThatSavesAnInteraction() async throws {
    try await FeatureHarness.run { harness in
      let (event, _) = try await harness.seedShowcase()
      let model = harness.eventDetailModel(event.id)
      await model.onAppear()
      await model.markAttendedTapped()
      #expect(model.event?.attended == true)
      #expect(model.layout?.showsMarkAttended == false)
      #expect(model.quickLog != nil)
      await model.logInteractionTapped()
      #expect(model.quickLogError == "Please describe the interaction")
      model.quickLog?.content = "Talked with Coach Smart after the 60."
      await model.logInteractionTapped()
      #expect(model.quickLog == nil)
      #expect(model.notice == QuickLogForm.loggedNotice(.inPersonVisit), "logging says so")
      model.noticeDismissed()
      #expect(model.notice == nil)
      let logged: [Interaction] = try await harness.session.client.from("interactions").select()
        .execute().value
      #expect(logged.count == 1)
      #expect(logged.first?.eventID == event.id)
      #expect(logged.first?.content == "Talked with Coach Smart after the 60.")
      let again = harness.eventDetailModel(event.id)
      await again.onAppear()
      await again.markAttendedTapped()
      #expect(again.quickLog == nil)
    }
  }

  @Test func skippingTheQuickLogSavesNothing() async throws {
    try await FeatureHarness.run { harness in
      let (event, _) = try await harness.seedShowcase()
      let model = harness.eventDetailModel(event.id)
      await model.onAppear()
      await model.markAttendedTapped()
      model.skipQuickLogTapped()
      #expect(model.quickLog == nil)
      let logged: [Interaction] = try await harness.session.client.from("interactions").select()
        .execute().value
      #expect(logged.isEmpty)
    }
  }

  @Test func coachesPresentAreAddedAndRemoved() async throws {
    try await FeatureHarness.run { harness in
      let (event, coaches) = try await harness.seedShowcase()
      let model = harness.eventDetailModel(event.id)
      await model.onAppear()
      await model.addCoachTapped(coaches[0])
      #expect(model.coachesPresent.map(\.id) == [coaches[0].id])
      #expect(model.availableCoaches.map(\.id) == [coaches[1].id])
      await model.removeCoachTapped(coaches[0])
      #expect(model.coachesPresent.isEmpty)
      let stored: Event = try await harness.session.client.from("events").select().single()
        .execute().value
      #expect(stored.coachesPresent.isEmpty)
    }
  }

  @Test func anEventWithoutASchoolHasNoCoachesToAdd() async throws {
    try await FeatureHarness.run { harness in
      let events = try await harness.seed([("Open Camp", .camp, "2026-03-01", nil, "none")])
      let model = harness.eventDetailModel(events[0].id)
      await model.onAppear()
      #expect(model.layout?.coachesEnabled == false)
      #expect(model.layout?.coachesEmptyMessage(presentCount: 0) == "Event not linked to school")
      #expect(model.availableCoaches.isEmpty)
    }
  }

  @Test func metricsAreLoggedAtTheEventValidatedAndDeletedAfterConfirming() async throws {
    try await FeatureHarness.run { harness in
      let (event, _) = try await harness.seedShowcase()
      let model = harness.eventDetailModel(event.id)
      await model.onAppear()
      await model.logMetricTapped()
      #expect(model.metricError(for: .metricType) == "Please select a metric type")
      model.metricTypeChanged(.sixtyTime)
      model.metricForm.valueText = "six point nine"
      await model.logMetricTapped()
      #expect(model.metricError(for: .value) == "Please enter a valid number")
      model.metricForm.valueText = "6.92"
      await model.logMetricTapped()
      #expect(model.metrics.map(\.value) == [6.92])
      #expect(model.metrics.first?.recordedDate == LocalDate("2026-03-10"))
      #expect(model.metrics.first?.eventID == event.id)
      #expect(model.metricForm.valueText.isEmpty)
      let metric = try #require(model.metrics.first)
      model.deleteMetricTapped(metric)
      #expect(model.pendingMetricDeletion == metric)
      await model.deleteMetricConfirmed()
      #expect(model.metrics.isEmpty)
      let stored: [PerformanceMetric] = try await harness.session.client.from("performance_metrics")
        .select().execute().value
      #expect(stored.isEmpty)
    }
  }

  @Test func exportsCarryTheMetricsAndAFileName() async throws {
    try await FeatureHarness.run { harness in
      let (event, _) = try await harness.seedShowcase()
      let model = harness.eventDetailModel(event.id)
      await model.onAppear()
      model.metricTypeChanged(.exitVelo)
      model.metricForm.valueText = "94.5"
      await model.logMetricTapped()
      let csv = try #require(model.exportCSV())
      #expect(csv.fileName.hasSuffix(".csv"))
      #expect(String(decoding: csv.data, as: UTF8.self).contains("94.5"))
      let pdf = try #require(model.exportPDF())
      #expect(pdf.fileName.hasSuffix(".pdf"))
      #expect(pdf.data.starts(with: Data("%PDF-".utf8)))
    }
  }

  @Test func deletingAsksThenGoesBackAndFailuresSaySo() async throws {
    try await FeatureHarness.run { harness in
      let (event, _) = try await harness.seedShowcase()
      let list = harness.eventsModel()
      await list.onAppear()
      let model = harness.eventDetailModel(event.id)
      await model.onAppear()
      model.deleteTapped()
      #expect(model.showsDeleteConfirmation)
      harness.transport.inject { request in request.method == "DELETE" ? .status(500, "down") : nil
      }
      await model.deleteConfirmed()
      #expect(model.actionError == "Delete failed. Please try again.")
      #expect(!model.isDeleted)
      harness.transport.inject { _ in nil }
      model.deleteTapped()
      await model.deleteConfirmed()
      #expect(model.isDeleted)
      #expect(list.results.isEmpty)
    }
  }
}
