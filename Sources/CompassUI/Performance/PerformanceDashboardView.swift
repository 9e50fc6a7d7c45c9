#if canImport(SwiftUI)
  import CompassDomain
  import CompassFeatures
  import CompassModels
  import SwiftUI

  /// Performance Dashboard: chart with type pills, trend cards, latest values, history with
  /// edit and delete, the log form and export.
  struct PerformanceDashboardView: View {
    @Environment(\.canEdit) private var canEdit
    @State var model: PerformanceDashboardModel
    @State private var showsExport = false

    var body: some View {
      content
        .navigationTitle("Performance Metrics")
        .toolbar {
          ToolbarItem(placement: .primaryAction) {
            Button("Log Metric", systemImage: "plus") { model.addTapped() }
              .disabled(!canEdit)
          }
          if !model.isEmpty {
            ToolbarItem(placement: .secondaryAction) {
              Button("Export", systemImage: "square.and.arrow.up") { showsExport = true }
                .accessibilityLabel("Export metrics")
            }
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
            get: { model.form != nil }, set: { if !$0 { model.formCancelled() } })
        ) { MetricFormSheet(model: model) }
        .sheet(isPresented: $showsExport) {
          ExportSheet(title: "Export Metrics", note: model.exportScope, files: model.exportFiles)
        }
        .confirmationDialog(
          MetricFormMessage.deleteConfirmation,
          isPresented: Binding(
            get: { model.pendingDeletion != nil }, set: { if !$0 { model.deleteCancelled() } }),
          titleVisibility: .visible
        ) {
          Button("Delete", role: .destructive) { Task { await model.deleteConfirmed() } }
          Button("Cancel", role: .cancel) { model.deleteCancelled() }
        }
    }

    @ViewBuilder private var content: some View {
      switch model.phase {
      case .idle, .loading(showsSkeleton: false):
        ProgressView().frame(maxWidth: .infinity, maxHeight: .infinity)
      case .loading(showsSkeleton: true):
        ProgressView("Loading metrics").frame(maxWidth: .infinity, maxHeight: .infinity)
      case .failed(let error):
        LoadFailedView(error: error) { await model.retryTapped() }
      case .loaded where model.isEmpty:
        VStack {
          if let banner = model.banner {
            DismissibleBanner(error: banner) { model.bannerDismissed() }
          }
          ContentUnavailableView {
            Label(PerformanceText.emptyTitle, systemImage: "chart.xyaxis.line")
          } description: {
            Text(PerformanceText.emptySubtitle)
          } actions: {
            Button("+ Log Metric") { model.addTapped() }.buttonStyle(.borderedProminent)
              .disabled(!canEdit)
          }
        }
      case .loaded:
        List {
          if let banner = model.banner {
            DismissibleBanner(error: banner) { model.bannerDismissed() }
          }
          if let note = model.offlineNote {
            Label(note, systemImage: "wifi.slash").font(.footnote)
          }
          PendingChangesHeader(outbox: model.outbox)
          Section {
            Picker(
              "Which numbers",
              selection: Binding(
                get: { model.verifiedFilter }, set: { model.verifiedFilterChanged($0) })
            ) {
              ForEach(VerifiedFilter.allCases, id: \.self) { Text($0.label).tag($0) }
            }
            .pickerStyle(.segmented)
            if let note = model.filteredEmpty { Text(note).foregroundStyle(.secondary) }
          }
          Section("Performance Trends") {
            MetricChartView(model: model)
          }
          if !model.analysis.trends.isEmpty {
            Section("Metric Trends") {
              ForEach(model.analysis.trends) { TrendCardView(trend: $0, values: model.values) }
            }
          }
          Section("Latest Metrics") {
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 150), alignment: .topLeading)]) {
              ForEach(model.analysis.latest) { metric in
                LatestMetricCard(model: model, metric: metric)
              }
            }
          }
          Section("Metric History") {
            ForEach(model.analysis.history) { metric in
              MetricHistoryRow(model: model, metric: metric)
            }
          }
        }
      }
    }
  }

  /// The newest value of one type: label, value, date, and "Verified".
  struct LatestMetricCard: View {
    let model: PerformanceDashboardModel
    let metric: PerformanceMetric

    var body: some View {
      VStack(alignment: .leading, spacing: 4) {
        Text(metric.metricType.displayName).font(.caption).foregroundStyle(.secondary)
        Text(model.values.value(of: metric)).font(.title.bold())
        Text(model.dates.day(metric.recordedDate)).font(.caption).foregroundStyle(.secondary)
        if let badge = VerificationText.badge(metric) { Badge(text: badge, color: .green) }
      }
      .frame(maxWidth: .infinity, alignment: .leading)
      .padding()
      .background(.background.secondary, in: RoundedRectangle(cornerRadius: 12))
      .accessibilityElement(children: .combine)
      .accessibilityLabel(model.text.cardAccessibilityLabel(metric))
    }
  }

  /// One history row: type, date, value, event and notes, with a visible Edit, and Edit and
  /// Delete on swipe and long press.
  struct MetricHistoryRow: View {
    @Environment(\.canEdit) private var canEdit
    let model: PerformanceDashboardModel
    let metric: PerformanceMetric

    var body: some View {
      HStack(alignment: .top) {
        details
        Spacer()
        Button("Edit") { model.editTapped(metric) }
          .disabled(!canEdit)
          .buttonStyle(.borderless)
          .frame(minWidth: 44, minHeight: 44)
          .accessibilityLabel(model.text.actionAccessibilityLabel("Edit", metric))
      }
      .swipeActions {
        Button("Delete", role: .destructive) { model.deleteTapped(metric) }
          .disabled(!canEdit)
        Button("Edit") { model.editTapped(metric) }
          .disabled(!canEdit)
      }
      .contextMenu {
        Button("Edit") { model.editTapped(metric) }
          .disabled(!canEdit)
        Button("Delete", role: .destructive) { model.deleteTapped(metric) }
          .disabled(!canEdit)
      }
    }

    private var details: some View {
      VStack(alignment: .leading, spacing: 4) {
        HStack {
          Text(metric.metricType.displayName).bold()
          Text(model.dates.day(metric.recordedDate)).foregroundStyle(.secondary)
          if let badge = VerificationText.badge(metric) { Badge(text: badge, color: .green) }
        }
        Text(model.values.value(of: metric)).font(.title3.bold())
        if let event = model.eventName(of: metric) {
          Text("at \(event)").font(.caption).foregroundStyle(.secondary)
        }
        if let notes = metric.notes, !notes.isEmpty { Text(notes).font(.callout) }
        if let attribution = model.attribution(of: metric) {
          Text(attribution).font(.caption).foregroundStyle(.secondary)
        }
        if let sync = model.syncNote(for: metric) {
          Label(sync, systemImage: "arrow.triangle.2.circlepath").font(.caption)
            .foregroundStyle(.orange)
        }
      }
      .accessibilityElement(children: .combine)
      .accessibilityLabel(
        [
          model.text.cardAccessibilityLabel(metric), model.attribution(of: metric),
          model.syncNote(for: metric),
        ].compactMap { $0 }.joined(separator: ", "))
    }
  }

  /// The log or edit sheet over the metric form.
  struct MetricFormSheet: View {
    @Bindable var model: PerformanceDashboardModel

    var body: some View {
      NavigationStack {
        Form {
          EditConflictNotes(notes: model.editConflictNotes)
          if let failure = model.saveError {
            Text(failure.message).foregroundStyle(.red).accessibilityLabel(
              "Error: \(failure.message)")
          }
          if let form = Binding($model.form) {
            MetricFormFields(
              form: form, error: model.formError(for:), typeChanged: model.formTypeChanged)
          }
        }
        .navigationTitle(model.editing == nil ? "Log Metric" : "Edit Metric")
        .navigationBarTitleDisplayMode(.inline)
        .toolbar {
          ToolbarItem(placement: .cancellationAction) {
            Button("Cancel") { model.formCancelled() }
          }
          ToolbarItem(placement: .confirmationAction) {
            Button("Save") { Task { await model.saveTapped() } }
              .disabled(model.isSaving)
          }
        }
        .editConflictDialog(
          model.editConflict, keepMine: { await model.keepMineTapped() },
          keepTheirs: { await model.keepTheirsTapped() }, seeBoth: { model.seeBothTapped() })
      }
      .sensoryFeedback(.success, trigger: model.metrics.count)
    }
  }
#endif
