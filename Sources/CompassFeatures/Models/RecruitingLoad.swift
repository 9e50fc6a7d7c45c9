import CompassDomain
import CompassModels
import Foundation

/// How the recruiting screens load, decided once: the athlete's rows from the server with the
/// phone's unsent writes shown over them, the last load kept for showing without signal.
@MainActor
enum RecruitingLoad {
  /// What a load came to.
  enum Outcome {
    case loaded(RecruitingData)
    /// The last load, shown marked offline.
    case offline(RecruitingData)
    /// The load failed over data already shown.
    case banner(FeatureError)
    case failed(FeatureError)
  }

  static func run(
    session: AppSession, repository: RecruitingRepository, showing: Bool
  ) async -> Outcome {
    guard let athlete = await session.activeAthlete() else { return .failed(.signedOut) }
    let name = "recruiting-\(athlete).json"
    do {
      let data = try await repository.load(for: athlete)
      session.cache.keepSnapshot(data, as: name)
      return .loaded(overlay(data, session.outbox))
    } catch {
      switch LoadFailure.after(
        error, showing: showing,
        snapshot: {
          session.cache.snapshot(RecruitingData.self, named: name)
        })
      {
      case .banner(let failure): return .banner(failure)
      case .offline(let saved): return .offline(overlay(saved, session.outbox))
      case .failed(let failure): return .failed(failure)
      }
    }
  }

  /// `data` as the unsent writes leave it: new rows shown, edits written over, deletions gone,
  /// follow-ups done or dropped off the list.
  static func overlay(_ data: RecruitingData, _ outbox: Outbox) -> RecruitingData {
    var shown = data
    shown.schools = outbox.overlay(data.schools, table: "schools")
    shown.coaches = outbox.overlay(data.coaches, table: "coaches")
    shown.standings = outbox.overlay(data.standings, table: "school_statuses")
    shown.interactions = outbox.overlay(data.interactions, table: "interactions")
      .sorted(by: ContactLogFilter.newestFirst)
    shown.followUps = outbox.overlay(data.followUps, table: "follow_ups")
      .filter { $0.status == .open }
    return shown
  }
}
