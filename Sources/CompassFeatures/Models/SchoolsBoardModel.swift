import CompassDomain
import CompassModels
import Foundation
import Observation

/// Where each school stands, on the phone: the board (a column per status, the most recently
/// contacted first, counts per status) and one school's page (its standing with a form, its
/// coaches, the timeline of contacts, its follow-ups and events). The standing is one row per
/// school whose id comes from the school's, saved through the outbox over the version shown.
@MainActor @Observable
public final class SchoolsBoardModel: RecruitingScreen {
  public internal(set) var phase: LoadPhase = .idle
  public internal(set) var isOffline = false
  public internal(set) var banner: FeatureError?
  public internal(set) var data = RecruitingData()
  /// The school whose page is open, with its standing form.
  public private(set) var selected: School?
  public var standingForm = SchoolStandingForm()
  /// A save that met a change made meanwhile.
  public private(set) var conflict: EditConflict<SchoolStatus>?
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

  public var today: LocalDate { LocalDate.today(now: clock.now(), calendar: calendar) }

  public var board: SchoolBoard {
    SchoolBoard(schools: data.schools, standings: data.standings, interactions: data.interactions)
  }

  /// "Talking · 3" for a column.
  public func heading(_ column: SchoolBoard.Column) -> String {
    "\(column.status.displayName) · \(column.cards.count)"
  }

  /// "Talking · High interest".
  public func standingText(_ card: SchoolBoard.Card) -> String {
    [
      card.standing?.status.displayName ?? RecruitingStatus.researching.displayName,
      card.standing?.interest?.displayName,
    ].compactMap { $0 }.joined(separator: " · ")
  }

  /// "Last contact 12 days ago · Coach Key · Phone Call · Positive", in the person's zone.
  public func lastContactText(_ interaction: Interaction?) -> String? {
    interaction.map { contact in
      LastContact.line(
        contact, coach: contact.coachID.flatMap { id in data.coaches.first { $0.id == id } },
        today: today, calendar: calendar)
    }
  }

  // MARK: Loading

  public func onAppear() async { await appear() }

  public func refresh() async { await load() }

  // MARK: One school

  public func schoolTapped(_ school: School) {
    selected = school
    standingForm = SchoolStandingForm(standing(of: school.id))
    conflict = nil
  }

  public func schoolClosed() { selected = nil }

  public func standing(of school: School.ID) -> SchoolStatus? {
    data.standings.first { $0.schoolID == school }
  }

  public func coaches(of school: School.ID) -> [Coach] {
    data.coaches.filter { $0.schoolID == school }
  }

  /// Every contact with `school`, newest first.
  public func timeline(of school: School.ID) -> [Interaction] {
    ContactLogFilter(schoolID: school).apply(
      data.interactions, coaches: data.coaches, schools: data.schools, calendar: calendar)
  }

  public func followUps(of school: School.ID) -> [FollowUp] {
    let agenda = FollowUpAgenda(data.followUps.filter { $0.schoolID == school }, today: today)
    return agenda.overdue + agenda.dueToday + agenda.later
  }

  /// When `school`'s coaches may first contact the athlete, and where the rule was read
  /// (`ContactRules`, the web page's words).
  public func contactRule(for school: School) -> (text: String, source: String?) {
    ContactRules.line(
      division: school.division, athlete: session.athlete?.name ?? "you",
      graduationYear: data.profile?.graduationYear, today: today,
      locale: Locale(identifier: "en_US"))
  }

  /// The Division I recruiting period in force on the person's today for `school`, what it
  /// allows and its source (`RecruitingCalendar`, the web page's words); `nil` for a school in
  /// another division.
  public func recruitingNote(for school: School) -> String? {
    RecruitingCalendar.note(on: today, division: school.division)
  }

  public func events(at school: School.ID) -> [Event] {
    data.events.filter { $0.schoolID == school }
  }

  /// Saves the standing form: the school's row made once (its id from the school's), then
  /// only what changed written over the row as shown (a row made meanwhile by the other parent
  /// is merged with, a field both set offered as a clash).
  public func saveStandingTapped() async {
    guard let school = selected, standingForm.notesError == nil else { return }
    let before = standing(of: school.id)
    let version = before?.updatedAt ?? SchoolStandingForm.neverSaved
    let id = SchoolStandingForm.id(for: school.id)
    await perform(action: "Save") {
      let owner = try session.writableAthlete()
      if before == nil {
        var row = JSONColumns.of(SchoolStandingPayload(schoolID: school.id))
        row["id"] = .string(id.description)
        row["user_id"] = .string(owner.description)
        _ = try await session.outbox.submit(
          "Add \(school.name) to the board", .insert(table: "school_statuses", row: row),
          at: clock.now())
      }
      let merge = EditMerge(
        opened: SchoolStandingForm.columns(of: before), edited: standingForm.columns)
      let saver = RowEdits<SchoolStatus>(
        client: session.client, table: "school_statuses", id: id.description, owner: owner
      ).saver(columns: SchoolStandingForm.columns(of:))
      let outcome: EditOutcome<SchoolStatus>? = try await session.outbox.saveEdit(
        "\(school.name): \(standingForm.status.displayName)",
        of: RowKey(table: "school_statuses", id: id, owner: owner), merge: merge,
        over: version, at: clock.now()
      ) { try await saver.save(merge, over: version) }
      switch outcome {
      case .saved(let saved): show(saved)
      case .conflict(let clash): conflict = clash
      case nil:
        show(
          JSONColumns.overlay(merge.mine, on: before ?? placeholder(id, school.id, owner))
            ?? placeholder(id, school.id, owner))
      }
    }
  }

  /// The fields both changed, in words, for "See both".
  public var conflictFields: [ConflictField] {
    conflict.map(SchoolStandingForm.fields(of:)) ?? []
  }

  /// "Keep theirs": the form shows the other person's standing.
  public func keepTheirsTapped() {
    guard let conflict else { return }
    show(conflict.current)
    standingForm = SchoolStandingForm(conflict.current)
    self.conflict = nil
  }

  /// "Keep mine": the form's values go over theirs.
  public func keepMineTapped() async {
    guard let clash = conflict else { return }
    conflict = nil
    let current = clash.current
    data.standings.removeAll { $0.schoolID == current.schoolID }
    data.standings.append(current)
    await saveStandingTapped()
  }

  public func actionErrorDismissed() { actionError = nil }

  private func placeholder(_ id: SchoolStatus.ID, _ school: School.ID, _ owner: UserID)
    -> SchoolStatus
  {
    SchoolStatus(id: id, userID: owner, schoolID: school)
  }

  private func show(_ standing: SchoolStatus) {
    data.standings.removeAll { $0.schoolID == standing.schoolID }
    data.standings.append(standing)
  }

}
