import CompassDomain
import CompassModels
import Foundation
import Observation

/// The follow-ups on the phone: the ones due today or overdue head the first screen (the
/// Events tab), all open ones in the Recruiting tab; each can be done (the interaction logged
/// in the same step, once however often it is sent), snoozed, dropped or edited, and new ones
/// added. Every write goes through the outbox, so it holds without signal.
@MainActor @Observable
public final class FollowUpsModel: RecruitingScreen {
  /// The done sheet: how it was done and what was said.
  public struct Completion: Equatable, Sendable {
    public let followUp: FollowUp
    public var type: InteractionType = FollowUpCompletion.typeChoices[0]
    public var note = ""
  }

  /// The add or edit sheet: the form and the follow-up it edits (`nil` for a new one).
  public struct Editing: Equatable, Sendable {
    public let followUp: FollowUp?
    public var form: FollowUpForm
    public var showsErrors = false

    public var errors: [FollowUpFormField: String] {
      showsErrors ? form.validate(keeping: followUp?.dueDate) : [:]
    }
  }

  public internal(set) var phase: LoadPhase = .idle
  public internal(set) var isOffline = false
  public internal(set) var banner: FeatureError?
  public internal(set) var data = RecruitingData()
  public var completion: Completion?
  public var editing: Editing?
  public internal(set) var actionError: String?
  public internal(set) var isWorking = false

  @ObservationIgnored let session: AppSession
  @ObservationIgnored let repository: RecruitingRepository
  @ObservationIgnored private let clock: AppClock
  @ObservationIgnored private let calendar: Calendar

  public init(
    session: AppSession, repository: RecruitingRepository, clock: AppClock, calendar: Calendar
  ) {
    self.session = session
    self.repository = repository
    self.clock = clock
    self.calendar = calendar
  }

  // MARK: What the screen shows

  public var today: LocalDate { LocalDate.today(now: clock.now(), calendar: calendar) }
  public var agenda: FollowUpAgenda { FollowUpAgenda(data.followUps, today: today) }
  /// "2 follow-ups due · 1 overdue", or `nil` when nothing is due.
  public var headline: String? { agenda.headline }
  /// The ones the first screen shows: overdue, then due today.
  public var due: [FollowUp] { agenda.needsAttention }
  /// Every open one: overdue, today, later.
  public var open: [FollowUp] { agenda.overdue + agenda.dueToday + agenda.later }

  public func dueText(_ followUp: FollowUp) -> String {
    FollowUpAgenda.dueText(followUp, today: today)
  }

  /// Whether it is past its day.
  public func isOverdue(_ followUp: FollowUp) -> Bool { followUp.dueDate < today }

  /// "Coach Key · Georgia Tech", or `nil` when it is about no one.
  public func about(_ followUp: FollowUp) -> String? {
    let parts = [
      followUp.coachID.flatMap { id in data.coaches.first { $0.id == id } }.map {
        "Coach \($0.lastName)"
      },
      followUp.schoolID.flatMap { id in data.schools.first { $0.id == id } }?.name,
    ].compactMap { $0 }
    return parts.isEmpty ? nil : parts.joined(separator: " · ")
  }

  /// "Waiting to sync" beside one not yet on the server.
  public func syncNote(for followUp: FollowUp) -> String? {
    session.outbox.note(for: followUp.id, in: "follow_ups")
  }

  // MARK: Loading

  public func onAppear() async { await appear() }

  public func refresh() async { await load() }

  /// Shows `followUp` as now written (off the list once done or dropped).
  private func show(_ followUp: FollowUp) {
    data.followUps.removeAll { $0.id == followUp.id }
    if followUp.status == .open { data.followUps.append(followUp) }
  }

  // MARK: Done, snooze, drop

  public func doneTapped(_ followUp: FollowUp) { completion = Completion(followUp: followUp) }
  public func doneCancelled() { completion = nil }

  /// Logs the interaction that did it and marks it done, in that order.
  public func doneConfirmed() async {
    guard let completion else { return }
    let followUp = completion.followUp
    await perform(action: "Save") {
      let owner = try session.writableAthlete()
      let logged = FollowUpCompletion.interactionID(for: followUp.id)
      var row = JSONColumns.of(
        FollowUpCompletion.interaction(
          doing: followUp, type: completion.type, note: completion.note, at: clock.now(),
          loggedBy: session.user ?? owner))
      row["id"] = .string(logged.description)
      row["user_id"] = .string(owner.description)
      _ = try await session.outbox.submit(
        "Log: \(followUp.title)", .insert(table: "interactions", row: row), at: clock.now())
      if let entry = JSONColumns.row(row, as: Interaction.self),
        !data.interactions.contains(where: { $0.id == entry.id })
      {
        data.interactions.insert(entry, at: 0)
      }
      try await change(
        followUp, FollowUpCompletion.doneColumns(by: logged, at: clock.now()),
        label: "Done: \(followUp.title)")
      self.completion = nil
    }
  }

  public func snoozeTapped(_ followUp: FollowUp, _ snooze: FollowUpSnooze) async {
    await perform(action: "Update") {
      try await change(
        followUp, ["due_date": .string(snooze.dueDate(today: today).description)],
        label: "Snooze: \(followUp.title)")
    }
  }

  public func dropTapped(_ followUp: FollowUp) async {
    await perform(action: "Update") {
      try await change(
        followUp, ["status": .string(FollowUpStatus.dropped.rawValue)],
        label: "Drop: \(followUp.title)")
    }
  }

  /// Writes `changes` over the follow-up as last seen, through the outbox, shown at once.
  private func change(_ followUp: FollowUp, _ changes: [String: JSONValue], label: String)
    async throws
  {
    let stored = JSONColumns.of(followUp)
    let saved = try await session.outbox.submit(
      label,
      .update(
        table: "follow_ups", id: followUp.id.description, owner: try session.writableAthlete(),
        opened: stored.filter { changes[$0.key] != nil }, mine: changes,
        version: followUp.updatedAt),
      at: clock.now())
    show(
      saved.flatMap { JSONColumns.row($0, as: FollowUp.self) }
        ?? JSONColumns.overlay(changes, on: followUp) ?? followUp)
  }

  // MARK: Add and edit

  /// A new follow-up, about `school` and `coach` when given.
  public func addTapped(school: School.ID? = nil, coach: Coach.ID? = nil) {
    var form = FollowUpForm(today: today)
    form.schoolID = school
    form.coachID = coach
    editing = Editing(followUp: nil, form: form)
  }

  public func editTapped(_ followUp: FollowUp) {
    editing = Editing(followUp: followUp, form: FollowUpForm(editing: followUp, today: today))
  }

  public func editCancelled() { editing = nil }

  /// Saves the sheet; a refused form stays open with its messages.
  public func saveTapped() async {
    guard var sheet = editing else { return }
    sheet.showsErrors = true
    editing = sheet
    guard let payload = sheet.form.payload(keeping: sheet.followUp?.dueDate) else { return }
    await perform(action: "Save") {
      if let saved = sheet.followUp {
        try await change(saved, JSONColumns.of(payload), label: "Edit: \(payload.title)")
      } else {
        var row = JSONColumns.of(payload)
        row["id"] = .string(UUIDText.lowercase(UUID()))
        row["user_id"] = .string(try session.writableAthlete().description)
        let saved = try await session.outbox.submit(
          "Follow-up: \(payload.title)", .insert(table: "follow_ups", row: row), at: clock.now())
        if let added = JSONColumns.row(saved ?? row, as: FollowUp.self) { show(added) }
      }
      editing = nil
    }
  }

  public func actionErrorDismissed() { actionError = nil }

}
