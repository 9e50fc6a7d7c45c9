#if canImport(SwiftUI)
  import CompassDomain
  import CompassFeatures
  import CompassModels
  import SwiftUI
  import UniformTypeIdentifiers

  /// The documents, newest first, and "+ Upload Document" with its progress.
  struct DocumentsListView: View {
    @Environment(\.canEdit) private var canEdit
    @State var model: DocumentsListModel
    @Binding var path: [Document.ID]
    @Environment(\.locale) private var locale
    @Environment(\.timeZone) private var timeZone

    var body: some View {
      content
        .navigationTitle("Documents")
        .toolbar {
          ToolbarItem(placement: .primaryAction) {
            Button("Upload Document", systemImage: "plus") { model.uploadTapped() }
              .disabled(!canEdit)
          }
        }
        .task { await model.onAppear() }
        .liveChanges(
          notice: model.liveNotice, follow: { await model.followChanges() },
          dismiss: { model.liveNoticeDismissed() }
        )
        .refreshable { await model.refresh() }
        .onBecomingActive { await model.becameActive() }
        .sheet(
          isPresented: Binding(
            get: { model.draft != nil }, set: { if !$0 { model.uploadCancelled() } })
        ) { UploadDocumentSheet(model: model) }
        .onChange(of: model.uploadedDocumentID) { _, id in
          if let id { path.append(id) }
        }
    }

    @ViewBuilder private var content: some View {
      switch model.phase {
      case .idle, .loading:
        ProgressView().frame(maxWidth: .infinity, maxHeight: .infinity)
      case .failed(let error):
        LoadFailedView(error: error) { await model.refresh() }
      case .loaded where model.isEmpty:
        ContentUnavailableView {
          Label("No documents yet", systemImage: "doc.badge.plus")
        } description: {
          Text("Upload highlight videos, transcripts, resumes and letters to share with schools.")
        } actions: {
          Button("+ Upload Document") { model.uploadTapped() }.buttonStyle(.borderedProminent)
            .disabled(!canEdit)
        }
      case .loaded:
        let text = DocumentText(locale: locale, timeZone: timeZone)
        List {
          if let banner = model.banner {
            DismissibleBanner(error: banner) { model.bannerDismissed() }
          }
          if let note = model.offlineNote {
            Label(note, systemImage: "wifi.slash").font(.footnote)
          }
          PendingChangesHeader(outbox: model.outbox)
          PendingUploadsSection(uploads: model.pendingUploads) {
            await model.uploadsResumed()
          } discard: {
            model.discardUploadTapped($0)
          }
          if let notice = model.uploadNotice {
            Label(notice, systemImage: "icloud.and.arrow.up").font(.footnote)
          }
          ForEach(model.documents) { document in
            NavigationLink(value: document.id) {
              VStack(alignment: .leading, spacing: 4) {
                Text(document.title).font(.headline)
                HStack {
                  Badge(text: document.type.badge, color: .blue)
                  Badge(text: DocumentText.versionLabel(document), color: .gray)
                }
                Text(
                  ["Uploaded \(text.uploaded(document))", DocumentText.fileKind(document)]
                    .compactMap { $0 }.joined(separator: " · ")
                )
                .font(.caption).foregroundStyle(.secondary)
                if let sync = model.syncNote(for: document) {
                  Label(sync, systemImage: "arrow.triangle.2.circlepath").font(.caption)
                    .foregroundStyle(.orange)
                }
              }
              .accessibilityElement(children: .combine)
              .accessibilityLabel(DocumentText.headerAccessibilityLabel(document))
            }
          }
        }
      }
    }
  }

  /// "Upload a document": title, type, description, then the file from the Files picker.
  struct UploadDocumentSheet: View {
    @Bindable var model: DocumentsListModel
    @State private var picksFile = false
    @State private var picksFromLibrary = false

    var body: some View {
      NavigationStack {
        Form {
          if let draft = Binding($model.draft) {
            TextField("Title", text: draft.title)
              .accessibilityLabel("Title, Required field")
            Picker("Type", selection: draft.type) {
              ForEach(DocumentType.allCases, id: \.self) { Text($0.label).tag($0) }
            }
            TextField(
              "Description",
              text: Binding(
                get: { draft.wrappedValue.description ?? "" },
                set: { draft.wrappedValue.description = $0 }), axis: .vertical)
          }
          UploadProgressRow(progress: model.uploadProgress)
          FieldMessage(message: model.uploadError)
          Button("Choose File and Upload") { picksFile = true }
            .frame(maxWidth: .infinity, minHeight: 44)
            .disabled(model.uploadProgress != nil)
          Button("Choose from Photos and Upload") { picksFromLibrary = true }
            .frame(maxWidth: .infinity, minHeight: 44)
            .disabled(model.uploadProgress != nil)
        }
        .navigationTitle("Upload a document")
        .navigationBarTitleDisplayMode(.inline)
        .toolbar {
          ToolbarItem(placement: .cancellationAction) {
            Button("Cancel") { model.uploadCancelled() }
          }
        }
        .uploadPickers(files: $picksFile, library: $picksFromLibrary) {
          await model.filePicked($0)
        }
      }
    }
  }
#endif
