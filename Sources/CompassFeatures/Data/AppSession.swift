import CompassDomain
import CompassModels
import Foundation
import Observation
import SupabaseKit

/// Who is signed in, for every page: follows the auth client's events, so a 401 anywhere (a
/// refused refresh) moves the app to the signed-out state and clears what the user saw.
@MainActor @Observable
public final class AppSession {
  public private(set) var user: UserID?
  /// The signed-in user's email, for titles.
  public private(set) var email: String?
  /// Whom reports name: the signed-in person's name, else their e-mail.
  public private(set) var reportName = ReportName.of(fullName: nil, name: nil, email: nil)
  public var isSignedIn: Bool { user != nil }

  @ObservationIgnored public let client: SupabaseClient
  @ObservationIgnored public let cache: AppCache
  @ObservationIgnored private var listening: Task<Void, Never>?

  public init(client: SupabaseClient, cache: AppCache) {
    self.client = client
    self.cache = cache
  }

  /// Starts following sign-in and sign-out; returns once the stored session is known.
  public func start() async {
    apply(await client.auth.currentSession)
    let changes = await client.auth.authStateChanges()
    listening = Task { [weak self] in
      for await (_, session) in changes { self?.apply(session) }
    }
  }

  /// The signed-in user, for scoping a write; signed out, the write fails as such.
  public func requireUser() throws -> UserID {
    guard let user else { throw FeatureError.signedOut }
    return user
  }

  /// Reads who is signed in now (right after this app signed in or out).
  public func sync() async {
    apply(await client.auth.currentSession)
  }

  public func stop() {
    listening?.cancel()
  }

  private func apply(_ session: Session?) {
    let next = session.map { UserID($0.user.id) }
    if next != user, user != nil { cache.clear() }
    user = next
    email = session?.user.email
    let metadata = session?.user.userMetadata ?? [:]
    reportName = ReportName.of(
      fullName: metadata["full_name"]?.stringValue, name: metadata["name"]?.stringValue,
      email: email)
  }
}
