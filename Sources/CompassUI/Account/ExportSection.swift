#if canImport(SwiftUI)
  import CompassFeatures
  import SwiftUI

  /// "Your data": the whole account as a ZIP file, written on the phone and then handed to the
  /// share sheet (Files, Mail, AirDrop…); the file leaves the phone's cache when the screen closes.
  struct ExportSection: View {
    @State var model: AccountExportModel

    var body: some View {
      Section {
        if let archive = model.archive {
          ShareLink(item: archive) {
            Label("Share \(archive.lastPathComponent)", systemImage: "square.and.arrow.up")
          }
          .frame(minHeight: 44)
        } else {
          Button("Export my data") { Task { await model.exportTapped() } }
            .disabled(model.isWorking)
            .frame(minHeight: 44)
        }
        if let progress = model.progress {
          HStack {
            ProgressView()
            Text(progress)
          }
        }
      } header: {
        Text("Your data")
      } footer: {
        Text(model.error?.message ?? model.summary)
      }
      .onDisappear { model.removeArchive() }
    }
  }
#endif
