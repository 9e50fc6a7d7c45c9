// Canary: a main-actor method called synchronously from a detached task.
// expect: main actor-isolated instance method 'typeFilterChanged' cannot be called from outside of the actor
import CompassDomain
import CompassFeatures
import CompassModels
import SwiftUI

struct MainActorFromDetachedTaskView: View {
  let events: EventsListModel

  var body: some View {
    Button("Camps") { Task.detached { events.typeFilterChanged(.camp) } }
  }
}
