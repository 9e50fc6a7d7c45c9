// Canary: global mutable state, refused in Swift 6 mode.
// expect: var 'tapCount' is not concurrency-safe
import CompassDomain
import CompassFeatures
import CompassModels
import SwiftUI

var tapCount = 0

struct GlobalMutableStateView: View {

  var body: some View {
    Button("Tap") { tapCount += 1 }
  }
}
