import CompassDomain
import Foundation
import Observation
import SupabaseKit

/// The phone's account screen: a new sign-in address (it changes once the new address confirms
/// it from its mail), a new password (the current one typed again; the other devices are
/// signed out), and "Delete account" (what goes is counted first; the password typed again).
@MainActor @Observable
public final class AccountSettingsModel {
  public var newEmail = ""
  public var emailPassword = ""
  public var currentPassword = ""
  public var newPassword = ""
  public var newPasswordAgain = ""
  public var deletePassword = ""
  /// The address waiting for its confirmation, once asked.
  public private(set) var pendingEmail: String?
  /// What the last change did ("Password changed. …").
  public private(set) var notice: String?
  /// What deleting the account takes, once counted.
  public private(set) var contents: AccountContents?
  public private(set) var isSubmitting = false
  public private(set) var error: FeatureError?
  /// Set once the account is deleted: the app shows sign-in again.
  public private(set) var isDeleted = false

  @ObservationIgnored private let session: AppSession
  @ObservationIgnored private let files: AccountFiles

  public init(session: AppSession) {
    self.session = session
    files = AccountFiles(client: session.client)
  }

  public var email: String { session.email ?? "" }
  public var isParent: Bool { session.family?.role == .parent }

  /// The lines "Delete account" shows before the password is asked.
  public var deletedLines: [String] { isParent ? [] : contents?.deletedLines ?? [] }
  public var familyLine: String? { contents?.familyLine(isParent: isParent) }

  public func changeEmailTapped() async {
    let address = newEmail.trimmingCharacters(in: .whitespaces).lowercased()
    guard EmailAddress.isValid(address) else {
      error = .rejected("Enter a valid email address.")
      return
    }
    await submit {
      try await self.confirmPassword(self.emailPassword)
      let user = try await self.session.client.auth.update(email: address)
      self.pendingEmail = user.newEmail ?? address
      self.emailPassword = ""
      self.notice =
        "We sent a link and a code to \(address). Your address changes when you open it."
    }
  }

  public func changePasswordTapped() async {
    guard newPassword == newPasswordAgain else {
      error = .rejected(AccountMessage.passwordsDiffer)
      return
    }
    await submit {
      try await self.confirmPassword(self.currentPassword)
      _ = try await self.session.client.auth.update(password: self.newPassword)
      (self.currentPassword, self.newPassword, self.newPasswordAgain) = ("", "", "")
      self.notice = "Password changed. Every other device was signed out."
    }
  }

  /// Counts what the account holds, for the deletion screen.
  public func loadContents() async {
    guard let user = session.user else { return }
    do {
      var contents = try await files.count(of: user)
      contents.family = session.family?.athletes.filter { !$0.isViewer }.map(\.name) ?? []
      self.contents = contents
    } catch {
      self.error = FeatureError(error)
    }
  }

  /// Deletes the account once the password is the person's: an athlete's files first (hosted
  /// Supabase deletes bytes only through Storage), then every row by `delete_account`.
  public func deleteTapped() async {
    await submit {
      try await self.confirmPassword(self.deletePassword)
      if let user = self.session.user, !self.isParent { try await self.files.removeAll(of: user) }
      try await self.session.client.rpc("delete_account", params: ["password": self.deletePassword])
        .execute()
      self.deletePassword = ""
      await self.session.client.auth.forget()
      self.isDeleted = true
      await self.session.sync()
    }
  }

  /// Whether `password` is the account's: a sign-in with it (the session it makes replaces
  /// this one on the phone).
  private func confirmPassword(_ password: String) async throws {
    guard !password.isEmpty else { throw FeatureError.rejected("Type your password.") }
    try await session.client.auth.signIn(email: email, password: password)
  }

  private func submit(_ work: () async throws -> Void) async {
    guard !isSubmitting else { return }
    isSubmitting = true
    defer { isSubmitting = false }
    do {
      try await work()
      error = nil
    } catch {
      notice = nil
      self.error = AccountErrors.feature(error)
    }
  }
}

extension AccountSettingsModel: Identifiable {}
