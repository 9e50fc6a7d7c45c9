// The control: the same kinds of code the canaries get wrong, written right. It must compile, so a
// canary's refusal is its mistake and not the harness.
import CompassDomain
import CompassFeatures
import CompassModels
import SwiftUI

struct ControlView: View {
  @Bindable var model: EventFormModel
  let events: EventsListModel
  @State private var search = ""

  var body: some View {
    NavigationStack {
      VStack {
        TextField("Event name", text: $model.form.name)
        Text(events.resultCountText)
        Text(events.pendingDeletion?.name ?? "")
        ForEach(events.results) { event in Text(event.name) }
        Button("Retry") { Task { await events.retryTapped() } }
        Button("Camps") { events.typeFilterChanged(.camp) }
      }
      .frame(width: 20, height: 10)
      .foregroundStyle(.secondary)
      .onChange(of: search) { events.searchChanged(search) }
      .task { await events.onAppear() }
      .refreshable { await events.refresh() }
    }
  }
}
