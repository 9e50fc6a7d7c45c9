#if canImport(SwiftUI)
  import CompassDomain
  import CompassFeatures
  import CompassModels
  import SwiftUI

  /// Create Event: the spec's five sections, inline messages, end date and time that follow the
  /// start, the school choices, Get Directions, a discard prompt, and "Creating…" while saving.
  struct CreateEventView: View {
    @State var model: CreateEventModel
    let onCreated: @MainActor (Event.ID) -> Void
    @Environment(\.dismiss) private var dismiss

    var body: some View {
      NavigationStack {
        Form {
          if let summary = model.validationSummary {
            Text(summary).foregroundStyle(.red).accessibilityLabel("Error: \(summary)")
          }
          infoSection
          dateSection
          locationSection
          Section("Event Details") {
            TextField("Event Description", text: $model.form.description, axis: .vertical)
              .lineLimit(3...6)
            Toggle("Registered", isOn: $model.form.registered)
            Toggle("Attended", isOn: $model.form.attended)
          }
          Section("Performance") {
            TextField("Performance Notes", text: $model.form.performanceNotes, axis: .vertical)
              .lineLimit(4...8)
          }
        }
        .navigationTitle("Add New Event")
        .navigationBarTitleDisplayMode(.inline)
        .toolbar {
          ToolbarItem(placement: .cancellationAction) {
            Button("Cancel") { model.cancelTapped() }
          }
          ToolbarItem(placement: .confirmationAction) {
            Button(model.submitTitle) { Task { await model.createTapped() } }
              .disabled(model.isSubmitting)
          }
        }
        .task { await model.onAppear() }
        .interactiveDismissDisabled(model.hasUnsavedChanges)
        .confirmationDialog(
          "Discard changes?",
          isPresented: Binding(
            get: { model.showsDiscardPrompt }, set: { if !$0 { model.keepEditingTapped() } }),
          titleVisibility: .visible
        ) {
          Button("Discard", role: .destructive) { model.discardConfirmed() }
          Button("Keep Editing", role: .cancel) { model.keepEditingTapped() }
        }
        .alert(
          "Could not save",
          isPresented: Binding(
            get: { model.submitError != nil }, set: { if !$0 { model.submitErrorDismissed() } })
        ) {
          Button("OK") { model.submitErrorDismissed() }
        } message: {
          Text(model.submitError ?? "")
        }
        .onChange(of: model.isDismissed) { _, isDismissed in
          if isDismissed { dismiss() }
        }
        .onChange(of: model.createdEventID) { _, id in
          if let id { onCreated(id) }
        }
        .sensoryFeedback(.success, trigger: model.createdEventID)
      }
    }

    private var infoSection: some View {
      Section("Event Info") {
        Picker(EventFormField.type.label, selection: $model.form.type) {
          Text("-- Select a type --").tag(EventType?.none)
          ForEach(EventType.allCases, id: \.self) { Text($0.displayName).tag(EventType?.some($0)) }
        }
        .accessibilityLabel(EventFormField.type.accessibilityLabel)
        FieldMessage(message: model.error(for: .type))
        TextField(EventFormField.name.label, text: $model.form.name)
          .accessibilityLabel(EventFormField.name.accessibilityLabel)
        FieldMessage(message: model.error(for: .name))
        SchoolSection(model: model)
        Picker("Event Source", selection: $model.form.eventSource) {
          Text("-- Select a source --").tag(EventSource?.none)
          ForEach(EventSource.allCases, id: \.self) {
            Text($0.displayName).tag(EventSource?.some($0))
          }
        }
        TextField(EventFormField.cost.label, text: $model.form.costText, prompt: Text("0.00"))
          .keyboardType(.decimalPad)
        FieldMessage(message: model.error(for: .cost))
        TextField(EventFormField.url.label, text: $model.form.url, prompt: Text("https://"))
          .keyboardType(.URL)
          .textInputAutocapitalization(.never)
          .autocorrectionDisabled()
        FieldMessage(message: model.error(for: .url))
      }
    }

    private var dateSection: some View {
      Section("Date & Time") {
        if model.form.startDate == nil {
          Button("Start Date: choose") { model.startDatePickerOpened() }
            .accessibilityLabel(EventFormField.startDate.accessibilityLabel)
        } else {
          DatePicker(
            EventFormField.startDate.label,
            selection: PickerBindings.date(model.form.startDate) { model.startDateChanged($0) },
            displayedComponents: .date)
        }
        FieldMessage(message: model.error(for: .startDate))
        Toggle(
          "Start Time",
          isOn: Binding(
            get: { model.form.startTime != nil }, set: { model.startTimeToggled($0) }))
        if model.form.startTime != nil {
          DatePicker(
            "Starts at",
            selection: PickerBindings.time(model.form.startTime) { model.startTimeChanged($0) },
            displayedComponents: .hourAndMinute)
        }
        DatePicker(
          EventFormField.endDate.label,
          selection: PickerBindings.date(model.form.endDate ?? model.form.startDate) {
            model.form.endDate = $0
          },
          displayedComponents: .date)
        FieldMessage(message: model.error(for: .endDate))
        Toggle(
          "End Time",
          isOn: Binding(get: { model.form.endTime != nil }, set: { model.endTimeToggled($0) }))
        if model.form.endTime != nil {
          DatePicker(
            "Ends at",
            selection: PickerBindings.time(model.form.endTime) { model.form.endTime = $0 },
            displayedComponents: .hourAndMinute)
        }
      }
    }

    private var locationSection: some View {
      Section("Location") {
        TextField("Venue", text: $model.form.location)
        TextField("Street Address", text: $model.form.address)
          .textContentType(.fullStreetAddress)
        TextField("City", text: $model.form.city)
          .textContentType(.addressCity)
        TextField(
          EventFormField.state.label,
          text: Binding(get: { model.form.state }, set: { model.stateChanged($0) })
        )
        .textInputAutocapitalization(.characters)
        FieldMessage(message: model.error(for: .state))
        if let directions = model.directionsURL {
          Link(destination: directions) {
            Label("Get Directions", systemImage: "map")
              .frame(maxWidth: .infinity, minHeight: 44)
          }
        }
      }
    }
  }
#endif
