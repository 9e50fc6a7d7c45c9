#if canImport(SwiftUI)
  import CompassFeatures
  import SwiftUI

  /// The app's first view: sign-in until a session exists, then the tab bar.
  public struct CompassRootView: View {
    private let environment: AppEnvironment

    public init(environment: AppEnvironment) {
      self.environment = environment
    }

    public var body: some View {
      Group {
        if environment.session.isSignedIn {
          MainTabView(environment: environment)
        } else {
          AuthView(
            model: environment.authModel(), makeRecovery: environment.passwordRecoveryModel)
        }
      }
      .task { await environment.session.start() }
    }
  }
#endif
