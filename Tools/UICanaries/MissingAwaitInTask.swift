// Canary: an async action called without await in .task.
// expect: expression is 'async' but is not marked with 'await'
import CompassDomain
import CompassFeatures
import CompassModels
import SwiftUI

struct MissingAwaitInTaskView: View {
  let events: EventsListModel

  var body: some View {
    Text(events.resultCountText).task { events.onAppear() }
  }
}
