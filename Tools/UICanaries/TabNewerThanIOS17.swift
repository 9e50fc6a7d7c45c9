// Canary: Tab, an iOS 18 API, above the app's iOS 17 floor.
// expect: cannot find 'Tab' in scope
import CompassDomain
import CompassFeatures
import CompassModels
import SwiftUI

struct TabNewerThanIOS17View: View {

  var body: some View {
    TabView { Tab("Events", systemImage: "calendar") { Text("Events") } }
  }
}
