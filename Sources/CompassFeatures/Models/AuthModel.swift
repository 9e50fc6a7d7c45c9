import CompassDomain
import Foundation
import Observation
import SupabaseKit

/// Sign in, sign up and sign out. What the user typed stays after a failure.
@MainActor @Observable
public final class AuthModel {
  public var email = ""
  public var password = ""
  /// Sign-up's name and "athlete or parent" choice.
  public var profile = SignUpProfile()
  public private(set) var isSubmitting = false
  public private(set) var error: FeatureError?

  @ObservationIgnored private let session: AppSession

  public init(session: AppSession) {
    self.session = session
  }

  public var isSignedIn: Bool { session.isSignedIn }

  /// Why the form cannot be sent yet, before asking the server.
  public var validationMessage: String? {
    let trimmed = email.trimmingCharacters(in: .whitespaces)
    if trimmed.isEmpty { return "Enter your email address." }
    if !EmailAddress.isValid(trimmed) { return "Enter a valid email address." }
    if password.count < 8 { return "Use at least 8 characters for the password." }
    return nil
  }

  public func signInTapped() async {
    await submit { try await $0.signIn(email: $1, password: $2) }
  }

  /// Creates the account with the name and role sign-up asks for; the profile is made from them.
  public func signUpTapped() async {
    if let problem = profile.problem {
      error = .rejected(problem)
      return
    }
    let data = profile.metadata.mapValues(AnyJSON.string)
    await submit { _ = try await $0.signUp(email: $1, password: $2, data: data) }
  }

  public func signOutTapped() async {
    do {
      try await session.client.auth.signOut()
      await session.sync()
    } catch {
      self.error = FeatureError(error)
    }
  }

  private func submit(_ call: (AuthClient, String, String) async throws -> Void) async {
    guard !isSubmitting else { return }
    if let message = validationMessage {
      error = .rejected(message)
      return
    }
    isSubmitting = true
    defer { isSubmitting = false }
    do {
      try await call(session.client.auth, email.trimmingCharacters(in: .whitespaces), password)
      await session.sync()
      error = nil
      password = ""
    } catch {
      self.error = FeatureError(error)
    }
  }
}
