#if canImport(SwiftUI)
  import CompassDomain
  import CompassFeatures
  import CompassModels
  import SwiftUI

  /// The contact log: every contact newest first, searched and filtered by school, coach and
  /// type; add, edit (a clash offered) and delete.
  struct ContactLogView: View {
    @Environment(\.canEdit) private var canEdit
    @State var model: ContactLogModel

    var body: some View {
      List {
        if let banner = model.banner {
          DismissibleBanner(error: banner) { Task { await model.refresh() } }
        }
        if model.isOffline {
          Label(OfflineNote.showing("contacts"), systemImage: "wifi.slash").font(.footnote)
        }
        if let notice = model.notice {
          Text(notice).onTapGesture { model.noticeDismissed() }
        }
        filters
        Section {
          ForEach(model.entries) { entry in
            row(entry)
              .swipeActions {
                Button("Delete", role: .destructive) { model.deleteTapped(entry) }
                  .disabled(!canEdit)
                Button("Edit") { model.editTapped(entry) }.disabled(!canEdit)
              }
          }
        } header: {
          Text(model.resultCountText)
        }
      }
      .searchable(text: $model.filter.search, prompt: "What was said, coach or school")
      .refreshable { await model.refresh() }
      .task { await model.onAppear() }
      .toolbar {
        ToolbarItem(placement: .primaryAction) {
          Button("Log Contact", systemImage: "plus") { model.addTapped() }.disabled(!canEdit)
        }
      }
      .sheet(
        isPresented: Binding(
          get: { model.editing != nil }, set: { if !$0 { model.editCancelled() } })
      ) { ContactFormSheet(model: model) }
      .confirmationDialog(
        ContactFormMessage.deleteConfirmation,
        isPresented: Binding(
          get: { model.pendingDeletion != nil }, set: { if !$0 { model.deleteCancelled() } }),
        titleVisibility: .visible
      ) {
        Button("Delete", role: .destructive) { Task { await model.deleteConfirmed() } }
        Button("Cancel", role: .cancel) { model.deleteCancelled() }
      }
      .alert(
        model.actionError ?? "",
        isPresented: Binding(
          get: { model.actionError != nil }, set: { if !$0 { model.actionErrorDismissed() } })
      ) {
        Button("OK", role: .cancel) { model.actionErrorDismissed() }
      }
    }

    private func row(_ entry: Interaction) -> some View {
      VStack(alignment: .leading, spacing: 4) {
        Text("\(model.when(entry)) · \(entry.type.displayName)")
          .font(.footnote).foregroundStyle(.secondary)
        if let with = model.with(entry) { Text(with).font(.headline) }
        if let subject = entry.subject { Text(subject).font(.subheadline.weight(.semibold)) }
        if let content = entry.content { Text(content) }
        Text(
          [entry.direction.displayName, entry.sentiment?.displayName].compactMap { $0 }
            .joined(separator: " · ")
        )
        .font(.footnote).foregroundStyle(.secondary)
        if let attribution = model.attribution(entry) {
          Text(attribution).font(.footnote).foregroundStyle(.secondary)
        }
        if let note = model.syncNote(for: entry) {
          Label(note, systemImage: "arrow.triangle.2.circlepath").font(.footnote)
        }
      }
      .accessibilityElement(children: .combine)
    }

    private var filters: some View {
      Section {
        Picker("School", selection: $model.filter.schoolID) {
          Text("All schools").tag(School.ID?.none)
          ForEach(model.schools) { Text($0.name).tag(Optional($0.id)) }
        }
        Picker("Coach", selection: $model.filter.coachID) {
          Text("All coaches").tag(Coach.ID?.none)
          ForEach(model.coaches) { Text($0.fullName).tag(Optional($0.id)) }
        }
        Picker("Type", selection: $model.filter.type) {
          Text("All types").tag(InteractionType?.none)
          ForEach(InteractionType.allCases, id: \.self) { Text($0.displayName).tag(Optional($0)) }
        }
      }
    }
  }

  /// Logging or editing a contact: what happened, with whom, when, and for a new one an
  /// optional follow-up day; a clash with the other parent's edit is offered here.
  struct ContactFormSheet: View {
    @Bindable var model: ContactLogModel

    var body: some View {
      NavigationStack {
        Form {
          if !model.conflictFields.isEmpty { conflict }
          if let editing = Binding($model.editing) { fields(editing) }
          Section {
            Button("Save") { Task { await model.saveTapped() } }
              .frame(maxWidth: .infinity, minHeight: 44)
              .disabled(model.isWorking)
          }
        }
        .navigationTitle(model.editing?.entry == nil ? "Log Contact" : "Edit Contact")
        .navigationBarTitleDisplayMode(.inline)
        .toolbar {
          ToolbarItem(placement: .cancellationAction) {
            Button("Cancel") { model.editCancelled() }
          }
        }
      }
    }

    private var conflict: some View {
      Section("Changed by someone else too") {
        ForEach(model.conflictFields, id: \.column) { field in
          VStack(alignment: .leading) {
            Text(field.label).font(.headline)
            Text("Yours: \(field.mine)")
            Text("Theirs: \(field.theirs)").foregroundStyle(.secondary)
          }
        }
        Button("Keep Mine") { Task { await model.conflictResolved(keepingMine: true) } }
        Button("Keep Theirs") { Task { await model.conflictResolved(keepingMine: false) } }
      }
    }

    @ViewBuilder private func fields(_ editing: Binding<ContactLogModel.Editing>) -> some View {
      let form = editing.form
      Picker("Type", selection: form.type) {
        ForEach(InteractionType.allCases, id: \.self) { Text($0.displayName).tag($0) }
      }
      Picker("Who reached out", selection: form.direction) {
        ForEach(InteractionDirection.allCases, id: \.self) { Text($0.displayName).tag($0) }
      }
      Picker("School", selection: form.schoolID) {
        Text("No school").tag(School.ID?.none)
        ForEach(model.schools) { Text($0.name).tag(Optional($0.id)) }
      }
      Picker("Coach", selection: form.coachID) {
        Text("No coach").tag(Coach.ID?.none)
        ForEach(model.coaches) { Text($0.fullName).tag(Optional($0.id)) }
      }
      FieldMessage(message: model.errors[.coach])
      DatePicker(
        "Day",
        selection: Binding(
          get: { form.wrappedValue.date?.instant(in: .current) ?? Date() },
          set: { form.wrappedValue.date = LocalDate($0, in: .current) }),
        displayedComponents: .date)
      FieldMessage(message: model.errors[.date])
      TextField("Subject (optional)", text: form.subject)
      TextField("What was said", text: form.content, axis: .vertical)
        .lineLimit(3...8)
        .accessibilityLabel("What was said, Required field")
      FieldMessage(message: model.errors[.content])
      Picker("How it went", selection: form.sentiment) {
        Text("Not said").tag(InteractionSentiment?.none)
        ForEach(InteractionSentiment.allCases, id: \.self) {
          Text($0.displayName).tag(Optional($0))
        }
      }
      if editing.wrappedValue.entry == nil {
        Section("Follow up (optional)") {
          Toggle(
            "Remind me to follow up",
            isOn: Binding(
              get: { form.wrappedValue.followUpDue != nil },
              set: { form.wrappedValue.followUpDue = $0 ? model.today.adding(days: 2) : nil }))
          if form.wrappedValue.followUpDue != nil {
            DatePicker(
              "Due",
              selection: Binding(
                get: { form.wrappedValue.followUpDue?.instant(in: .current) ?? Date() },
                set: { form.wrappedValue.followUpDue = LocalDate($0, in: .current) }),
              displayedComponents: .date)
            FieldMessage(message: model.errors[.followUpDue])
            TextField("What to do", text: form.followUpTitle)
          }
        }
      }
    }
  }
#endif
