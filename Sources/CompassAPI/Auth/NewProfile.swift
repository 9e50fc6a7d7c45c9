import CompassModels

/// The profile an account starts with, from the metadata its sign-up carried (`display_name`
/// or `full_name`, and `role`), as the hosted trigger `public.handle_new_user` reads it: an
/// account is an athlete unless it signed up as a parent.
struct NewProfile: Equatable {
  let displayName: String
  let role: String

  static let maximumNameLength = 500

  init(metadata: [String: JSONValue]) {
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
