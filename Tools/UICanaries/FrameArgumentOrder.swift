// Canary: arguments out of order in .frame.
// expect: argument 'width' must precede argument 'height'
import CompassDomain
import CompassFeatures
import CompassModels
import SwiftUI

struct FrameArgumentOrderView: View {
  let events: EventsListModel

  var body: some View {
    Text(events.resultCountText).frame(height: 10, width: 20)
  }
}
