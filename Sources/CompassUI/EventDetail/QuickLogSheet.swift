#if canImport(SwiftUI)
  import CompassDomain
  import CompassFeatures
  import CompassModels
  import SwiftUI

  /// "Log Interactions" after Mark Attended: type, direction, what happened, sentiment.
  struct QuickLogSheet: View {
    @Bindable var model: EventDetailModel

    var body: some View {
      NavigationStack {
        Form {
          if let prompt = model.quickLogPrompt {
            Text(prompt).foregroundStyle(.secondary)
          }
          if let form = Binding($model.quickLog) { fields(form) }
          Section {
            Button("Log Interaction") { Task { await model.logInteractionTapped() } }
              .frame(maxWidth: .infinity, minHeight: 44)
              .disabled(model.isWorking)
            Button("Skip for Now") { model.skipQuickLogTapped() }
              .frame(maxWidth: .infinity, minHeight: 44)
          }
        }
        .navigationTitle("Log Interactions")
        .navigationBarTitleDisplayMode(.inline)
      }
      .presentationDetents([.large])
    }

    @ViewBuilder private func fields(_ form: Binding<QuickLogForm>) -> some View {
      Picker("Type", selection: form.type) {
        ForEach(QuickLogForm.typeChoices, id: \.self) { Text($0.displayName).tag($0) }
      }
      Picker("Direction", selection: form.direction) {
        ForEach(InteractionDirection.allCases, id: \.self) { Text($0.displayName).tag($0) }
      }
      TextField("What happened", text: form.content, axis: .vertical)
        .lineLimit(3...6)
        .accessibilityLabel("What happened, Required field")
      FieldMessage(message: model.quickLogError)
      Picker("Sentiment", selection: form.sentiment) {
        ForEach(InteractionSentiment.allCases, id: \.self) { Text($0.displayName).tag($0) }
      }
    }
  }
#endif
