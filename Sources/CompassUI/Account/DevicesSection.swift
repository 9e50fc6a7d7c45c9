#if canImport(SwiftUI)
  import CompassFeatures
  import SwiftUI

  /// "Signed-in devices" on the account screen: each one, when last used, and "Sign out".
  struct DevicesSection: View {
    @State var model: DevicesModel

    var body: some View {
      Section {
        ForEach(model.devices) { device in
          HStack {
            VStack(alignment: .leading) {
              Text(device.name)
              Text("\(device.lastUse) · \(device.started)").font(.footnote)
                .foregroundStyle(.secondary)
            }
            Spacer()
            if !device.isCurrent {
              Button("Sign out") { Task { await model.signOutTapped(device) } }
                .disabled(model.isWorking)
                .frame(minHeight: 44)
            }
          }
        }
        if model.hasOthers {
          Button("Sign out everywhere else", role: .destructive) {
            Task { await model.signOutOthersTapped() }
          }
          .disabled(model.isWorking)
          .frame(minHeight: 44)
        }
      } header: {
        Text("Signed-in devices")
      } footer: {
        if let error = model.error { Text(error.message) }
      }
      .task { await model.load() }
    }
  }
#endif
