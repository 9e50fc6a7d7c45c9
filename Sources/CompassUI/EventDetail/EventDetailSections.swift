#if canImport(SwiftUI)
  import CompassDomain
  import CompassFeatures
  import CompassModels
  import SwiftUI

  /// The header card: badges, name, dates, and Mark Attended, Add to Calendar, Edit and Delete.
  struct EventHeaderSection: View {
    @Environment(\.canEdit) private var canEdit
    let model: EventDetailModel
    let event: Event
    let layout: EventDetailLayout

    var body: some View {
      Section {
        VStack(alignment: .leading, spacing: 8) {
          HStack {
            Badge(text: event.type.displayName, color: event.type.badgeColor)
            Badge(text: layout.statusLabel, color: layout.statusColor)
          }
          Text(EventListText.displayName(event)).font(.title2.bold())
          Text(model.text.when(event)).foregroundStyle(.secondary)
          if let note = model.zoneNote { Text(note).font(.footnote) }
        }
        .accessibilityElement(children: .combine)
        .accessibilityLabel(model.text.headerAccessibilityLabel(event))
        if let attribution = model.eventAttribution {
          Text(attribution).font(.caption).foregroundStyle(.secondary)
        }
        if layout.showsMarkAttended {
          Button("✓ Mark Attended") { Task { await model.markAttendedTapped() } }
            .disabled(!canEdit)
            .accessibilityLabel("Mark as attended")
            .frame(minHeight: 44)
        }
        Button("Add to Calendar", systemImage: "calendar.badge.plus") {
          model.addToCalendarTapped()
        }
        .frame(minHeight: 44)
        Button("Edit") { model.editTapped() }
          .disabled(!canEdit)
          .accessibilityLabel("Edit event")
          .frame(minHeight: 44)
        Button("Delete", role: .destructive) { model.deleteTapped() }
          .disabled(!canEdit)
          .accessibilityLabel("Delete event")
          .frame(minHeight: 44)
      }
    }
  }

  /// Details grid, location with directions, description, link and performance notes.
  struct EventInfoSections: View {
    let model: EventDetailModel
    let event: Event
    let layout: EventDetailLayout

    var body: some View {
      Section("Details") {
        ForEach(model.text.details(of: event, schoolName: model.schoolName), id: \.label) { item in
          LabeledContent(item.label, value: item.value)
        }
      }
      let place = EventDetailText.placeLines(event)
      if !place.isEmpty {
        Section("Location") {
          ForEach(place, id: \.self) { Text($0) }
          if let directions = layout.directionsURL {
            Link(destination: directions) {
              Label("Get Directions", systemImage: "map").frame(minHeight: 44)
            }
          }
        }
      }
      if let description = event.description, !description.isEmpty {
        Section("Event Description") { Text(description) }
      }
      if let link = event.url, !link.isEmpty {
        Section("Event Link") {
          if let url = layout.eventURL { Link(link, destination: url) } else { Text(link) }
        }
      }
      if let notes = event.performanceNotes, !notes.isEmpty {
        Section("Performance Notes") { Text(notes) }
      }
    }
  }

  /// Metrics recorded at the event, each deletable, with the export sheet.
  struct EventMetricsSection: View {
    @Environment(\.canEdit) private var canEdit
    let model: EventDetailModel
    let export: @MainActor () -> Void

    var body: some View {
      Section {
        ForEach(model.metrics) { metric in
          HStack {
            VStack(alignment: .leading) {
              Text(metric.metricType.displayName).font(.caption).foregroundStyle(.secondary)
              Text(model.metricValues.value(of: metric)).font(.title3.bold())
              if let attribution = model.attribution(of: metric) {
                Text(attribution).font(.caption).foregroundStyle(.secondary)
              }
            }
            Spacer()
            if metric.verified { Badge(text: "Verified", color: .green) }
          }
          .accessibilityElement(children: .combine)
          .accessibilityLabel(
            [model.metricText.cardAccessibilityLabel(metric), model.attribution(of: metric)]
              .compactMap { $0 }
              .joined(separator: ", ")
          )
          .swipeActions {
            Button("Delete", role: .destructive) { model.deleteMetricTapped(metric) }
              .disabled(!canEdit)
          }
        }
      } header: {
        HStack {
          Text("Metrics Recorded at This Event")
          Spacer()
          Button("Export") { export() }.accessibilityLabel("Export metrics")
        }
      }
    }
  }

  /// A coach's e-mail and phone, each opening Mail or the phone when it is a usable address.
  struct CoachContactLinks: View {
    let contact: CoachContact

    var body: some View {
      if let email = contact.email {
        if let url = contact.emailURL { Link(email, destination: url) } else { Text(email) }
      }
      if let phone = contact.phone {
        if let url = contact.phoneURL { Link(phone, destination: url) } else { Text(phone) }
      }
    }
  }

  /// Coaches present, with Remove, and "+ Add Coach" from the event's school.
  struct CoachesPresentSection: View {
    @Environment(\.canEdit) private var canEdit
    let model: EventDetailModel
    let layout: EventDetailLayout

    var body: some View {
      Section("Coaches Present") {
        if let empty = layout.coachesEmptyMessage(presentCount: model.coachesPresent.count) {
          Text(empty).foregroundStyle(.secondary)
        }
        ForEach(model.coachesPresent) { coach in
          HStack {
            VStack(alignment: .leading) {
              Text(coach.fullName).bold()
              Text(coach.role.displayName).font(.caption).foregroundStyle(.secondary)
              CoachContactLinks(contact: CoachContact(coach))
            }
            Spacer()
            Button("Remove") { Task { await model.removeCoachTapped(coach) } }
              .disabled(!canEdit)
              .accessibilityLabel("Remove \(coach.fullName)")
          }
          .buttonStyle(.borderless)
          .accessibilityElement(children: .contain)
          .accessibilityLabel(CoachesPresent.accessibilityLabel(coach))
        }
        if layout.coachesEnabled, !model.availableCoaches.isEmpty {
          Menu("+ Add Coach") {
            ForEach(model.availableCoaches) { coach in
              Button(coach.fullName) {
                Task { await model.addCoachTapped(coach) }
              }
            }
          }
          .frame(minHeight: 44)
        }
      }
    }
  }
#endif
