#if canImport(SwiftUI)
  import CompassDomain
  import CompassFeatures
  import CompassModels
  import SwiftUI

  /// Event Detail: header with badges and actions, details, location and directions, text
  /// sections, metrics with export, coaches present, the log-metric form, and the sheets.
  struct EventDetailView: View {
    @Environment(\.canEdit) private var canEdit
    @State var model: EventDetailModel
    @State private var showsExport = false
    @Environment(\.dismiss) private var dismiss

    var body: some View {
      content
        .navigationTitle("Event")
        .navigationBarTitleDisplayMode(.inline)
        .task { await model.onAppear() }
        .liveChanges(
          notice: model.liveNotice, follow: { await model.followChanges() },
          dismiss: { model.liveNoticeDismissed() }
        )
        .sheet(
          isPresented: Binding(
            get: { model.editor != nil }, set: { if !$0 { model.editCancelled() } })
        ) {
          if let editor = model.editor { EventEditView(model: model, editor: editor) }
        }
        .sheet(
          isPresented: Binding(
            get: { model.quickLog != nil }, set: { if !$0 { model.skipQuickLogTapped() } })
        ) { QuickLogSheet(model: model) }
        .sheet(
          isPresented: Binding(
            get: { model.calendarDraft != nil }, set: { if !$0 { model.calendarEditorClosed() } })
        ) {
          if let draft = model.calendarDraft {
            AddToCalendarEditor(draft: draft) { model.calendarEditorClosed() }
          }
        }
        .sheet(isPresented: $showsExport) {
          ExportSheet(
            title: "Export Metrics",
            files: [model.exportCSV(), model.exportPDF()].compactMap { $0 })
        }
        .confirmationDialog(
          EventDetailLayout.deleteConfirmation,
          isPresented: Binding(
            get: { model.showsDeleteConfirmation }, set: { if !$0 { model.deleteCancelled() } }),
          titleVisibility: .visible
        ) {
          Button("Delete", role: .destructive) { Task { await model.deleteConfirmed() } }
          Button("Cancel", role: .cancel) { model.deleteCancelled() }
        }
        .confirmationDialog(
          MetricFormMessage.deleteConfirmation,
          isPresented: Binding(
            get: { model.pendingMetricDeletion != nil },
            set: { if !$0 { model.deleteMetricCancelled() } }),
          titleVisibility: .visible
        ) {
          Button("Delete", role: .destructive) { Task { await model.deleteMetricConfirmed() } }
          Button("Cancel", role: .cancel) { model.deleteMetricCancelled() }
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
        .sensoryFeedback(.success, trigger: model.event?.attended)
        .sensoryFeedback(.success, trigger: model.notice)
    }

    @ViewBuilder private var content: some View {
      switch model.phase {
      case .idle, .loading(showsSkeleton: false):
        Color.clear
      case .loading(showsSkeleton: true):
        DetailSkeletonView(label: "Loading event", sections: 4)
      case .failed(.notFound):
        MissingPageView(missing: .event, systemImage: "calendar.badge.exclamationmark")
      case .failed(let error):
        LoadFailedView(error: error) { await model.retryTapped() }
      case .loaded:
        if let event = model.event, let layout = model.layout {
          List {
            if let notice = model.notice {
              Section {
                Label(notice, systemImage: "checkmark.circle.fill")
                Button("OK") { model.noticeDismissed() }
              }
            }
            if let note = model.offlineNote {
              Label(note, systemImage: "wifi.slash").font(.footnote)
            }
            PendingChangesHeader(outbox: model.outbox)
            if let sync = model.syncNote {
              Label(sync, systemImage: "arrow.triangle.2.circlepath").font(.footnote)
                .foregroundStyle(.orange)
            }
            EventHeaderSection(model: model, event: event, layout: layout)
            EventInfoSections(model: model, event: event, layout: layout)
            if !model.metrics.isEmpty {
              EventMetricsSection(model: model) { showsExport = true }
            }
            CoachesPresentSection(model: model, layout: layout)
            Section("Log Performance Metric") {
              MetricFormFields(
                form: $model.metricForm, error: model.metricError(for:),
                typeChanged: model.metricTypeChanged)
              Button("Log Metric") { Task { await model.logMetricTapped() } }
                .frame(maxWidth: .infinity, minHeight: 44)
                .disabled(model.isWorking || !canEdit)
            }
          }
        }
      }
    }
  }
#endif
