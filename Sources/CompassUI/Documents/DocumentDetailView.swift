#if canImport(SwiftUI)
  import CompassDomain
  import CompassFeatures
  import CompassModels
  import SwiftUI
  import UniformTypeIdentifiers

  /// Document Detail: preview, metadata with Edit, Share and Delete, the schools it is shared
  /// with and their coaches' links, version history with View and Restore, and a new version
  /// from Files.
  struct DocumentDetailView: View {
    @Environment(\.canEdit) private var canEdit
    @State var model: DocumentDetailModel
    @State var coachLinks: CoachLinksModel
    @State private var picksNewVersion = false
    @State private var picksFromLibrary = false
    @Environment(\.dismiss) private var dismiss
    @Environment(\.locale) private var locale
    @Environment(\.timeZone) private var timeZone

    var body: some View {
      content
        .navigationTitle("Document")
        .navigationBarTitleDisplayMode(.inline)
        .task { await model.onAppear() }
        .sheet(
          isPresented: Binding(
            get: { model.editForm != nil }, set: { if !$0 { model.editCancelled() } })
        ) { DocumentEditSheet(model: model) }
        .sheet(
          isPresented: Binding(
            get: { model.shareSelection != nil }, set: { if !$0 { model.shareCancelled() } })
        ) { ShareWithSchoolsSheet(model: model) }
        .uploadPickers(files: $picksNewVersion, library: $picksFromLibrary) {
          await model.newVersionPicked($0)
        }
        .shareRemovalConfirmation(model)
        .confirmationDialog(
          VersionHistory.restoreConfirmation,
          isPresented: Binding(
            get: { model.pendingRestore != nil }, set: { if !$0 { model.restoreCancelled() } }),
          titleVisibility: .visible
        ) {
          Button("Restore") { Task { await model.restoreConfirmed() } }
          Button("Cancel", role: .cancel) { model.restoreCancelled() }
        }
        .confirmationDialog(
          model.history.deleteDocumentConfirmation,
          isPresented: Binding(
            get: { model.showsDeleteConfirmation }, set: { if !$0 { model.deleteCancelled() } }),
          titleVisibility: .visible
        ) {
          Button(model.history.deleteDocumentLabel, role: .destructive) {
            Task { await model.deleteConfirmed() }
          }
          Button("Cancel", role: .cancel) { model.deleteCancelled() }
        }
        .confirmationDialog(
          model.pendingVersionDelete.map(VersionHistory.deleteVersionConfirmation) ?? "",
          isPresented: Binding(
            get: { model.pendingVersionDelete != nil },
            set: { if !$0 { model.deleteVersionCancelled() } }),
          titleVisibility: .visible
        ) {
          Button(VersionHistory.deleteVersionLabel, role: .destructive) {
            Task { await model.deleteVersionConfirmed() }
          }
          Button("Cancel", role: .cancel) { model.deleteVersionCancelled() }
        }
        .alert(
          model.actionError ?? "",
          isPresented: Binding(
            get: { model.actionError != nil }, set: { if !$0 { model.actionErrorDismissed() } })
        ) {
          Button("OK") { model.actionErrorDismissed() }
        }
        .onChange(of: model.isDeleted) { _, isDeleted in
          if isDeleted { dismiss() }
        }
    }

    @ViewBuilder private var content: some View {
      switch model.phase {
      case .idle, .loading(showsSkeleton: false):
        Color.clear
      case .loading(showsSkeleton: true):
        DetailSkeletonView(label: "Loading document", sections: 3)
      case .failed(.notFound):
        MissingPageView(missing: .document, systemImage: "doc.questionmark")
      case .failed(let error):
        LoadFailedView(error: error) { await model.retryTapped() }
      case .loaded:
        if let document = model.previewing ?? model.document {
          let text = DocumentText(locale: locale, timeZone: timeZone)
          List {
            PendingChangesHeader(outbox: model.outbox)
            PendingUploadsSection(uploads: model.pendingUploads) {
              await model.uploadsResumed()
            } discard: {
              model.discardUploadTapped($0)
            }
            header(document, text: text)
            Section { DocumentPreview(state: model.preview) { await model.previewRetryTapped() } }
            if let description = document.description, !description.isEmpty {
              Section("Description") { Text(description) }
            }
            sharedSection
            if document.isCurrent {
              CoachLinksSection(model: coachLinks)
                .task(id: document.sharedWithSchools) {
                  await coachLinks.documentShown(
                    document, versions: model.history.versions, schools: model.schools)
                }
            }
            versionsSection(text: text)
          }
        }
      }
    }

    private func header(_ document: Document, text: DocumentText) -> some View {
      Section {
        VStack(alignment: .leading, spacing: 6) {
          HStack {
            Badge(text: document.type.badge, color: .blue)
            Badge(text: DocumentText.versionLabel(document), color: .gray)
            if !document.isCurrent { Badge(text: "Archived version", color: .orange) }
          }
          Text(document.title).font(.title2.bold()).lineLimit(3)
          Text(
            [
              "Uploaded \(text.uploaded(document))", DocumentText.fileKind(document),
              model.schoolName, model.shares.countLabel,
            ]
            .compactMap { $0 }.joined(separator: " · ")
          )
          .font(.caption).foregroundStyle(.secondary)
        }
        .accessibilityElement(children: .combine)
        .accessibilityLabel(DocumentText.headerAccessibilityLabel(document))
        if let attribution = model.attribution {
          Text(attribution).font(.caption).foregroundStyle(.secondary)
        }
        if let sync = model.syncNote {
          Label(sync, systemImage: "arrow.triangle.2.circlepath").font(.footnote)
            .foregroundStyle(.orange)
        }
        Button("Edit") { model.editTapped() }
          .disabled(!canEdit)
          .accessibilityLabel(DocumentText.editAccessibilityLabel)
        Button("Share") { model.shareTapped() }
          .disabled(!canEdit)
          .accessibilityLabel(DocumentText.shareAccessibilityLabel)
        if model.history.canDelete(document) {
          Button(VersionHistory.deleteVersionLabel, role: .destructive) {
            model.deleteVersionTapped(document)
          }
          .disabled(!canEdit)
        }
        Button(model.history.deleteDocumentLabel, role: .destructive) { model.deleteTapped() }
          .disabled(!canEdit)
          .accessibilityLabel(model.history.deleteDocumentAccessibilityLabel)
      }
    }

    private var sharedSection: some View {
      Section("Shared with") {
        if model.sharedSchools.isEmpty {
          Text(SchoolShares.none).foregroundStyle(.secondary)
        }
        ForEach(model.sharedSchools) { school in
          HStack {
            Text(school.name)
            Spacer()
            Button("Remove") { model.removeShareTapped(school.id) }
              .disabled(!canEdit)
              .accessibilityLabel("Stop sharing with \(school.name)")
          }
        }
      }
    }

    private func versionsSection(text: DocumentText) -> some View {
      Section("Version History") {
        if model.history.versions.count < 2 {
          Text(VersionHistory.empty).foregroundStyle(.secondary)
        }
        ForEach(model.listedVersions) { version in
          HStack {
            VStack(alignment: .leading) {
              HStack {
                Text("Version \(version.version)").bold()
                if version.isCurrent { Badge(text: "Current", color: .green) }
              }
              Text(text.versionDate(version)).font(.caption).foregroundStyle(.secondary)
            }
            Spacer()
            Button("View") { Task { await model.viewVersionTapped(version) } }
              .buttonStyle(.borderless)
            if !version.isCurrent {
              Button("Restore") { model.restoreTapped(version) }
                .disabled(!canEdit)
                .buttonStyle(.borderless)
            }
          }
          .accessibilityElement(children: .contain)
          .accessibilityLabel(text.versionAccessibilityLabel(version))
        }
        if let more = model.showMoreVersionsLabel {
          Button(more) { model.showMoreVersionsTapped() }.frame(minHeight: 44)
        }
        UploadProgressRow(progress: model.uploadProgress)
        FieldMessage(message: model.uploadError)
        if let notice = model.uploadNotice {
          Label(notice, systemImage: "icloud.and.arrow.up").font(.footnote)
        }
        Button("Upload new version") { picksNewVersion = true }
          .frame(minHeight: 44)
          .disabled(model.uploadProgress != nil || !canEdit)
        Button("New version from Photos") { picksFromLibrary = true }
          .frame(minHeight: 44)
          .disabled(model.uploadProgress != nil || !canEdit)
      }
    }
  }
#endif
