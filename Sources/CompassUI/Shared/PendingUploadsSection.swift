#if canImport(SwiftUI)
  import CompassFeatures
  import SwiftUI

  /// The files still on their way to the server: each one's title, how much is in, where it
  /// stands ("Waiting to upload · 45% sent"), and Discard for one the server would not take.
  /// They go on when the screen shows and each time the app comes to the front.
  struct PendingUploadsSection: View {
    let uploads: [PendingUpload]
    let resume: () async -> Void
    let discard: (PendingUpload) -> Void

    var body: some View {
      if !uploads.isEmpty {
        Section("Uploading") {
          ForEach(uploads) { upload in
            VStack(alignment: .leading, spacing: 4) {
              Text(upload.title).font(.headline)
              ProgressView(value: upload.fraction)
              Text(upload.note).font(.caption).foregroundStyle(.secondary)
              if upload.isRefused {
                Button("Discard", role: .destructive) { discard(upload) }.frame(minHeight: 44)
              }
            }
            .accessibilityElement(children: .combine)
          }
        }
        .task { await resume() }
        .onBecomingActive { await resume() }
      }
    }
  }
#endif
