import CompassDomain
import CompassModels
import Foundation
import Observation

/// The athlete's profile for coaches on the phone: the same fields, messages and rules as the
/// web's Profile page; the athlete and parents with edit access change it, an edit sends only
/// what changed, and a change saved meanwhile is asked about (Keep Mine, Keep Theirs, See Both).
@MainActor @Observable
public final class AthleteProfileModel {
  public private(set) var phase: LoadPhase = .idle
  /// The profile as stored; `nil` before the family fills one in.
  public private(set) var profile: AthleteProfile?
  public var draft = AthleteProfileDraft()
  /// The athlete's name, which only the athlete changes.
  public var name = ""
  public private(set) var showsValidation = false
  public private(set) var isSaving = false
  /// The alert after a failed save; the form keeps what was typed.
  public private(set) var actionError: String?
  public private(set) var savedNotice: String?
  private var editTrack: EditTrack<AthleteProfile>?
  private var loadedName = ""

  @ObservationIgnored private let session: AppSession
  @ObservationIgnored private let repository: AthleteProfileRepository
  @ObservationIgnored private let clock: AppClock
  @ObservationIgnored private let calendar: Calendar

  public init(
    session: AppSession, profiles: AthleteProfileRepository, clock: AppClock, calendar: Calendar
  ) {
    self.session = session
    self.repository = profiles
    self.clock = clock
    self.calendar = calendar
  }

  // MARK: What the screen shows

  public var canEdit: Bool { session.editableAthlete != nil }
  /// Only the athlete changes their own name.
  public var editsName: Bool { session.athlete?.isViewer == true }
  public var title: String {
    editsName ? "Your profile" : "\(session.athlete?.name ?? "Athlete")'s profile"
  }
  public var readOnlyNote: String? {
    canEdit ? nil : ProfileText.readOnly
  }
  /// How coaches see the saved profile.
  public var preview: [String] { ProfileText.facts(profile) }
  public var classYears: [Int] { Array(AthleteProfileDraft.classYears(today: today)) }

  /// The message under `field`, once a save was tried.
  public func message(for field: AthleteProfileField) -> String? {
    showsValidation ? draft.problems(today: today)[field] : nil
  }

  public var nameMessage: String? {
    guard showsValidation, editsName else { return nil }
    let trimmed = name.trimmingCharacters(in: .whitespacesAndNewlines)
    return trimmed.isEmpty || trimmed.count > 200 ? ProfileText.nameRequired : nil
  }

  /// A save that clashed with a change saved meanwhile.
  public var editConflict: EditConflictPrompt? { editTrack?.prompt }
  /// After "See Both": what the other person saved, shown above the form.
  public var editConflictNotes: [String] { editTrack?.notes ?? [] }

  // MARK: Loading

  public func load() async {
    guard let athlete = await session.activeAthlete() else {
      phase = .failed(.signedOut)
      return
    }
    if phase != .loaded { phase = .loading(showsSkeleton: false) }
    do {
      show(try await repository.profile(of: athlete))
      loadedName = editsName ? (session.ownName ?? "") : ""
      name = loadedName
      phase = .loaded
    } catch {
      if profile == nil { phase = .failed(FeatureError(error)) }
      actionError = FeatureError.alert(for: error, action: "Load")
    }
  }

  private func show(_ stored: AthleteProfile?) {
    profile = stored
    draft = AthleteProfileDraft(stored)
    editTrack = stored.map(EditTrack.init(base:))
  }

  // MARK: Saving

  /// Saves the profile: made the first time, then only the changed fields over the profile as
  /// the form opened on it.
  public func saveTapped() async {
    showsValidation = true
    savedNotice = nil
    guard draft.problems(today: today).isEmpty, nameMessage == nil, !isSaving else { return }
    isSaving = true
    defer { isSaving = false }
    do {
      let athlete = try session.writableAthlete()
      try await saveName()
      if let track = editTrack {
        let merge = track.merge(edited: draft.columns, columns: AthleteProfileDraft.columns(of:))
        let saver = repository.edits(of: track.base.id, for: athlete)
        try await finish(saver.save(merge, over: track.base.updatedAt))
      } else if let made = try await repository.create(draft.columns, for: athlete) {
        try await finish(.saved(made))
      } else if let theirs = try await repository.profile(of: athlete) {
        let merge = EditMerge(opened: AthleteProfileDraft().columns, edited: draft.columns)
        editTrack = EditTrack(base: theirs)
        let saver = repository.edits(of: theirs.id, for: athlete)
        try await finish(saver.save(merge, over: theirs.updatedAt))
      }
    } catch {
      actionError = FeatureError.alert(for: error, action: "Save")
    }
  }

  private func saveName() async throws {
    guard editsName, let user = session.user else { return }
    let trimmed = name.trimmingCharacters(in: .whitespacesAndNewlines)
    guard trimmed != loadedName else { return }
    try await repository.rename(user, to: trimmed)
    loadedName = trimmed
    await session.refreshFamily()
  }

  /// Saves my values over theirs where both changed a field.
  public func keepMineTapped() async {
    await resolve { try await $0.keepMine($1) }
  }

  /// Keeps their values where both changed a field, and saves the rest of mine.
  public func keepTheirsTapped() async {
    await resolve { try await $0.keepTheirs($1) }
  }

  /// Back to the form, now showing theirs with my changes over it and what they saved.
  public func seeBothTapped() {
    guard let current = editTrack?.conflict?.current, let both = editTrack?.seeBoth() else {
      return
    }
    profile = current
    draft = AthleteProfileDraft(both)
  }

  public func alertDismissed() { actionError = nil }

  private func resolve(
    _ step: (EditSaver<AthleteProfile>, EditConflict<AthleteProfile>) async throws
      -> EditOutcome<AthleteProfile>
  ) async {
    guard let conflict = editTrack?.resolving(), !isSaving else { return }
    isSaving = true
    defer { isSaving = false }
    do {
      let saver = repository.edits(of: conflict.current.id, for: try session.writableAthlete())
      try await finish(step(saver, conflict))
    } catch {
      actionError = FeatureError.alert(for: error, action: "Save")
    }
  }

  private func finish(_ outcome: EditOutcome<AthleteProfile>) async throws {
    switch outcome {
    case .saved(let saved):
      show(saved)
      showsValidation = false
      savedNotice = ProfileText.saved
    case .conflict(let conflict):
      editTrack?.clashed(
        conflict,
        prompt: EditConflictPrompt(
          conflict, thing: "profile", fields: AthleteProfileEdit.fields(of: conflict),
          by: await session.name(of: conflict.current.updatedBy)))
    }
  }

  private var today: LocalDate { LocalDate.today(now: clock.now(), calendar: calendar) }
}
