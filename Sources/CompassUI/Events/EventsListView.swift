#if canImport(SwiftUI)
  import CompassDomain
  import CompassFeatures
  import CompassModels
  import SwiftUI

  /// The Events List: calendar, filters, search, sort, results and delete with confirmation.
  struct EventsListView: View {
    @Environment(\.canEdit) private var canEdit
    @State var model: EventsListModel
    /// The follow-ups due today or overdue, at the top.
    let followUps: FollowUpsModel
    @Binding var path: [Event.ID]
    let makeCreateEvent: @MainActor () -> CreateEventModel
    @State private var creating: CreateEventModel?

    var body: some View {
      content
        .navigationTitle("Events")
        .searchable(
          text: Binding(get: { model.filters.searchText }, set: { model.searchChanged($0) }),
          prompt: "Name, location or description"
        )
        .toolbar {
          ToolbarItem(placement: .primaryAction) {
            Button("Add Event", systemImage: "plus") { creating = makeCreateEvent() }
              .disabled(!canEdit)
          }
          ToolbarItem(placement: .secondaryAction) { sortMenu }
        }
        .refreshable {
          await model.refresh()
          await followUps.refresh()
        }
        .onBecomingActive { await model.becameActive() }
        .task { await model.onAppear() }
        .liveChanges(
          notice: model.liveNotice, follow: { await model.followChanges() },
          dismiss: { model.liveNoticeDismissed() }
        )
        .sheet(item: $creating) { createModel in
          CreateEventView(model: createModel) { id in
            creating = nil
            path.append(id)
          }
        }
        .confirmationDialog(
          EventListText.deleteConfirmation,
          isPresented: Binding(
            get: { model.pendingDeletion != nil }, set: { if !$0 { model.deleteCancelled() } }),
          titleVisibility: .visible
        ) {
          Button("Delete", role: .destructive) { Task { await model.deleteConfirmed() } }
          Button("Cancel", role: .cancel) { model.deleteCancelled() }
        }
        .sensoryFeedback(.success, trigger: model.isDeleting) { wasDeleting, isDeleting in
          wasDeleting && !isDeleting
        }
    }

    @ViewBuilder private var content: some View {
      switch model.phase {
      case .idle, .loading(showsSkeleton: false):
        ProgressView().frame(maxWidth: .infinity, maxHeight: .infinity)
      case .loading(showsSkeleton: true):
        ScrollView { EventSkeletonView().padding() }
      case .failed(let error):
        LoadFailedView(error: error) { await model.retryTapped() }
      case .loaded:
        loaded
      }
    }

    private var loaded: some View {
      ScrollViewReader { proxy in
        List {
          if let banner = model.banner {
            DismissibleBanner(error: banner) { model.bannerDismissed() }
              .listRowInsets(EdgeInsets())
          }
          if let note = model.offlineNote {
            Label(note, systemImage: "wifi.slash").font(.footnote)
          }
          PendingChangesHeader(outbox: model.outbox)
          DueFollowUpsSection(model: followUps)
          if model.emptyState == .noEvents {
            Section { emptyView(.noEvents) }
          }
          Section {
            Text(model.timeline.text).font(.subheadline).foregroundStyle(.secondary)
            MonthCalendarCard(model: model)
              .listRowInsets(EdgeInsets())
            filters
          }
          Section {
            if model.emptyState == .noMatches {
              emptyView(.noMatches)
            }
            ForEach(model.results) { event in
              NavigationLink(value: event.id) {
                EventCardView(event: event, text: model.text, sync: model.syncNote(for: event))
              }
              .id(event.id)
              .swipeActions {
                Button("Delete", role: .destructive) { model.deleteTapped(event) }
                  .disabled(!canEdit)
                  .accessibilityLabel(EventListText.deleteAccessibilityLabel(event))
              }
            }
          } header: {
            Text(model.resultCountText)
          }
        }
        .onChange(of: model.scrollTarget) { _, target in
          guard let target else { return }
          withAnimation { proxy.scrollTo(target, anchor: .top) }
          model.scrolled()
        }
      }
    }

    private var filters: some View {
      VStack(alignment: .leading) {
        Picker(
          "Type",
          selection: Binding(
            get: { model.filters.type }, set: { model.typeFilterChanged($0) })
        ) {
          Text("All Types").tag(EventType?.none)
          ForEach(EventType.allCases, id: \.self) { type in
            Text(type.displayName).tag(EventType?.some(type))
          }
        }
        Picker(
          "Status",
          selection: Binding(get: { model.filters.status }, set: { model.statusFilterChanged($0) })
        ) {
          ForEach(EventStatusFilter.allCases, id: \.self) { Text($0.label).tag($0) }
        }
        Picker(
          "Dates",
          selection: Binding(get: { model.filters.dateRange }, set: { model.dateRangeChanged($0) })
        ) {
          ForEach(EventDateRangeFilter.allCases, id: \.self) { Text($0.label).tag($0) }
        }
        if model.filters.isActive {
          Button("Clear filters") { model.clearFiltersTapped() }
            .frame(minHeight: 44)
        }
      }
    }

    private var sortMenu: some View {
      Menu("Sort", systemImage: "arrow.up.arrow.down") {
        Picker("Sort", selection: Binding(get: { model.sort }, set: { model.sortChanged($0) })) {
          ForEach(EventSort.allCases, id: \.self) { Text($0.label).tag($0) }
        }
      }
      .sensoryFeedback(.selection, trigger: model.sort)
    }

    @ViewBuilder private func emptyView(_ empty: EventsListModel.EmptyState) -> some View {
      switch empty {
      case .noEvents:
        ContentUnavailableView {
          Label(EventListText.emptyTitle, systemImage: "calendar.badge.plus")
        } description: {
          Text(EventListText.emptySubtitle)
        } actions: {
          Button("+ Add Event") { creating = makeCreateEvent() }
            .disabled(!canEdit)
            .buttonStyle(.borderedProminent)
        }
      case .noMatches:
        ContentUnavailableView {
          Label(EventListText.filteredEmptyTitle, systemImage: "line.3.horizontal.decrease.circle")
        } description: {
          Text(EventListText.filteredEmptySubtitle)
        } actions: {
          Button("Clear filters") { model.clearFiltersTapped() }
        }
      }
    }
  }
#endif
