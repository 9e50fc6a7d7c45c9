// Canary: a binding to a property the model only lets itself set.
// expect: 'isSubmitting' setter is inaccessible
import CompassDomain
import CompassFeatures
import CompassModels
import SwiftUI

struct BindingToReadOnlyView: View {
  @Bindable var model: CreateEventModel

  var body: some View {
    Toggle("Submitting", isOn: $model.isSubmitting)
  }
}
