#if canImport(SwiftUI)
  import SwiftUI

  /// Whether the user may change the athlete on screen: false for a parent with view access,
  /// whose edit controls stay visible but disabled under the banner that says why.
  struct CanEditKey: EnvironmentKey {
    static let defaultValue = true
  }

  extension EnvironmentValues {
    var canEdit: Bool {
      get { self[CanEditKey.self] }
      set { self[CanEditKey.self] = newValue }
    }
  }
#endif
