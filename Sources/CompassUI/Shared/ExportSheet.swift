#if canImport(SwiftUI)
  import CompassFeatures
  import SwiftUI

  /// "Export": the files written to the temporary folder once, each offered through ShareLink,
  /// under a note saying what they hold when there is one.
  struct ExportSheet: View {
    let title: String
    var note: String?
    let files: [ExportFile]
    @State private var written: [URL] = []
    @Environment(\.dismiss) private var dismiss

    var body: some View {
      NavigationStack {
        List {
          Section {
            ForEach(written, id: \.self) { url in
              ShareLink(item: url) {
                Label(url.lastPathComponent, systemImage: "square.and.arrow.up")
                  .frame(minHeight: 44)
              }
            }
          } footer: {
            if let note { Text(note) }
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
