import CompassModels
import Foundation
import SQLKit

/// An invite code: eight characters a person can read aloud and type (no 0/O, 1/I/L), about
/// 40 bits, shown as `ABCD-EFGH`, stored only as its SHA-256.
package enum InviteCode {
  package static let alphabet = Array("ABCDEFGHJKMNPQRSTUVWXYZ23456789")
  package static let length = 8

  package static func make() -> String {
    var generator = SystemRandomNumberGenerator()
    return String(
      (0..<length).map { _ in alphabet[Int.random(in: 0..<alphabet.count, using: &generator)] })
  }

  /// What a person typed, as the code it means: case, spaces and hyphens do not matter.
  package static func normalized(_ typed: String) -> String {
    String(typed.uppercased().filter { $0 != "-" && !$0.isWhitespace }.prefix(64))
  }

  package static func display(_ code: String) -> String {
    "\(code.prefix(length / 2))-\(code.dropFirst(length / 2))"
  }

}

/// A stored invite, as acceptance reads it.
package struct Invite {
  package let id: String
  package let createdBy: String
  package let inviterRole: String
  package let access: String
  package let email: String?
  package let expiresAt: Date?
  package let used: Bool
  package let revoked: Bool

  package static func find(
    _ codeHash: String, dialect: SQLDialectKind, in connection: any SQLDatabase
  )
    async throws -> Invite?
  {
    try await connection.raw(
      "SELECT CAST(id AS TEXT) AS id, CAST(created_by AS TEXT) AS created_by, inviter_role, access, email, CAST(expires_at AS TEXT) AS expires_at, CAST(used_at AS TEXT) AS used_at, CAST(revoked_at AS TEXT) AS revoked_at FROM family_invites WHERE code_hash = \(dialect.bind(BoundValue(value: codeHash, type: .text)))"
    ).first().map { row in
      Invite(
        id: try row.decode(column: "id", as: String.self).lowercased(),
        createdBy: try row.decode(column: "created_by", as: String.self).lowercased(),
        inviterRole: try row.decode(column: "inviter_role", as: String.self),
        access: try row.decode(column: "access", as: String.self),
        email: try row.decode(column: "email", as: String?.self),
        expiresAt: Timestamp.parse(try row.decode(column: "expires_at", as: String.self)),
        used: try !row.decodeNil(column: "used_at"),
        revoked: try !row.decodeNil(column: "revoked_at"))
    }
  }

  /// Not used, not revoked, not expired.
  package func isOpen(at instant: Date) -> Bool {
    guard let expiresAt else { return false }
    return !used && !revoked && expiresAt > instant
  }

  /// Marks the invite used, unless another acceptance got there first.
  package func markUsed(
    by user: String, at stamp: String, dialect: SQLDialectKind, in connection: any SQLDatabase
  )
    async throws
  {
    let claimed = try await connection.raw(
      "UPDATE family_invites SET used_at = \(dialect.bind(BoundValue(value: stamp, type: .timestamp))), used_by = \(dialect.bind(BoundValue(value: user, type: .uuid))) WHERE id = \(dialect.bind(BoundValue(value: id, type: .uuid))) AND used_at IS NULL RETURNING CAST(id AS TEXT) AS id"
    ).all()
    guard claimed.count == 1 else { throw FamilyError.invalidCode }
  }
}

/// A link between an athlete and a parent, written by an accepted invite.
package enum FamilyLink {
  package static func exists(
    athlete: String, parent: String, dialect: SQLDialectKind, in connection: any SQLDatabase
  ) async throws -> Bool {
    try await connection.raw(
      "SELECT 1 AS found FROM family_links WHERE athlete_id = \(dialect.bind(BoundValue(value: athlete, type: .uuid))) AND parent_id = \(dialect.bind(BoundValue(value: parent, type: .uuid)))"
    ).first() != nil
  }

  package static func insert(
    id: String, athlete: String, parent: String, access: String, at stamp: String,
    dialect: SQLDialectKind, in connection: any SQLDatabase
  ) async throws -> JSONValue {
    let bound = { (value: String, type: ColumnType) in
      dialect.bind(BoundValue(value: value, type: type))
    }
    try await connection.raw(
      "INSERT INTO family_links (id, athlete_id, parent_id, access, created_at, updated_at) VALUES (\(bound(id, .uuid)), \(bound(athlete, .uuid)), \(bound(parent, .uuid)), \(bound(access, .text)), \(bound(stamp, .timestamp)), \(bound(stamp, .timestamp)))"
    ).run()
    return .object([
      "id": .string(id), "athlete_id": .string(athlete), "parent_id": .string(parent),
      "access": .string(access), "created_at": .string(stamp), "updated_at": .string(stamp),
    ])
  }
}

/// Why a family function refused, in PostgREST's error shape.
package enum FamilyError: Error, Equatable {
  case invalidAccess, invalidEmail, invalidCode, otherEmail, ownInvite, alreadyLinked
  case wrongRole(expected: String)
  case tooManyAttempts

  /// Whether the attempt counts toward the rate limit (a wrong or stale code does).
  package var countsAsFailure: Bool {
    switch self {
    case .invalidCode, .otherEmail: true
    default: false
    }
  }

  package var postgrest: PostgrestError {
    switch self {
    case .invalidAccess:
      PostgrestError(code: "22023", message: "access must be edit or view", kind: .invalid)
    case .invalidEmail:
      PostgrestError(code: "22023", message: "email is not an e-mail address", kind: .invalid)
    case .invalidCode:
      PostgrestError(
        code: "P0001", message: "This invite code is not valid: it may have expired or been used.",
        kind: .invalid)
    case .otherEmail:
      PostgrestError(
        code: "P0001", message: "This invite is for a different e-mail address.",
        kind: .denied)
    case .ownInvite:
      PostgrestError(
        code: "P0001", message: "You cannot accept your own invite.", kind: .invalid)
    case .alreadyLinked:
      PostgrestError(code: "23505", message: "You are already in this family.", kind: .clash)
    case .wrongRole(let expected):
      PostgrestError(
        code: "P0001", message: "This invite is for a \(expected) account.", kind: .denied)
    case .tooManyAttempts:
      PostgrestError(
        code: "P0001", message: "Too many invite codes tried. Try again in an hour.",
        kind: .throttled)
    }
  }
}
