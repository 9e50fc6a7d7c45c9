#if canImport(SwiftUI)
  import CompassFeatures
  import SwiftUI

  /// Over a screen's list while changes wait to go: how many, and the way to the ones that
  /// need the person (a clash to choose on, a refusal to read).
  struct PendingChangesHeader: View {
    let outbox: Outbox
    @State private var reviewing = false

    var body: some View {
      if outbox.header != nil || !outbox.needingAttention.isEmpty {
        Section {
          if let header = outbox.header {
            Label(header, systemImage: "arrow.triangle.2.circlepath").font(.footnote)
          }
          if !outbox.needingAttention.isEmpty {
            Button("\(outbox.needingAttention.count) need your attention") { reviewing = true }
              .frame(minHeight: 44)
          }
        }
        .task { await outbox.sync() }
        .onBecomingActive { await outbox.sync() }
        .sheet(isPresented: $reviewing) { PendingChangesView(outbox: outbox) }
      }
    }
  }

  /// The changes the server would not take as they were: for a clash, what the other person
  /// saved and what was typed here, with "Keep mine" and "Keep theirs"; for a refusal, why,
  /// with the typed values and "Discard".
  struct PendingChangesView: View {
    let outbox: Outbox
    @Environment(\.dismiss) private var dismiss

    var body: some View {
      NavigationStack {
        List(outbox.needingAttention) { write in
          Section {
            Text(write.note).foregroundStyle(.secondary)
            ForEach(PendingChangeText.lines(of: write), id: \.self) { Text($0).font(.callout) }
            if case .conflict = write.state {
              Button("Keep mine") { Task { await outbox.resolve(write.id, keepingMine: true) } }
                .frame(minHeight: 44)
              Button("Keep theirs") { Task { await outbox.resolve(write.id, keepingMine: false) } }
                .frame(minHeight: 44)
            }
            Button("Discard", role: .destructive) { outbox.discard(write.id) }
              .frame(minHeight: 44)
          } header: {
            Text(write.label)
          }
        }
        .navigationTitle("Changes not saved")
        .toolbar {
          ToolbarItem(placement: .cancellationAction) { Button("Done") { dismiss() } }
        }
      }
    }
  }
#endif
