// Canary: presentationSizing, an iOS 18 modifier, above the floor.
// expect: has no member 'presentationSizing'
import CompassDomain
import CompassFeatures
import CompassModels
import SwiftUI

struct ModifierNewerThanIOS17View: View {

  var body: some View {
    Text("Events").presentationSizing(.form)
  }
}
