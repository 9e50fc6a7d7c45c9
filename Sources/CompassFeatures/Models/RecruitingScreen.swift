import CompassDomain
import CompassModels
import Foundation

/// What the recruiting screens (follow-ups, the contact log, the schools board) share: they
/// show one load of the athlete's recruiting rows (`RecruitingLoad`), loaded on first
/// appearance and on refresh, and run one action at a time, saying a failed one in an alert.
@MainActor
protocol RecruitingScreen: AnyObject {
  var phase: LoadPhase { get set }
  var isOffline: Bool { get set }
  var banner: FeatureError? { get set }
  var data: RecruitingData { get set }
  var isWorking: Bool { get set }
  var actionError: String? { get set }
  var session: AppSession { get }
  var repository: RecruitingRepository { get }
  /// After a load from the server.
  func didLoad() async
}

extension RecruitingScreen {
  func didLoad() async {}

  /// First appearance (or after a failure): a load.
  func appear() async {
    switch phase {
    case .loaded, .loading: return
    case .idle, .failed: phase = .loading(showsSkeleton: false)
    }
    await load()
  }

  /// The rows from the server, else the last load marked offline, else the failure.
  func load() async {
    switch await RecruitingLoad.run(
      session: session, repository: repository, showing: phase == .loaded)
    {
    case .loaded(let loaded):
      (data, isOffline, banner, phase) = (loaded, false, nil, .loaded)
      await didLoad()
    case .offline(let saved): (data, isOffline, phase) = (saved, true, .loaded)
    case .banner(let failure):
      banner = failure
      isOffline = failure == .offline
    case .failed(let failure): phase = .failed(failure)
    }
  }

  /// Runs `work` unless an action is running; a failure is said as `action` failing.
  func perform(action: String, _ work: () async throws -> Void) async {
    guard !isWorking else { return }
    isWorking = true
    defer { isWorking = false }
    do {
      try await work()
    } catch {
      actionError = FeatureError.alert(for: error, action: action)
    }
  }
}
