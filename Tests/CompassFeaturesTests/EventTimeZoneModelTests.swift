import CompassDomain
import CompassFeatures
import CompassModels
import Foundation
import SupabaseKit
import Testing

@Suite("Events happen where they happen, on the phone")
@MainActor
struct EventTimeZoneModelTests {
  @Test func aNashvilleCampIsProposedCentralSavedAndShownOnEachClock() async throws {
    try await FeatureHarness.run { athlete in
      let parent = try await athlete.parent(.edit)
      let create = parent.createEventModel()
      await create.onAppear()
      create.editor.form.type = .camp
      create.editor.form.name = "Nashville Clinic"
      create.editor.startDateChanged(LocalDate("2026-12-05"))
      create.editor.startTimeToggled(true)
      create.editor.schoolChosen(.none)
      create.editor.cityChanged("Nashville")
      create.editor.stateChanged("TN")
      #expect(create.editor.form.timeZone == "America/Chicago")
      #expect(create.editor.timeZoneChoices.contains { $0.id == "America/Chicago" })
      await create.createTapped()
      let id = try #require(create.createdEventID, "\(create.submitError ?? "")")
      let rows: [Event] = try await athlete.session.client.from("events").select().execute().value
      #expect(rows.first?.timeZone == "America/Chicago" && rows.first?.userID == athlete.user)

      let detail = athlete.eventDetailModel(id)
      await detail.onAppear()
      let note = detail.zoneNote?.replacingOccurrences(of: "\u{202F}", with: " ")
      #expect(note == "Times are Central Time (Chicago). 9:00 AM there is 10:00 AM for you.")
      detail.addToCalendarTapped()
      let draft = try #require(detail.calendarDraft)
      #expect(draft.timeZone?.identifier == "America/Chicago")
      #expect(draft.start == Date(timeIntervalSince1970: 1_796_482_800), "9:00 in Nashville")
    }
  }

  @Test func aPickedZoneStaysWhenThePlaceChanges() async throws {
    try await FeatureHarness.run { athlete in
      let create = athlete.createEventModel()
      await create.onAppear()
      create.editor.timeZoneChosen("America/Denver")
      create.editor.stateChanged("GA")
      #expect(create.editor.form.timeZone == "America/Denver")
      create.editor.timeZoneChosen("Mars/Olympus_Mons")
      create.editor.form.type = .camp
      create.editor.form.name = "Nowhere"
      create.editor.startDateChanged(LocalDate("2026-12-05"))
      create.editor.schoolChosen(.none)
      await create.createTapped()
      #expect(create.createdEventID == nil)
      #expect(create.editor.error(for: .timeZone) == EventFormMessage.unknownTimeZone)
    }
  }
}
