#if canImport(SwiftUI)
  import SwiftUI

  /// A field's inline error, read out as "Error: …".
  struct FieldMessage: View {
    let message: String?

    var body: some View {
      if let message {
        Text(message)
          .font(.footnote)
          .foregroundStyle(.red)
          .accessibilityLabel("Error: \(message)")
      }
    }
  }
#endif
