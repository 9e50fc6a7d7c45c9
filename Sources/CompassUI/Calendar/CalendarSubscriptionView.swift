#if canImport(SwiftUI)
  import CompassFeatures
  import SwiftUI

  /// The person's private calendar link to the season: subscribe (the link opens in Calendar
  /// as `webcal://`), the reminders it carries, a new link for another device, and stopping it.
  struct CalendarSubscriptionView: View {
    @State var model: CalendarSubscriptionModel
    @Environment(\.openURL) private var openURL
    @Environment(\.dismiss) private var dismiss

    var body: some View {
      NavigationStack {
        content
          .navigationTitle("Calendar Subscription")
          .navigationBarTitleDisplayMode(.inline)
          .toolbar {
            ToolbarItem(placement: .confirmationAction) { Button("Done") { dismiss() } }
          }
      }
      .task { await model.onAppear() }
      .onChange(of: model.link) { _, link in
        guard let link else { return }
        openURL(link)
        model.linkOpened()
      }
      .confirmationDialog(
        "Make a new link?",
        isPresented: Binding(
          get: { model.confirmsNewLink }, set: { if !$0 { model.newLinkCancelled() } }),
        titleVisibility: .visible
      ) {
        Button("Make New Link") { Task { await model.newLinkConfirmed() } }
        Button("Cancel", role: .cancel) { model.newLinkCancelled() }
      } message: {
        Text(CalendarSubscriptionModel.newLinkWarning)
      }
      .confirmationDialog(
        "Stop your calendar link?",
        isPresented: Binding(
          get: { model.confirmsStop }, set: { if !$0 { model.stopCancelled() } }),
        titleVisibility: .visible
      ) {
        Button("Stop Link", role: .destructive) { Task { await model.stopConfirmed() } }
        Button("Cancel", role: .cancel) { model.stopCancelled() }
      } message: {
        Text(CalendarSubscriptionModel.stopWarning)
      }
    }

    @ViewBuilder private var content: some View {
      switch model.phase {
      case .idle, .loading:
        ProgressView().frame(maxWidth: .infinity, maxHeight: .infinity)
      case .failed(let error):
        LoadFailedView(error: error) { await model.retryTapped() }
      case .loaded:
        Form {
          if let notice = model.notice {
            DismissibleBanner(message: notice, tint: .green) { model.noticeDismissed() }
          }
          if let error = model.error {
            DismissibleBanner(message: error) { model.errorDismissed() }
          }
          SubscriptionLinkSection(model: model)
          FeedRemindersSection(model: model)
          if model.isSubscribed {
            Section {
              Button("Stop Calendar Link", role: .destructive) { model.stopTapped() }
            }
          }
        }
        .disabled(model.isWorking)
      }
    }
  }

  /// The calendar's name, what subscribing does, and the button that makes the link.
  struct SubscriptionLinkSection: View {
    let model: CalendarSubscriptionModel

    var body: some View {
      Section {
        Text(model.calendarName).font(.headline)
        Text(CalendarSubscriptionModel.explanation).font(.subheadline)
        Button(
          model.isSubscribed ? "Subscribe on Another Device" : "Subscribe in Calendar",
          systemImage: "calendar.badge.plus"
        ) {
          Task { await model.subscribeTapped() }
        }
        .frame(minHeight: 44)
      } footer: {
        Text(model.linkStatus)
      }
    }
  }

  /// The evening-before and check-in reminders the link carries, and Save.
  struct FeedRemindersSection: View {
    @Bindable var model: CalendarSubscriptionModel

    var body: some View {
      Section {
        Toggle("The evening before", isOn: $model.remindsEveningBefore)
        if model.remindsEveningBefore {
          DatePicker(
            "At", selection: Binding(get: { model.eveningPickerDate }, set: model.eveningPicked),
            displayedComponents: .hourAndMinute)
        }
        Toggle("At check-in", isOn: $model.remindsAtCheckIn)
        if model.remindsAtCheckIn {
          Picker("When", selection: $model.checkInLeadMinutes) {
            ForEach(model.leadChoices, id: \.self) { minutes in
              Text(CalendarSubscriptionModel.leadLabel(minutes)).tag(minutes)
            }
          }
        }
        Button("Save Reminders") { Task { await model.saveRemindersTapped() } }
          .frame(minHeight: 44)
          .disabled(!model.canSaveReminders)
      } header: {
        Text("Reminders")
      } footer: {
        Text(model.remindersSummary)
      }
    }
  }
#endif
