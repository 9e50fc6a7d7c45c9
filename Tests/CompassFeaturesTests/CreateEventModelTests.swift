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
    model.form.type = .showcase
    model.form.name = name
    model.startDateChanged(LocalDate("2026-04-15"))
  }

  @Test func theFormStartsEmptyAndRefusesMissingFields() async throws {
    try await FeatureHarness.run { harness in
      let model = harness.createEventModel()
      await model.onAppear()
      #expect(model.form == EventForm())
      #expect(model.error(for: .name) == nil)
      await model.createTapped()
      #expect(model.createdEventID == nil)
      #expect(model.validationSummary == "Please complete all required fields")
      #expect(model.error(for: .type) == "Event type is required")
      #expect(model.error(for: .name) == "Event name is required")
      #expect(model.error(for: .startDate) == "Start date is required")
      let events: [Event] = try await harness.session.client.from("events").select().execute().value
      #expect(events.isEmpty)
    }
  }

  @Test func endDateAndEndTimeFillThemselves() async throws {
    try await FeatureHarness.run { harness in
      let model = harness.createEventModel()
      model.startDateChanged(LocalDate("2026-04-15"))
      #expect(model.form.endDate == LocalDate("2026-04-15"))
      model.startTimeChanged(LocalTime(hour: 23, minute: 30))
      #expect(model.form.endTime == LocalTime(hour: 0, minute: 30))
      model.form.endDate = LocalDate("2026-04-14")
      await model.createTapped()
      #expect(model.error(for: .endDate) == "End date must be after start date")
      model.startDatePickerOpened()
      #expect(model.form.startDate == LocalDate("2026-04-15"))
    }
  }

  @Test func aValidFormIsSavedOnceAndOpensTheNewEvent() async throws {
    try await FeatureHarness.run { harness in
      let model = harness.createEventModel()
      let list = harness.eventsModel()
      await list.onAppear()
      filled(model, name: String(repeating: "N", count: 255))
      model.form.costText = "0"
      model.form.city = "Atlanta"
      model.stateChanged("ga")
      model.form.url = "https://perfectgame.org/events/123"
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
      #expect(model.schools.isEmpty)
      model.addSchoolTapped()
      await model.saveNewSchoolTapped()
      #expect(model.newSchoolError == "Enter the school's name")
      model.newSchool?.name = "University of Georgia"
      model.newSchool?.city = "Athens"
      model.newSchool?.state = "GA"
      await model.saveNewSchoolTapped()
      #expect(model.newSchool == nil)
      let school = try #require(model.schools.first)
      #expect(school.name == "University of Georgia")
      #expect(model.form.school == .existing(school.id))
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
      model.schoolChosen(.other(name: "Kennesaw State"))
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

  @Test func failuresKeepTheFormAndSaySo() async throws {
    try await FeatureHarness.run { harness in
      let model = harness.createEventModel()
      filled(model)
      harness.transport.inject { request in
        request.url.path.hasSuffix("/events") && request.method == "POST" ? .error(.timeout) : nil
      }
      await model.createTapped()
      #expect(
        model.submitError == "Failed to create event. Please check your connection and try again.")
      #expect(model.form.name == "Spring Showcase 2026")
      #expect(model.createdEventID == nil)
      harness.transport.inject { request in
        request.url.path.hasSuffix("/schools") ? .status(500, "down") : nil
      }
      model.addSchoolTapped()
      model.newSchool?.name = "Emory"
      await model.saveNewSchoolTapped()
      #expect(model.newSchoolError == "Failed to add school. Please try again.")
      #expect(model.newSchool?.name == "Emory")
      harness.transport.inject { _ in nil }
      model.submitErrorDismissed()
      await model.createTapped()
      #expect(model.createdEventID != nil)
    }
  }

  @Test func cancellingAsksOnlyWhenSomethingWasTyped() async throws {
    try await FeatureHarness.run { harness in
      let untouched = harness.createEventModel()
      #expect(!untouched.hasUnsavedChanges)
      untouched.cancelTapped()
      #expect(untouched.isDismissed)
      let model = harness.createEventModel()
      model.form.description = "Bring cleats"
      #expect(model.hasUnsavedChanges)
      model.cancelTapped()
      #expect(model.showsDiscardPrompt)
      #expect(!model.isDismissed)
      model.keepEditingTapped()
      #expect(model.form.description == "Bring cleats")
      model.cancelTapped()
      model.discardConfirmed()
      #expect(model.isDismissed)
    }
  }

  @Test func directionsAppearOnceThereIsAPlace() async throws {
    try await FeatureHarness.run { harness in
      let model = harness.createEventModel()
      #expect(model.directionsURL == nil)
      model.form.address = "100 Techwood Dr"
      model.form.city = "Atlanta"
      model.stateChanged("GA")
      #expect(
        model.directionsURL?.absoluteString
          == "https://maps.apple.com/?q=100%20Techwood%20Dr%2C%20Atlanta%2C%20GA")
      model.form.url = "not a url"
      await model.createTapped()
      #expect(model.error(for: .url) == "Please enter a valid URL (e.g., https://...)")
    }
  }
}
