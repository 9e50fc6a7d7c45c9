import CompassDomain
import CompassModels
import Foundation
import Synchronization
import Testing

@Suite("Edits: only what changed is sent, and a change saved meanwhile is kept or shown")
struct EditMergeTests {
  /// An event as another app stored it: a full state name, seconds, cents, spaces.
  private static let stored: Event = {
    var event = Event.fixture(1, name: "Nashville Clinic", state: "Georgia")
    event.startTime = .at("09:00:30")
    event.cost = 150.5
    event.description = "  Bring cleats  "
    event.updatedAt = Date(timeIntervalSince1970: 1_000)
    return event
  }()

  @Test func anUntouchedFieldIsNeverSentHoweverTheFormShowsIt() {
    let opened = EventForm(event: Self.stored)
    var edited = opened
    edited.name = "Nashville Skills Clinic"
    let merge = EditMerge(opened: opened.columns(), edited: edited.columns())
    #expect(merge.mine == ["name": "Nashville Skills Clinic"])
    #expect(EditMerge(opened: opened.columns(), edited: opened.columns()).isEmpty)
  }

  @Test func aFieldChangedByBothIsAClashAndOneChangedByThemAloneIsNot() {
    let opened = EventForm(event: Self.stored).columns()
    var mine = EventForm(event: Self.stored)
    mine.name = "Renamed"
    mine.checkinTime = .at("08:30")
    var theirs = Self.stored
    theirs.checkinTime = .at("08:15")
    theirs.location = "Parking lot B"
    let merge = EditMerge(opened: opened, edited: mine.columns())
    let now = EventEdit.columns(of: theirs)
    #expect(merge.clashes(with: now) == ["checkin_time"])
    theirs.checkinTime = .at("08:30")
    #expect(merge.clashes(with: EventEdit.columns(of: theirs)).isEmpty, "the same value agrees")
    #expect(merge.keepingMine(over: EventEdit.columns(of: theirs)).mine == ["name": "Renamed"])
  }

  @Test func keepMineAndKeepTheirsSendOnlyTheRightColumns() {
    let opened = EventForm(event: Self.stored).columns()
    var mine = EventForm(event: Self.stored)
    mine.name = "Renamed"
    mine.location = "Field 2"
    var theirs = Self.stored
    theirs.location = "Field 3"
    theirs.city = "Nashville"
    let merge = EditMerge(opened: opened, edited: mine.columns())
    let now = EventEdit.columns(of: theirs)
    #expect(merge.keepingMine(over: now).mine == ["name": "Renamed", "location": "Field 2"])
    #expect(merge.keepingTheirs(over: now).mine == ["name": "Renamed"])
  }

  @Test func aSaveGoesThroughOverChangesThatDoNotClashAndStopsAtOnesThatDo() async throws {
    let table = OneRowTable(Self.stored)
    var theirs = Self.stored
    theirs.checkinTime = .at("08:15")
    table.saveByAnother(theirs)
    var mine = EventForm(event: Self.stored)
    mine.name = "Renamed"
    let saver = table.saver
    let merge = EditMerge(opened: EventEdit.columns(of: Self.stored), edited: mine.columns())
    guard case .saved(let saved) = try await saver.save(merge, over: Self.stored.updatedAt)
    else {
      Issue.record("a change that does not clash is merged")
      return
    }
    #expect(saved.name == "Renamed" && saved.checkinTime == .at("08:15"))
    #expect(saved.state == "Georgia" && saved.startTime == .at("09:00:30") && saved.cost == 150.5)
    #expect(saved.description == "  Bring cleats  ")

    var clashing = EventForm(event: saved)
    clashing.checkinTime = .at("07:45")
    var again = saved
    again.checkinTime = .at("08:00")
    table.saveByAnother(again)
    let second = EditMerge(opened: EventEdit.columns(of: saved), edited: clashing.columns())
    guard case .conflict(let conflict) = try await saver.save(second, over: saved.updatedAt)
    else {
      Issue.record("a clash is shown, not written")
      return
    }
    #expect(table.row.checkinTime == .at("08:00"), "nothing was written")
    #expect(conflict.clashes == ["checkin_time"])
    #expect(conflict.mineOverTheirs.checkinTime == .at("07:45"))
    let fields = EventEdit.fields(of: conflict, schools: [], locale: .unitedStates)
    let times = EventDateText(locale: .unitedStates)
    #expect(
      fields == [
        ConflictField(
          column: "checkin_time", label: "Check-in Time", mine: times.time(.at("07:45")),
          theirs: times.time(.at("08:00")))
      ])
    guard case .saved(let kept) = try await saver.keepMine(conflict) else {
      Issue.record("keep mine saves")
      return
    }
    #expect(kept.checkinTime == .at("07:45"))
  }

  @Test func keepTheirsKeepsTheirValueAndSavesTheRestOfMine() async throws {
    let table = OneRowTable(Self.stored)
    var theirs = Self.stored
    theirs.location = "Field 3"
    table.saveByAnother(theirs)
    var mine = EventForm(event: Self.stored)
    mine.location = "Field 2"
    mine.name = "Renamed"
    let merge = EditMerge(opened: EventEdit.columns(of: Self.stored), edited: mine.columns())
    guard
      case .conflict(let conflict) = try await table.saver.save(merge, over: Self.stored.updatedAt),
      case .saved(let saved) = try await table.saver.keepTheirs(conflict)
    else {
      Issue.record("a clash, then keep theirs")
      return
    }
    #expect(saved.location == "Field 3" && saved.name == "Renamed")
  }

  @Test func aDeletedRowSaysSo() async throws {
    let table = OneRowTable(Self.stored)
    table.delete()
    var mine = EventForm(event: Self.stored)
    mine.name = "Renamed"
    let merge = EditMerge(opened: EventEdit.columns(of: Self.stored), edited: mine.columns())
    await #expect(throws: EditGone()) {
      try await table.saver.save(merge, over: Self.stored.updatedAt)
    }
  }

  @Test func metricsAndDocumentsCompareAsTheirFormsSendThem() {
    var metric = PerformanceMetric.fixture(1, value: 88.25, date: "2026-03-01")
    metric.notes = " windy "
    var form = MetricForm(editing: metric, today: .on("2026-11-01"))
    form.unit = "km/h"
    #expect(
      EditMerge(opened: MetricEdit.columns(of: metric), edited: form.columns).mine == [
        "unit": "km/h"
      ])
    var document = Document.fixture(1, version: 1, isCurrent: true)
    document.description = "Fall semester "
    var edit = DocumentEditForm(document: document)
    edit.title = "Transcript (fall)"
    #expect(
      EditMerge(opened: DocumentEdit.columns(of: document), edited: edit.columns).mine == [
        "title": "Transcript (fall)"
      ])
  }
}

/// One stored row another person can save over, with `updated_at` as the precondition.
private final class OneRowTable: Sendable {
  private let stored: Mutex<Event?>
  private let clock = Mutex(2_000.0)

  init(_ row: Event) {
    stored = Mutex(row)
  }

  var row: Event { stored.withLock { $0 } ?? .fixture() }

  func saveByAnother(_ row: Event) {
    var row = row
    row.updatedAt = tick()
    stored.withLock { $0 = row }
  }

  func delete() { stored.withLock { $0 = nil } }

  private func tick() -> Date {
    clock.withLock {
      $0 += 1
      return Date(timeIntervalSince1970: $0)
    }
  }

  var saver: EditSaver<Event> {
    EditSaver(
      columns: EventEdit.columns(of:),
      update: { changes, version in
        let now = self.tick()
        return self.stored.withLock { row -> Event? in
          guard let current = row, current.updatedAt == version,
            var updated = JSONColumns.overlay(changes, on: current)
          else { return nil }
          updated.updatedAt = now
          row = updated
          return updated
        }
      },
      read: { self.stored.withLock { $0 } })
  }
}
