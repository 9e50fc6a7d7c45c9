// Canary: a String passed where the model takes an EventType.
// expect: cannot convert value of type 'String' to expected argument type 'EventType'
import CompassDomain
import CompassFeatures
import CompassModels
import SwiftUI

struct WrongArgumentTypeView: View {
  let events: EventsListModel

  var body: some View {
    Button("Camps") { events.typeFilterChanged("camp") }
  }
}
