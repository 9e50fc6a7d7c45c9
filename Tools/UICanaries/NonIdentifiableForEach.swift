// Canary: ForEach over values that are not Identifiable, with no id:.
// expect: requires that 'String' conform to 'Identifiable'
import CompassDomain
import CompassFeatures
import CompassModels
import SwiftUI

struct NonIdentifiableForEachView: View {

  var body: some View {
    ForEach(["camp", "game"]) { name in Text(name) }
  }
}
