// Canary: onChange with a one-parameter action, deprecated in iOS 17 (Xcode warns; the check refuses).
// expect: 'onChange(of:perform:)' is deprecated
import CompassDomain
import CompassFeatures
import CompassModels
import SwiftUI

struct DeprecatedOnChangeView: View {
  let events: EventsListModel
  @State private var search = ""

  var body: some View {
    TextField("Search", text: $search).onChange(of: search) { value in events.searchChanged(value) }
  }
}
