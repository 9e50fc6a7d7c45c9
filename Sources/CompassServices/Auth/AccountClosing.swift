import CompassDomain
import CompassModels
import CompassStore
import Foundation

/// "Delete my account", on every face: the password typed again, then the account's rows in
/// one transaction (`AccountDeletion`) and its files from the file store after it, and a last
/// mail saying it is done.
package struct AccountClosing: Sendable {
  package let auth: AuthService
  let deletion: AccountDeletion
  let objects: any ObjectBytes
  let resumable: any ResumableBytes

  package init(auth: AuthService, objects: any ObjectBytes, resumable: any ResumableBytes) {
    self.auth = auth
    deletion = AccountDeletion(database: auth.store.database)
    self.objects = objects
    self.resumable = resumable
  }

  /// What deleting the account would take with it.
  package func summary(of user: AuthUser) async throws -> AccountContents {
    try await deletion.summary(of: user.id)
  }

  /// Deletes the account of `user` once `password` is theirs.
  package func close(_ user: AuthUser, password: String?) async throws {
    try await auth.confirmPassword(password, of: user)
    let removed = try await deletion.delete(user.id, email: user.email)
    for file in removed.files {
      await objects.remove(BlobName(bucket: file.bucket, version: file.version))
    }
    for upload in removed.resumable { await resumable.discard(upload.id, state: upload.state) }
    await auth.mail?.enqueue(AccountMail.deletedNotice(to: user.email))
  }
}
