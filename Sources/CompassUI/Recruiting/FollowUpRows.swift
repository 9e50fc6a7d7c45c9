#if canImport(SwiftUI)
  import CompassDomain
  import CompassFeatures
  import CompassModels
  import SwiftUI

  /// One follow-up in a list: what to do, when (red once overdue), whom it is about, whether it
  /// waits to sync; swipe to do it, snooze it or drop it.
  struct FollowUpRow: View {
    @Environment(\.canEdit) private var canEdit
    let model: FollowUpsModel
    let followUp: FollowUp

    var body: some View {
      VStack(alignment: .leading, spacing: 4) {
        Text(followUp.title).font(.headline)
        Text(model.dueText(followUp))
          .font(.subheadline.weight(.semibold))
          .foregroundStyle(model.isOverdue(followUp) ? .red : .secondary)
        if let about = model.about(followUp) {
          Text(about).font(.subheadline).foregroundStyle(.secondary)
        }
        if let note = model.syncNote(for: followUp) {
          Label(note, systemImage: "arrow.triangle.2.circlepath").font(.footnote)
        }
      }
      .frame(minHeight: 44)
      .accessibilityElement(children: .combine)
      .swipeActions(edge: .leading) {
        Button("Done") { model.doneTapped(followUp) }.tint(.green).disabled(!canEdit)
      }
      .swipeActions(edge: .trailing) {
        Button("Drop", role: .destructive) { Task { await model.dropTapped(followUp) } }
          .disabled(!canEdit)
        Menu("Snooze") {
          ForEach(FollowUpSnooze.allCases, id: \.self) { snooze in
            Button(snooze.label) { Task { await model.snoozeTapped(followUp, snooze) } }
          }
        }
        .disabled(!canEdit)
        Button("Edit") { model.editTapped(followUp) }.disabled(!canEdit)
      }
    }
  }

  /// The top of the Events tab: the follow-ups due today or overdue, when there are any.
  struct DueFollowUpsSection: View {
    @State var model: FollowUpsModel

    var body: some View {
      Group {
        if let headline = model.headline {
          Section {
            ForEach(model.due) { FollowUpRow(model: model, followUp: $0) }
          } header: {
            Text(headline)
          }
        }
      }
      .task { await model.onAppear() }
      .followUpSheets(model)
    }
  }

  extension View {
    /// The done and edit sheets and the error alert of `model`'s follow-ups.
    func followUpSheets(_ model: FollowUpsModel) -> some View {
      modifier(FollowUpSheets(model: model))
    }
  }

  private struct FollowUpSheets: ViewModifier {
    @Bindable var model: FollowUpsModel

    func body(content: Content) -> some View {
      content
        .sheet(
          isPresented: Binding(
            get: { model.completion != nil }, set: { if !$0 { model.doneCancelled() } })
        ) { FollowUpDoneSheet(model: model) }
        .sheet(
          isPresented: Binding(
            get: { model.editing != nil }, set: { if !$0 { model.editCancelled() } })
        ) { FollowUpFormSheet(model: model) }
        .alert(
          model.actionError ?? "",
          isPresented: Binding(
            get: { model.actionError != nil }, set: { if !$0 { model.actionErrorDismissed() } })
        ) {
          Button("OK", role: .cancel) { model.actionErrorDismissed() }
        }
    }
  }

  /// "Done": how it was done and what was said, logged in the contact log in the same step.
  struct FollowUpDoneSheet: View {
    @Bindable var model: FollowUpsModel

    var body: some View {
      NavigationStack {
        Form {
          if let completion = Binding($model.completion) {
            Text(completion.wrappedValue.followUp.title).font(.headline)
            Picker("How", selection: completion.type) {
              ForEach(FollowUpCompletion.typeChoices, id: \.self) { Text($0.displayName).tag($0) }
            }
            TextField("What was said (optional)", text: completion.note, axis: .vertical)
              .lineLimit(2...5)
          }
          Section {
            Button("Mark Done and Log It") { Task { await model.doneConfirmed() } }
              .frame(maxWidth: .infinity, minHeight: 44)
              .disabled(model.isWorking)
            Button("Cancel", role: .cancel) { model.doneCancelled() }
              .frame(maxWidth: .infinity, minHeight: 44)
          }
        }
        .navigationTitle("Done")
        .navigationBarTitleDisplayMode(.inline)
      }
    }
  }

  /// Adding or editing a follow-up: what to do, by which day, notes.
  struct FollowUpFormSheet: View {
    @Bindable var model: FollowUpsModel

    var body: some View {
      NavigationStack {
        Form {
          if let editing = Binding($model.editing) {
            TextField("What to do", text: editing.form.title)
            FieldMessage(message: editing.wrappedValue.errors[.title])
            DatePicker(
              "Due",
              selection: Binding(
                get: {
                  editing.wrappedValue.form.dueDate?.instant(in: .current) ?? Date()
                },
                set: { editing.wrappedValue.form.dueDate = LocalDate($0, in: .current) }),
              displayedComponents: .date)
            FieldMessage(message: editing.wrappedValue.errors[.dueDate])
            TextField("Notes", text: editing.form.notes, axis: .vertical).lineLimit(2...5)
          }
          Section {
            Button("Save") { Task { await model.saveTapped() } }
              .frame(maxWidth: .infinity, minHeight: 44)
              .disabled(model.isWorking)
          }
        }
        .navigationTitle(model.editing?.followUp == nil ? "New Follow-up" : "Edit Follow-up")
        .navigationBarTitleDisplayMode(.inline)
        .toolbar {
          ToolbarItem(placement: .cancellationAction) {
            Button("Cancel") { model.editCancelled() }
          }
        }
      }
    }
  }

  /// Every open follow-up (overdue, today, later), with a button to add one.
  struct FollowUpsListView: View {
    @Environment(\.canEdit) private var canEdit
    @State var model: FollowUpsModel
    let digest: FollowUpDigestModel

    var body: some View {
      List {
        if model.open.isEmpty {
          Text("No follow-ups open. Marking an event attended proposes one for each coach you met.")
            .foregroundStyle(.secondary)
        }
        ForEach(model.open) { FollowUpRow(model: model, followUp: $0) }
        MorningEmailSection(model: digest)
      }
      .refreshable { await model.refresh() }
      .task { await model.onAppear() }
      .toolbar {
        ToolbarItem(placement: .primaryAction) {
          Button("Add Follow-up", systemImage: "plus") { model.addTapped() }.disabled(!canEdit)
        }
      }
      .followUpSheets(model)
    }
  }

  /// The morning e-mail switch (anyone, athlete or parent, for themselves), when the server
  /// sends it; a server that does not is said so.
  struct MorningEmailSection: View {
    let model: FollowUpDigestModel

    var body: some View {
      Section {
        if model.isOffered {
          Toggle(
            FollowUpDigestModel.title,
            isOn: Binding(
              get: { model.isOn ?? false },
              set: { on in Task { await model.toggled(on) } })
          )
          .disabled(!model.canToggle)
        }
        if let error = model.error {
          Text(error).font(.footnote).foregroundStyle(.secondary)
        }
      } footer: {
        Text(FollowUpDigestModel.explanation)
      }
      .task { await model.onAppear() }
    }
  }
#endif
