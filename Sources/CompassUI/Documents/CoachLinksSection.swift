#if canImport(SwiftUI)
  import CompassDomain
  import CompassFeatures
  import SwiftUI

  /// "Coaches' links" on Document Detail: each school the document is shared with, its links
  /// and what coaches opened; "Make Link" (edit access) opens the link's terms, and a new link
  /// goes straight to the share sheet; Revoke asks first.
  struct CoachLinksSection: View {
    @Environment(\.canEdit) private var canEdit
    @State var model: CoachLinksModel

    var body: some View {
      Section {
        if let error = model.error {
          DismissibleBanner(message: error) { model.errorDismissed() }
        }
        if let created = model.created {
          CreatedCoachLink(created: created) { model.createdDismissed() }
        }
        if model.sections.isEmpty {
          Text("Share the document with a school to make a link for its coaches.")
            .foregroundStyle(.secondary)
        }
        ForEach(model.sections) { school in
          SchoolLinksRows(model: model, school: school)
        }
      } header: {
        Text("Coaches' links")
      } footer: {
        Text(ShareLinkText.explanation)
      }
      .disabled(model.isWorking)
      .sheet(
        isPresented: Binding(
          get: { model.draftSchool != nil }, set: { if !$0 { model.makeLinkCancelled() } })
      ) { NewCoachLinkSheet(model: model) }
      .confirmationDialog(
        ShareLinkText.revoke.title,
        isPresented: Binding(
          get: { model.pendingRevoke != nil }, set: { if !$0 { model.revokeCancelled() } }),
        titleVisibility: .visible
      ) {
        Button(ShareLinkText.revoke.confirmLabel, role: .destructive) {
          Task { await model.revokeConfirmed() }
        }
        Button("Cancel", role: .cancel) { model.revokeCancelled() }
      } message: {
        Text(ShareLinkText.revoke.message)
      }
    }
  }

  /// One school's links, what was opened, and Make Link.
  struct SchoolLinksRows: View {
    @Environment(\.canEdit) private var canEdit
    let model: CoachLinksModel
    let school: CoachLinksModel.SchoolLinks

    var body: some View {
      VStack(alignment: .leading, spacing: 4) {
        Text(school.school.name).font(.headline)
        ForEach(school.activity, id: \.self) { Text($0).font(.subheadline) }
      }
      ForEach(school.links) { line in
        HStack {
          VStack(alignment: .leading) {
            Text(line.name)
            Text(line.status).font(.caption).foregroundStyle(.secondary)
          }
          Spacer()
          if line.isOpen {
            Button("Revoke", role: .destructive) { model.revokeTapped(line) }
              .disabled(!canEdit)
          }
        }
      }
      Button("Make Link for \(school.school.name)", systemImage: "link.badge.plus") {
        model.makeLinkTapped(for: school.school)
      }
      .frame(minHeight: 44)
      .disabled(!canEdit)
    }
  }

  /// A link just made: shown once, with the share sheet (which also copies it).
  struct CreatedCoachLink: View {
    let created: CoachLinksModel.Created
    let dismiss: @MainActor () -> Void

    var body: some View {
      VStack(alignment: .leading, spacing: 8) {
        Text(ShareLinkText.created).font(.subheadline)
        Text(created.url.absoluteString).font(.footnote.monospaced())
        HStack {
          ShareLink(
            item: created.url, subject: Text("\(created.school) coaches"),
            message: Text("Documents shared with \(created.school)")
          ) {
            Label("Share Link", systemImage: "square.and.arrow.up")
          }
          Spacer()
          Button("Done") { dismiss() }
        }
        .frame(minHeight: 44)
      }
    }
  }

  /// The new link's terms: how long, whether verified numbers show, a name for the family.
  struct NewCoachLinkSheet: View {
    @Bindable var model: CoachLinksModel

    var body: some View {
      NavigationStack {
        Form {
          Picker("Lasts", selection: $model.draftDays) {
            ForEach(CoachLinksModel.dayChoices, id: \.self) {
              Text(CoachLinksModel.lengthLabel($0)).tag($0)
            }
          }
          Toggle("Show my verified numbers", isOn: $model.draftIncludesMetrics)
          TextField("Name for you (optional)", text: $model.draftLabel)
          if let error = model.error { Text(error).foregroundStyle(.red) }
        }
        .navigationTitle("Link for \(model.draftSchool?.name ?? "coaches")")
        .navigationBarTitleDisplayMode(.inline)
        .toolbar {
          ToolbarItem(placement: .cancellationAction) {
            Button("Cancel") { model.makeLinkCancelled() }
          }
          ToolbarItem(placement: .confirmationAction) {
            Button("Make Link") { Task { await model.makeLinkConfirmed() } }
              .disabled(model.isWorking)
          }
        }
      }
    }
  }
#endif
