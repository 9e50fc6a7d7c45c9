import CompassDomain
import Foundation
import Observation
import SupabaseKit

/// "Forgot password?" on the phone: the address, then the six-digit code from the mail and a
/// new password. It works on both backends (the code needs no link back into the app); every
/// other session of the account ends.
@MainActor @Observable
public final class PasswordRecoveryModel {
  /// Where the person is in the flow.
  public enum Step: Equatable, Sendable {
    case address
    case code
    case done
  }

  public var email = ""
  public var code = ""
  public var newPassword = ""
  public private(set) var step = Step.address
  public private(set) var isSubmitting = false
  public private(set) var error: FeatureError?

  @ObservationIgnored private let session: AppSession

  public init(session: AppSession, email: String = "") {
    self.session = session
    self.email = email
  }

  /// What the code step says: where the mail went, the same whether or not it has an account.
  public var sentText: String {
    "If \(trimmedEmail) has an account, a mail with a six-digit code is on its way. It works "
      + "once, within the hour."
  }

  public func sendTapped() async {
    guard EmailAddress.isValid(trimmedEmail) else {
      error = .rejected("Enter a valid email address.")
      return
    }
    await submit {
      try await self.session.client.auth.resetPasswordForEmail(self.trimmedEmail)
      self.step = .code
    }
  }

  /// Uses the code, then sets the new password; the person is signed in after.
  public func saveTapped() async {
    let digits = code.filter(\.isNumber)
    guard digits.count == 6 else {
      error = .rejected("Type the six digits from the mail.")
      return
    }
    guard newPassword.count >= 8 else {
      error = .rejected("Use at least 8 characters for the password.")
      return
    }
    await submit {
      let auth = self.session.client.auth
      try await auth.verifyOTP(email: self.trimmedEmail, token: digits, type: .recovery)
      _ = try await auth.update(password: self.newPassword)
      self.newPassword = ""
      self.step = .done
      await self.session.sync()
    }
  }

  /// Back to the address, to ask for a new code.
  public func askAgainTapped() {
    step = .address
    code = ""
    error = nil
  }

  private var trimmedEmail: String { email.trimmingCharacters(in: .whitespaces).lowercased() }

  private func submit(_ work: () async throws -> Void) async {
    guard !isSubmitting else { return }
    isSubmitting = true
    defer { isSubmitting = false }
    do {
      try await work()
      error = nil
    } catch {
      self.error = AccountErrors.feature(error)
    }
  }
}

/// An account call's failure in the account forms' words.
enum AccountErrors {
  static func feature(_ error: any Error, asking field: String = "password") -> FeatureError {
    if case .api(_, let code, _)? = error as? AuthError,
      let words = AccountMessage.of(code: code, asking: field)
    {
      return .rejected(words)
    }
    if let refusal = error as? PostgrestError,
      let words = AccountMessage.of(code: refusal.code, asking: field)
    {
      return .rejected(words)
    }
    return FeatureError(error)
  }
}

extension PasswordRecoveryModel: Identifiable {}
