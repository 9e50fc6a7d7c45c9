#if canImport(SwiftUI)
  import CompassFeatures
  import SwiftUI

  /// "Export": the files written to the temporary folder once, each offered through ShareLink.
  struct ExportSheet: View {
    let title: String
    let files: [ExportFile]
    @State private var written: [URL] = []
    @Environment(\.dismiss) private var dismiss

    var body: some View {
      NavigationStack {
        List(written, id: \.self) { url in
          ShareLink(item: url) {
            Label(url.lastPathComponent, systemImage: "square.and.arrow.up").frame(minHeight: 44)
          }
        }
        .navigationTitle(title)
        .toolbar {
          ToolbarItem(placement: .confirmationAction) { Button("Done") { dismiss() } }
        }
      }
      .presentationDetents([.medium])
      .task {
        written = files.compactMap { file in
          let url = FileManager.default.temporaryDirectory.appending(path: file.fileName)
          guard (try? file.data.write(to: url, options: .atomic)) != nil else { return nil }
          return url
        }
      }
    }
  }
#endif
