#if canImport(SwiftUI)
  import SwiftUI

  /// A field's inline error, read out as "Error: …", or its advice, read out as "Warning: …".
  struct FieldMessage: View {
    let message: String?
    var warning: String?

    var body: some View {
      if let message {
        Text(message)
          .font(.footnote)
          .foregroundStyle(.red)
          .accessibilityLabel("Error: \(message)")
      } else if let warning {
        Text(warning)
          .font(.footnote)
          .foregroundStyle(.orange)
          .accessibilityLabel("Warning: \(warning)")
      }
    }
  }
#endif
