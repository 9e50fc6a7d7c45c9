#if canImport(SwiftUI)
  import CompassDomain
  import CompassFeatures
  import CompassModels
  import SwiftUI

  /// The spec's five sections of the event form, the same on Create Event and in the edit sheet.
  struct EventFormFields: View {
    @Bindable var editor: EventFormModel

    var body: some View {
      if let summary = editor.validationSummary {
        Text(summary).foregroundStyle(.red).accessibilityLabel("Error: \(summary)")
      }
      infoSection
      EventScheduleSection(editor: editor)
      EventLocationSection(editor: editor)
      Section("Event Details") {
        TextField("Event Description", text: $editor.form.description, axis: .vertical)
          .lineLimit(3...6)
        Toggle("Registered", isOn: $editor.form.registered)
        Toggle("Attended", isOn: $editor.form.attended)
      }
      Section("Performance") {
        TextField("Performance Notes", text: $editor.form.performanceNotes, axis: .vertical)
          .lineLimit(4...8)
      }
    }

    private var infoSection: some View {
      Section("Event Info") {
        Picker(EventFormField.type.label, selection: $editor.form.type) {
          Text("-- Select a type --").tag(EventType?.none)
          ForEach(EventType.allCases, id: \.self) { Text($0.displayName).tag(EventType?.some($0)) }
        }
        .accessibilityLabel(EventFormField.type.accessibilityLabel)
        FieldMessage(message: editor.error(for: .type))
        TextField(EventFormField.name.label, text: $editor.form.name)
          .accessibilityLabel(EventFormField.name.accessibilityLabel)
        FieldMessage(message: editor.error(for: .name))
        SchoolSection(editor: editor)
        Picker("Event Source", selection: $editor.form.eventSource) {
          Text("-- Select a source --").tag(EventSource?.none)
          ForEach(EventSource.allCases, id: \.self) {
            Text($0.displayName).tag(EventSource?.some($0))
          }
        }
        TextField(EventFormField.cost.label, text: $editor.form.costText, prompt: Text("0.00"))
          .keyboardType(.decimalPad)
        FieldMessage(message: editor.error(for: .cost))
        TextField(EventFormField.url.label, text: $editor.form.url, prompt: Text("https://"))
          .keyboardType(.URL)
          .textInputAutocapitalization(.never)
          .autocorrectionDisabled()
        FieldMessage(message: editor.error(for: .url))
      }
    }
  }
#endif
