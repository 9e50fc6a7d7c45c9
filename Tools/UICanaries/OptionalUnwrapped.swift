// Canary: an optional used as if it were there.
// expect: value of optional type 'Event?' must be unwrapped
import CompassDomain
import CompassFeatures
import CompassModels
import SwiftUI

struct OptionalUnwrappedView: View {
  let events: EventsListModel

  var body: some View {
    Text(events.pendingDeletion.name)
  }
}
