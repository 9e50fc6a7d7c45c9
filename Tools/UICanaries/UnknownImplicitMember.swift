// Canary: an implicit member the type does not have.
// expect: has no member 'subtle'
import CompassDomain
import CompassFeatures
import CompassModels
import SwiftUI

struct UnknownImplicitMemberView: View {

  var body: some View {
    Text("Events").foregroundStyle(.subtle)
  }
}
