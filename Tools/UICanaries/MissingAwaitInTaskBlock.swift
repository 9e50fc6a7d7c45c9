// Canary: an async action called without await in Task {}.
// expect: expression is 'async' but is not marked with 'await'
import CompassDomain
import CompassFeatures
import CompassModels
import SwiftUI

struct MissingAwaitInTaskBlockView: View {
  let events: EventsListModel

  var body: some View {
    Button("Retry") { Task { events.retryTapped() } }
  }
}
