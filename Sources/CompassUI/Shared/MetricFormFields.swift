#if canImport(SwiftUI)
  import CompassDomain
  import CompassModels
  import SwiftUI

  /// The metric form's fields: type (which proposes a unit), an "Other Metric"'s name, value,
  /// unit, date (today or the 30 years before), notes, verified.
  struct MetricFormFields: View {
    @Binding var form: MetricForm
    let error: @MainActor (MetricFormField) -> String?
    let typeChanged: @MainActor (MetricType?) -> Void

    var body: some View {
      Picker("Metric Type", selection: Binding(get: { form.metricType }, set: { typeChanged($0) }))
      {
        Text("-- Select a metric --").tag(MetricType?.none)
        ForEach(MetricType.allCases, id: \.self) { Text($0.displayName).tag(MetricType?.some($0)) }
      }
      FieldMessage(message: error(.metricType))
      if form.needsName {
        TextField("Name", text: $form.customName, prompt: Text("Broad Jump"))
          .textInputAutocapitalization(.words)
        FieldMessage(message: error(.customName))
      }
      TextField("Value", text: $form.valueText)
        .keyboardType(.decimalPad)
      FieldMessage(message: error(.value))
      TextField("Unit", text: $form.unit, prompt: Text("mph, sec"))
      DatePicker(
        "Date",
        selection: PickerBindings.date(form.recordedDate) { form.recordedDate = $0 },
        in: PickerBindings.dates(from: form.earliestDate, through: form.today),
        displayedComponents: .date)
      FieldMessage(message: error(.recordedDate))
      TextField("Notes", text: $form.notes, axis: .vertical).lineLimit(2...4)
      Toggle("Verified", isOn: $form.verified)
      if form.verified {
        Picker("Verified how", selection: $form.verifiedBy) {
          Text(VerificationText.notSaid).tag(VerificationSource?.none)
          ForEach(VerificationSource.allCases, id: \.self) { source in
            Text(VerificationText.label(source)).tag(Optional(source))
          }
        }
      }
    }
  }
#endif
