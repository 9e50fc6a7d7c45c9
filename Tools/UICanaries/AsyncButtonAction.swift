// Canary: async work straight in a Button's synchronous action.
// expect: to parameter expecting synchronous function type
import CompassDomain
import CompassFeatures
import CompassModels
import SwiftUI

struct AsyncButtonActionView: View {
  let events: EventsListModel

  var body: some View {
    Button("Retry") { await events.retryTapped() }
  }
}
