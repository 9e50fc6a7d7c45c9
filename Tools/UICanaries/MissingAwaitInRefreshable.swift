// Canary: an async action called without await in .refreshable.
// expect: main actor-isolated instance method 'refresh()' cannot be called from outside of the actor
import CompassDomain
import CompassFeatures
import CompassModels
import SwiftUI

struct MissingAwaitInRefreshableView: View {
  let events: EventsListModel

  var body: some View {
    List { Text(events.resultCountText) }.refreshable { events.refresh() }
  }
}
