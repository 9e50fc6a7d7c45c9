import Foundation

/// What sign-up asks besides e-mail and password, on every face: the person's name (so their
/// family sees who added what) and whether they are the athlete or a parent.
public struct SignUpProfile: Sendable, Equatable {
  public static let longestName = 100
  public static let nameMissing = "Enter your name, so your family can see who added what."
  public static let nameTooLong = "Use at most \(longestName) characters for your name."
  public static let roleMissing = "Choose whether you are the athlete or a parent."

  public var name: String
  public var role: FamilyRole

  public init(name: String = "", role: FamilyRole = .athlete) {
    self.name = name
    self.role = role
  }

  /// The name as it is saved.
  public var trimmedName: String { name.trimmingCharacters(in: .whitespacesAndNewlines) }

  /// Why the profile cannot be sent yet, if anything.
  public var problem: String? {
    if trimmedName.isEmpty { return Self.nameMissing }
    if trimmedName.count > Self.longestName { return Self.nameTooLong }
    return nil
  }

  /// The sign-up metadata both backends make the profile from (`display_name`, `role`).
  public var metadata: [String: String] {
    ["display_name": trimmedName, "role": role.rawValue]
  }
}
