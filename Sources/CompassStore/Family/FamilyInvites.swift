import CompassModels
import Crypto
import Foundation
import SQLKit

/// The only way into a family: an athlete invites a parent, or a parent their athlete, with a
/// short code (stored hashed) that one account accepts once within seven days, optionally only
/// the account with the e-mail it names. Failed acceptances are counted per account and per
/// address, and past the limits every attempt is refused for the rest of the hour.
package struct FamilyInvites: Sendable {
  package static let lifetime: TimeInterval = 7 * 86_400
  package static let failuresPerAccount = 10
  package static let failuresPerAddress = 30
  package static let failureWindow: TimeInterval = 3_600

  package let database: CompassDatabase
  package let now: @Sendable () -> Date
  package let newID: @Sendable () -> UUID

  package init(
    database: CompassDatabase, now: @escaping @Sendable () -> Date,
    newID: @escaping @Sendable () -> UUID
  ) {
    self.database = database
    self.now = now
    self.newID = newID
  }

  /// A new invite from `caller`: its code (shown once) and when it expires.
  package func create(by caller: UserID, access: String, email: String?) async throws
    -> JSONValue
  {
    guard ["edit", "view"].contains(access) else { throw FamilyError.invalidAccess }
    let email = email.map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
      .flatMap { $0.isEmpty ? nil : $0 }
    if let email, email.count > 320 || !email.contains("@") { throw FamilyError.invalidEmail }
    let code = InviteCode.make()
    let expires = Timestamp.format(now().addingTimeInterval(Self.lifetime))
    let stamp = Timestamp.format(now())
    try await database.transaction { connection in
      let role = try await role(of: caller.description, in: connection)
      try await connection.raw(
        "INSERT INTO family_invites (id, code_hash, created_by, inviter_role, access, email, expires_at, created_at) VALUES (\(uuid(UUIDText.lowercase(newID()))), \(bind: TokenHash.of(code)), \(uuid(caller.description)), \(bind: role), \(bind: access), \(bind: email), \(time(expires)), \(time(stamp)))"
      ).run()
    }
    return .object(["code": .string(InviteCode.display(code)), "expires_at": .string(expires)])
  }

  /// Accepts the invite `code` for `caller` (from `address`): the new link between the
  /// athlete and the parent. Acceptances take turns (`serialize`), so the failures counted
  /// before an attempt include every attempt made before it, however many arrive at once, and
  /// a failure is recorded in the same transaction that refused it.
  package func accept(code: String, by caller: UserID, address: String) async throws -> JSONValue {
    let me = caller.description
    let stamp = now()
    let outcome = try await database.transaction { connection -> Result<JSONValue, FamilyError> in
      try await database.serialize(on: "family_invite_acceptance", in: connection)
      if try await isRateLimited(
        me, address, since: stamp.addingTimeInterval(-Self.failureWindow), in: connection)
      {
        return .failure(.tooManyAttempts)
      }
      do {
        return .success(try await link(code: code, for: me, at: stamp, in: connection))
      } catch let error as FamilyError {
        if error.countsAsFailure { try await recordFailure(me, address, at: stamp, in: connection) }
        return .failure(error)
      }
    }
    return try outcome.get()
  }

  /// The checks of an acceptance, in order, and the link it makes; nothing is written unless
  /// every check passes.
  private func link(code: String, for me: String, at stamp: Date, in connection: any SQLDatabase)
    async throws -> JSONValue
  {
    let invite = try await Invite.find(
      TokenHash.of(InviteCode.normalized(code)), dialect: database.dialect, in: connection)
    guard let invite, invite.isOpen(at: stamp) else { throw FamilyError.invalidCode }
    if let bound = invite.email, bound != (try await email(of: me, in: connection)) {
      throw FamilyError.otherEmail
    }
    guard invite.createdBy != me else { throw FamilyError.ownInvite }
    let role = try await role(of: me, in: connection)
    guard role != invite.inviterRole else {
      throw FamilyError.wrongRole(expected: invite.inviterRole == "athlete" ? "parent" : "athlete")
    }
    let (athlete, parent) =
      invite.inviterRole == "athlete" ? (invite.createdBy, me) : (me, invite.createdBy)
    guard
      try await !FamilyLink.exists(
        athlete: athlete, parent: parent, dialect: database.dialect, in: connection)
    else { throw FamilyError.alreadyLinked }
    try await invite.markUsed(
      by: me, at: Timestamp.format(stamp), dialect: database.dialect, in: connection)
    return try await FamilyLink.insert(
      id: UUIDText.lowercase(newID()), athlete: athlete, parent: parent, access: invite.access,
      at: Timestamp.format(stamp), dialect: database.dialect, in: connection)
  }

  /// The role an account's profile names; an account without one is an athlete.
  package func role(of user: String, in connection: any SQLDatabase) async throws -> String {
    try await connection.raw("SELECT role FROM profiles WHERE id = \(uuid(user))").first()
      .map { try $0.decode(column: "role", as: String.self) } ?? "athlete"
  }

  private func isRateLimited(
    _ user: String, _ address: String, since: Date, in connection: any SQLDatabase
  ) async throws -> Bool {
    let start = time(Timestamp.format(since))
    let mine =
      try await connection.raw(
        "SELECT count(*) AS n FROM family_invite_failures WHERE user_id = \(uuid(user)) AND failed_at > \(start)"
      ).first().map { try $0.decode(column: "n", as: Int.self) } ?? 0
    let fromAddress =
      try await connection.raw(
        "SELECT count(*) AS n FROM family_invite_failures WHERE address = \(bind: address) AND failed_at > \(start)"
      ).first().map { try $0.decode(column: "n", as: Int.self) } ?? 0
    return mine >= Self.failuresPerAccount || fromAddress >= Self.failuresPerAddress
  }

  private func recordFailure(
    _ user: String, _ address: String, at stamp: Date, in connection: any SQLDatabase
  ) async throws {
    try await connection.raw(
      "INSERT INTO family_invite_failures (user_id, address, failed_at) VALUES (\(uuid(user)), \(bind: address), \(time(Timestamp.format(stamp))))"
    ).run()
  }

  private func email(of user: String, in connection: any SQLDatabase) async throws -> String? {
    try await connection.raw("SELECT email FROM users WHERE id = \(uuid(user))").first()
      .map { try $0.decode(column: "email", as: String.self).lowercased() }
  }

  private func uuid(_ id: String) -> SQLQueryString { database.bind(uuid: id) }

  private func time(_ stamp: String) -> SQLQueryString { database.bind(timestamp: stamp) }
}
