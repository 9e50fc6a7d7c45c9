import CompassDomain
import CompassFeatures
import CompassLiveServer
import CompassModels
import Foundation
import SupabaseKit
import Testing

@Suite("Create Event model against the real server")
@MainActor
struct CreateEventModelTests {
  private func filled(_ model: CreateEventModel, name: String = "Spring Showcase 2026") {
    model.editor.form.type = .showcase
    model.editor.form.name = name
    model.editor.startDateChanged(LocalDate("2026-04-15"))
  }

  @Test func theFormStartsEmptyAndRefusesMissingFields() async throws {
    try await FeatureHarness.run { harness in
      let model = harness.createEventModel()
      await model.onAppear()
      #expect(model.editor.form == EventForm())
      #expect(model.editor.error(for: .name) == nil)
      await model.createTapped()
      #expect(model.createdEventID == nil)
      #expect(model.editor.validationSummary == "Please complete all required fields")
      #expect(model.editor.error(for: .type) == "Event type is required")
      #expect(model.editor.error(for: .name) == "Event name is required")
      #expect(model.editor.error(for: .startDate) == "Start date is required")
      let events: [Event] = try await harness.session.client.from("events").select().execute().value
      #expect(events.isEmpty)
    }
  }

  @Test func endDateAndEndTimeFillThemselves() async throws {
    try await FeatureHarness.run { harness in
      let model = harness.createEventModel()
      model.editor.startDateChanged(LocalDate("2026-04-15"))
      #expect(model.editor.form.endDate == LocalDate("2026-04-15"))
      model.editor.startTimeChanged(LocalTime(hour: 23, minute: 30))
      #expect(model.editor.form.endTime == LocalTime(hour: 0, minute: 30))
      model.editor.endDateChanged(LocalDate("2026-04-14"))
      await model.createTapped()
      #expect(model.editor.error(for: .endDate) == "End date must be after start date")
      model.editor.startDatePickerOpened()
      #expect(model.editor.form.startDate == LocalDate("2026-04-15"))
    }
  }

  @Test func aValidFormIsSavedOnceAndOpensTheNewEvent() async throws {
    try await FeatureHarness.run { harness in
      let model = harness.createEventModel()
      let list = harness.eventsModel()
      await list.onAppear()
      filled(model, name: String(repeating: "N", count: 255))
      model.editor.form.costText = "0"
      model.editor.form.city = "Atlanta"
      model.editor.stateChanged("ga")
      model.editor.form.url = "https://perfectgame.org/events/123"
      #expect(model.submitTitle == "Create Event")
      async let first: Void = model.createTapped()
      async let second: Void = model.createTapped()
      _ = await (first, second)
      let id = try #require(model.createdEventID)
      let stored: [Event] = try await harness.session.client.from("events").select().execute().value
      #expect(stored.map(\.id) == [id])
      #expect(stored.first?.name.count == 255)
      #expect(stored.first?.cost == 0)
      #expect(stored.first?.state == "GA")
      #expect(stored.first?.endDate == LocalDate("2026-04-15"))
      #expect(list.results.map(\.id) == [id])
    }
  }

  @Test func aNewSchoolIsCreatedAndChosen() async throws {
    try await FeatureHarness.run { harness in
      let model = harness.createEventModel()
      await model.onAppear()
      #expect(model.editor.schools.isEmpty)
      model.editor.addSchoolTapped()
      await model.editor.saveNewSchoolTapped()
      #expect(model.editor.newSchoolError == "Enter the school's name")
      model.editor.newSchool?.name = "University of Georgia"
      model.editor.newSchool?.city = "Athens"
      model.editor.newSchool?.state = "GA"
      await model.editor.saveNewSchoolTapped()
      #expect(model.editor.newSchool == nil)
      let school = try #require(model.editor.schools.first)
      #expect(school.name == "University of Georgia")
      #expect(model.editor.form.school == .existing(school.id))
      filled(model)
      await model.createTapped()
      let event: Event = try await harness.session.client.from("events").select().single().execute()
        .value
      #expect(event.schoolID == school.id)
    }
  }

  @Test func anOtherSchoolBecomesASchoolNotALocation() async throws {
    try await FeatureHarness.run { harness in
      let model = harness.createEventModel()
      filled(model)
      model.editor.schoolChosen(.other(name: "Kennesaw State"))
      await model.createTapped()
      let schools: [School] = try await harness.session.client.from("schools").select().execute()
        .value
      #expect(schools.map(\.name) == ["Kennesaw State"])
      let event: Event = try await harness.session.client.from("events").select().single().execute()
        .value
      #expect(event.schoolID == schools.first?.id)
      #expect(event.location == nil)
    }
  }

  /// A refusal keeps the form (without signal the event is kept to send: `OutboxTests`).
  @Test func failuresKeepTheFormAndSaySo() async throws {
    try await FeatureHarness.run { harness in
      let model = harness.createEventModel()
      filled(model)
      let refused = FaultyTransport.Fault.status(403, #"{"code":"42501","message":"denied"}"#)
      harness.transport.inject { request in
        request.url.path.hasSuffix("/events") && request.method == "POST" ? refused : nil
      }
      await model.createTapped()
      #expect(
        model.submitError == "Failed to create event. Please check your connection and try again.")
      #expect(model.editor.form.name == "Spring Showcase 2026")
      #expect(model.createdEventID == nil)
      harness.transport.inject { request in
        request.url.path.hasSuffix("/schools") ? refused : nil
      }
      model.editor.addSchoolTapped()
      model.editor.newSchool?.name = "Emory"
      await model.editor.saveNewSchoolTapped()
      #expect(model.editor.newSchoolError == "Failed to add school. Please try again.")
      #expect(model.editor.newSchool?.name == "Emory")
      harness.transport.inject { _ in nil }
      model.submitErrorDismissed()
      await model.createTapped()
      #expect(model.createdEventID != nil)
    }
  }

  @Test func cancellingAsksOnlyWhenSomethingWasTyped() async throws {
    try await FeatureHarness.run { harness in
      let untouched = harness.createEventModel()
      #expect(!untouched.editor.hasUnsavedChanges)
      untouched.cancelTapped()
      #expect(untouched.isDismissed)
      let model = harness.createEventModel()
      model.editor.form.description = "Bring cleats"
      #expect(model.editor.hasUnsavedChanges)
      model.cancelTapped()
      #expect(model.showsDiscardPrompt)
      #expect(!model.isDismissed)
      model.keepEditingTapped()
      #expect(model.editor.form.description == "Bring cleats")
      model.cancelTapped()
      model.discardConfirmed()
      #expect(model.isDismissed)
    }
  }

  @Test func createIsDisabledWhileAShownMessageStands() async throws {
    try await FeatureHarness.run { harness in
      let model = harness.createEventModel()
      #expect(!model.submitDisabled)
      await model.createTapped()
      #expect(model.submitDisabled)
      filled(model)
      #expect(!model.submitDisabled)
      model.editor.form.costText = "-5"
      #expect(model.editor.error(for: .cost) == "Cost cannot be negative")
      #expect(model.submitDisabled)
      model.editor.form.costText = "25"
      let fresh = harness.createEventModel()
      fresh.editor.form.url = "perfectgame"
      #expect(fresh.editor.error(for: .url) == "Please enter a valid URL (e.g., https://...)")
      #expect(fresh.editor.error(for: .name) == nil)
      #expect(fresh.submitDisabled)
      await model.createTapped()
      #expect(model.createdEventID != nil)
    }
  }

  @Test func checkInTimeAndTheTwoLetterStateAreSaved() async throws {
    try await FeatureHarness.run { harness in
      let model = harness.createEventModel()
      filled(model)
      model.editor.checkinTimeToggled(true)
      #expect(model.editor.form.checkinTime == LocalTime(hour: 8, minute: 30))
      model.editor.startTimeChanged(LocalTime(hour: 13, minute: 0))
      model.editor.checkinTimeToggled(false)
      model.editor.checkinTimeToggled(true)
      #expect(model.editor.form.checkinTime == LocalTime(hour: 12, minute: 30))
      model.editor.stateChanged("g")
      #expect(model.editor.warning(for: .state) == "Use the 2-letter state abbreviation (e.g., GA)")
      model.editor.stateChanged("georgia")
      #expect(model.editor.form.state == "GE")
      model.editor.stateChanged("ga")
      #expect(model.editor.warning(for: .state) == nil)
      await model.createTapped()
      let event: Event = try await harness.session.client.from("events").select().single()
        .execute().value
      #expect(event.checkinTime == LocalTime(hour: 12, minute: 30))
      #expect(event.state == "GA")
    }
  }

  @Test func theSchoolListShowsLoadingAndCanBeRetried() async throws {
    try await FeatureHarness.run { harness in
      _ = try await harness.seedSchool("Emory")
      harness.transport.inject { request in
        request.url.path.hasSuffix("/schools") ? .delay(.milliseconds(400)) : nil
      }
      let slow = harness.createEventModel()
      #expect(!slow.editor.schoolsAreLoading)
      let loading = Task { await slow.onAppear() }
      try await Task.sleep(for: .milliseconds(100))
      #expect(slow.editor.schoolsAreLoading)
      await loading.value
      #expect(slow.editor.schools.map(\.name) == ["Emory"])
      harness.transport.inject { request in
        request.url.path.hasSuffix("/schools") ? .error(.timeout) : nil
      }
      let model = harness.createEventModel()
      await model.onAppear()
      #expect(model.editor.schoolsPhase == .failed(.timedOut))
      harness.transport.inject { _ in nil }
      await model.editor.retrySchoolsTapped()
      #expect(model.editor.schools.map(\.name) == ["Emory"])
    }
  }

  @Test func directionsAppearOnceThereIsAPlace() async throws {
    try await FeatureHarness.run { harness in
      let model = harness.createEventModel()
      #expect(model.editor.directionsURL == nil)
      model.editor.form.address = "100 Techwood Dr"
      model.editor.form.city = "Atlanta"
      model.editor.stateChanged("GA")
      #expect(
        model.editor.directionsURL?.absoluteString
          == "https://maps.apple.com/?q=100%20Techwood%20Dr%2C%20Atlanta%2C%20GA")
      model.editor.form.url = "not a url"
      await model.createTapped()
      #expect(model.editor.error(for: .url) == "Please enter a valid URL (e.g., https://...)")
    }
  }
}
