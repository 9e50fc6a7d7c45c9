#if canImport(SwiftUI)
  import CompassDomain
  import CompassFeatures
  import CompassModels
  import SwiftUI

  /// "Location": venue, address, city, the two-letter state with its warning, the event's time
  /// zone (proposed from the place), Get Directions.
  struct EventLocationSection: View {
    @Bindable var editor: EventFormModel

    var body: some View {
      Section("Location") {
        TextField("Venue", text: $editor.form.location)
        TextField("Street Address", text: $editor.form.address)
          .textContentType(.fullStreetAddress)
        TextField(
          "City", text: Binding(get: { editor.form.city }, set: { editor.cityChanged($0) })
        )
        .textContentType(.addressCity)
        TextField(
          EventFormField.state.label,
          text: Binding(get: { editor.form.state }, set: { editor.stateChanged($0) })
        )
        .textInputAutocapitalization(.characters)
        .autocorrectionDisabled()
        FieldMessage(message: editor.error(for: .state), warning: editor.warning(for: .state))
        Picker(
          EventFormField.timeZone.label,
          selection: Binding(get: { editor.form.timeZone }, set: { editor.timeZoneChosen($0) })
        ) {
          ForEach(editor.timeZoneChoices, id: \.id) { Text($0.label).tag($0.id) }
        }
        FieldMessage(message: editor.error(for: .timeZone))
        if let directions = editor.directionsURL {
          Link(destination: directions) {
            Label("Get Directions", systemImage: "map")
              .frame(maxWidth: .infinity, minHeight: 44)
          }
        }
      }
    }
  }
#endif
