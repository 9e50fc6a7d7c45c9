// Canary: onChange of a value that is not Equatable.
// expect: requires that 'EventResults' conform to 'Equatable'
import CompassDomain
import CompassFeatures
import CompassModels
import SwiftUI

struct NonEquatableOnChangeView: View {
  let events: EventsListModel

  var body: some View {
    Text(events.resultCountText).onChange(of: events.results) { events.scrolled() }
  }
}
