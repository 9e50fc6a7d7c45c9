// Canary: a value that is not a View inside a view builder.
// expect: this expression does not conform to 'View'
import CompassDomain
import CompassFeatures
import CompassModels
import SwiftUI

struct NonViewInBuilderView: View {
  let events: EventsListModel

  var body: some View {
    VStack { events.resultCountText.count }
  }
}
