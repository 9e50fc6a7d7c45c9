#if canImport(SwiftUI)
  import SwiftUI

  /// The bytes sent so far while an upload runs: a bar and "Uploading… 42%".
  struct UploadProgressRow: View {
    let progress: Double?

    var body: some View {
      if let progress {
        ProgressView(value: progress) { Text("Uploading… \(Int(progress * 100))%") }
      }
    }
  }
#endif
