// Canary: a warning (an unused result), which the check treats as an error.
// expect: expression of type 'EventListText' is unused
import CompassDomain
import CompassFeatures
import CompassModels
import SwiftUI

struct UnusedResultIsAnErrorView: View {
  let events: EventsListModel

  var body: some View {
    Button("Camps") {
      events.typeFilterChanged(.camp)
      events.text
    }
  }
}
