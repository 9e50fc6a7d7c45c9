#if canImport(SwiftUI)
  import CompassDomain
  import CompassFeatures
  import SwiftUI

  extension View {
    /// "Dana Avery saved changes to this event while you were editing it.": each field both
    /// changed with both values, and Keep Mine, Keep Theirs or See Both, in the web page's words.
    func editConflictDialog(
      _ prompt: EditConflictPrompt?, keepMine: @escaping @MainActor () async -> Void,
      keepTheirs: @escaping @MainActor () async -> Void, seeBoth: @escaping @MainActor () -> Void
    ) -> some View {
      alert(
        prompt?.headline ?? "", isPresented: Binding(get: { prompt != nil }, set: { _ in })
      ) {
        Button(EditConflictText.keepMine) { Task { await keepMine() } }
        Button(EditConflictText.keepTheirs) { Task { await keepTheirs() } }
        Button(EditConflictText.seeBoth) { seeBoth() }
      } message: {
        Text(([prompt?.explanation ?? ""] + (prompt?.lines ?? [])).joined(separator: "\n"))
      }
    }
  }

  /// After "See Both": what the other person saved, above the form's fields.
  struct EditConflictNotes: View {
    let notes: [String]

    var body: some View {
      if !notes.isEmpty {
        Section("Changed meanwhile") {
          ForEach(notes, id: \.self) { Text($0).font(.footnote) }
        }
      }
    }
  }
#endif
