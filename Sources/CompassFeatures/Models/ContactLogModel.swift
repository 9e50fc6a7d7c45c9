import CompassDomain
import CompassModels
import Foundation
import Observation

/// The contact log on the phone: every interaction with the athlete's schools and coaches,
/// newest first, filtered by school, coach, type and days and searched (the rule the web page
/// uses), each saying who logged it; log one (with a follow-up when a day is set), edit one
/// over the version it opened on (a clash is offered), delete one. Writes go through the
/// outbox, so a call logged in the car with no signal is kept.
@MainActor @Observable
public final class ContactLogModel: RecruitingScreen {
  /// The add or edit sheet: the form, the entry it edits (`nil` for a new one) and whether its
  /// messages show yet.
  public struct Editing: Equatable, Sendable {
    public let entry: Interaction?
    public var form: ContactForm
    public var showsErrors = false
  }

  public internal(set) var phase: LoadPhase = .idle
  public internal(set) var isOffline = false
  public internal(set) var banner: FeatureError?
  public internal(set) var data = RecruitingData()
  public var filter = ContactLogFilter()
  public var editing: Editing?
  /// An edit that met a change made meanwhile: the fields both changed, to choose on.
  public private(set) var conflict: EditConflict<Interaction>?
  /// The entry waiting for the person to confirm its deletion.
  public private(set) var pendingDeletion: Interaction?
  public internal(set) var actionError: String?
  public private(set) var notice: String?
  public internal(set) var isWorking = false

  @ObservationIgnored let session: AppSession
  @ObservationIgnored let repository: RecruitingRepository
  @ObservationIgnored private let clock: AppClock
  @ObservationIgnored private let calendar: Calendar
  @ObservationIgnored private let locale: Locale

  public init(
    session: AppSession, repository: RecruitingRepository, clock: AppClock, calendar: Calendar,
    locale: Locale
  ) {
    self.session = session
    self.repository = repository
    self.clock = clock
    self.calendar = calendar
    self.locale = locale
  }

  // MARK: What the screen shows

  public var today: LocalDate { LocalDate.today(now: clock.now(), calendar: calendar) }

  /// The entries that pass the filter, newest first.
  public var entries: [Interaction] {
    filter.apply(
      data.interactions, coaches: data.coaches, schools: data.schools, calendar: calendar)
  }

  public var resultCountText: String {
    entries.count == 1 ? "1 contact" : "\(entries.count) contacts"
  }

  public var schools: [School] { data.schools }
  public var coaches: [Coach] { data.coaches }

  /// "Nov 12, 2026 at 3:30 PM", in the person's zone.
  public func when(_ entry: Interaction) -> String {
    var style = Date.FormatStyle(date: .abbreviated, time: .shortened, locale: locale)
    style.timeZone = calendar.timeZone
    return entry.occurredAt?.formatted(style) ?? ""
  }

  /// "Coach Danny Key · Georgia Tech".
  public func with(_ entry: Interaction) -> String? {
    let parts = [
      entry.coachID.flatMap { id in data.coaches.first { $0.id == id } }.map {
        "Coach \($0.fullName)"
      },
      entry.schoolID.flatMap { id in data.schools.first { $0.id == id } }?.name,
    ].compactMap { $0 }
    return parts.isEmpty ? nil : parts.joined(separator: " · ")
  }

  /// "Added by Dana (parent)" for an entry someone other than the athlete logged.
  public func attribution(_ entry: Interaction) -> String? {
    session.attribution(createdBy: entry.createdBy ?? entry.loggedBy, updatedBy: entry.updatedBy)
  }

  public func syncNote(for entry: Interaction) -> String? {
    session.outbox.note(for: entry.id, in: "interactions")
  }

  /// The sheet's messages, once it was sent.
  public var errors: [ContactFormField: String] {
    guard let editing, editing.showsErrors else { return [:] }
    return editing.form.validate(coaches: data.coaches)
  }

  // MARK: Loading

  public func onAppear() async { await appear() }

  public func refresh() async { await load() }

  /// Reads the family again when an entry names someone not yet known (a parent who joined
  /// since), so "Added by" names them.
  func didLoad() async {
    let people = Set(data.interactions.compactMap { $0.createdBy ?? $0.loggedBy })
    for person in people where person != session.user {
      _ = await session.name(of: person)
    }
  }

  // MARK: Log, edit, delete

  /// A new entry, with `school` chosen when given (from a school's page).
  public func addTapped(school: School.ID? = nil) {
    var form = ContactForm(today: today)
    form.schoolID = school
    editing = Editing(entry: nil, form: form)
  }

  public func editTapped(_ entry: Interaction) {
    editing = Editing(
      entry: entry, form: ContactForm(editing: entry, calendar: calendar, today: today))
  }

  public func editCancelled() { editing = nil }

  /// Saves the sheet: a new entry (and its follow-up) through the outbox, or an edit over the
  /// entry as it opened.
  public func saveTapped() async {
    guard var sheet = editing else { return }
    sheet.showsErrors = true
    editing = sheet
    let owner = session.editableAthlete
    guard
      let payload = sheet.form.payload(
        loggedBy: session.user ?? owner, coaches: data.coaches, calendar: calendar)
    else { return }
    await perform(action: "Save") {
      if let entry = sheet.entry {
        try await saveEdit(of: entry, sheet.form)
      } else {
        try await log(payload, sheet.form)
      }
    }
  }

  private func log(_ payload: InteractionPayload, _ form: ContactForm) async throws {
    let owner = try session.writableAthlete()
    let id = Interaction.ID(UUID())
    var row = JSONColumns.of(payload)
    row["id"] = .string(id.description)
    row["user_id"] = .string(owner.description)
    let saved = try await session.outbox.submit(
      "Log: \(payload.type.displayName)", .insert(table: "interactions", row: row),
      at: clock.now())
    if let entry = JSONColumns.row(saved ?? row, as: Interaction.self) {
      data.interactions.insert(entry, at: 0)
    }
    if let followUp = form.followUp(after: id, coaches: data.coaches, schools: data.schools) {
      var next = JSONColumns.of(followUp)
      next["id"] = .string(
        UUIDText.lowercase(StableID.make("contact/followup", from: id.uuid)))
      next["user_id"] = .string(owner.description)
      let added = try await session.outbox.submit(
        "Follow-up: \(followUp.title)", .insert(table: "follow_ups", row: next), at: clock.now())
      if let shown = JSONColumns.row(added ?? next, as: FollowUp.self) {
        data.followUps.append(shown)
      }
    }
    editing = nil
    notice = ContactFormMessage.logged
  }

  private func saveEdit(of entry: Interaction, _ form: ContactForm) async throws {
    let owner = try session.writableAthlete()
    let (coaches, calendar) = (data.coaches, calendar)
    let merge = EditMerge(
      opened: ContactEdit.columns(of: entry, coaches: coaches, calendar: calendar),
      edited: form.columns(coaches: coaches, calendar: calendar))
    let saver = edits(of: entry.id, owner: owner)
    let outcome: EditOutcome<Interaction>? = try await session.outbox.saveEdit(
      "Edit contact", of: RowKey(table: "interactions", id: entry.id, owner: owner),
      merge: merge, over: entry.updatedAt, at: clock.now()
    ) { try await saver.save(merge, over: entry.updatedAt) }
    switch outcome {
    case .saved(let saved): replace(saved)
    case .conflict(let clash): conflict = clash
    case nil: replace(JSONColumns.overlay(merge.mine, on: entry) ?? entry)
    }
    if conflict == nil {
      editing = nil
      notice = ContactFormMessage.saved
    }
  }

  /// "Keep mine" (`true`) or "Keep theirs" for the edit that clashed.
  public func conflictResolved(keepingMine: Bool) async {
    guard let clash = conflict, let owner = session.editableAthlete else { return }
    conflict = nil
    guard keepingMine else {
      replace(clash.current)
      editing = nil
      return
    }
    let (coaches, calendar) = (data.coaches, calendar)
    let saver = edits(of: clash.current.id, owner: owner)
    await perform(action: "Save") {
      if case .saved(let saved) = try await saver.save(
        clash.merge.keepingMine(
          over: ContactEdit.columns(of: clash.current, coaches: coaches, calendar: calendar)),
        over: clash.current.updatedAt)
      {
        replace(saved)
      }
      editing = nil
    }
  }

  /// The fields both changed, in words, for "See both".
  public var conflictFields: [ConflictField] {
    guard let conflict else { return [] }
    return ContactEdit.fields(
      of: conflict, coaches: data.coaches, schools: data.schools, calendar: calendar,
      locale: locale)
  }

  public func deleteTapped(_ entry: Interaction) { pendingDeletion = entry }
  public func deleteCancelled() { pendingDeletion = nil }

  public func deleteConfirmed() async {
    guard let entry = pendingDeletion else { return }
    pendingDeletion = nil
    await perform(action: "Delete") {
      _ = try await session.outbox.submit(
        "Delete contact",
        .delete(
          table: "interactions", id: entry.id.description, owner: try session.writableAthlete()),
        at: clock.now())
      data.interactions.removeAll { $0.id == entry.id }
    }
  }

  public func noticeDismissed() { notice = nil }
  public func actionErrorDismissed() { actionError = nil }

  /// Saves edits of entry `id` over the version last seen (`EditSaver`).
  private func edits(of id: Interaction.ID, owner: UserID) -> EditSaver<Interaction> {
    let (coaches, calendar) = (data.coaches, calendar)
    return RowEdits(
      client: session.client, table: "interactions", id: id.description, owner: owner
    ).saver { ContactEdit.columns(of: $0, coaches: coaches, calendar: calendar) }
  }

  private func replace(_ entry: Interaction) {
    data.interactions.removeAll { $0.id == entry.id }
    data.interactions.append(entry)
    data.interactions.sort(by: ContactLogFilter.newestFirst)
  }

}
