import Foundation

/// A typed UUID: `Event.ID` and `School.ID` cannot be mixed up. Reads any case, writes lowercase.
public struct Identifier<Entity>: Hashable, Sendable, Comparable, WireString {
  public static var wireForm: String { "a UUID" }

  public let uuid: UUID

  public init(_ uuid: UUID) {
    self.uuid = uuid
  }

  /// Parses a UUID string in any letter case; `nil` when it is not a UUID.
  public init?(_ string: String) {
    guard let uuid = UUIDText.parse(string) else { return nil }
    self.uuid = uuid
  }

  /// The PostgREST spelling: lowercase with hyphens.
  public var description: String { UUIDText.lowercase(uuid) }

  /// Byte order, which is also the order of the lowercase strings.
  public static func < (lhs: Self, rhs: Self) -> Bool {
    lhs.sortKey < rhs.sortKey
  }

  private var sortKey: (UInt64, UInt64) {
    withUnsafeBytes(of: uuid.uuid) { bytes in
      (
        UInt64(bigEndian: bytes.loadUnaligned(fromByteOffset: 0, as: UInt64.self)),
        UInt64(bigEndian: bytes.loadUnaligned(fromByteOffset: 8, as: UInt64.self))
      )
    }
  }
}

/// The signed-in person who owns rows (`user_id`, `logged_by`, `uploaded_by`).
public enum Account {}

/// The id of a user account (the `sub` of the access token).
public typealias UserID = Identifier<Account>
