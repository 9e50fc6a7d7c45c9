// Canary: a member the screen model does not have.
// expect: has no member 'resultCount'
import CompassDomain
import CompassFeatures
import CompassModels
import SwiftUI

struct WrongModelMemberView: View {
  let events: EventsListModel

  var body: some View {
    Text(events.resultCount)
  }
}
