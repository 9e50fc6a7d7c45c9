import CompassModels

/// The profile an account starts with, from the metadata its sign-up carried (`display_name`
/// or `full_name`, and `role`), as the hosted trigger `public.handle_new_user` reads it: an
/// account is an athlete unless it signed up as a parent.
package struct NewProfile: Equatable {
  package let displayName: String
  package let role: String

  package static let maximumNameLength = 500

  package init(metadata: [String: JSONValue]) {
    let name =
      [metadata["display_name"], metadata["full_name"]].lazy.compactMap { value in
        if case .string(let text)? = value { return text }
        return nil
      }.first ?? ""
    displayName = String(
      name.trimmingCharacters(in: .whitespacesAndNewlines).prefix(Self.maximumNameLength))
    role = metadata["role"] == .string("parent") ? "parent" : "athlete"
  }
}
