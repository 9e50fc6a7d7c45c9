#if canImport(SwiftUI)
  import CompassDomain
  import CompassModels
  import SwiftUI

  /// One event in the list: name, type and status badges, dates and time, place, cost, notes.
  struct EventCardView: View {
    let event: Event
    let text: EventListText
    /// "Waiting to sync" while the event or a change of it is not on the server yet.
    var sync: String?

    var body: some View {
      VStack(alignment: .leading, spacing: 6) {
        Text(EventListText.cardName(event)).font(.headline)
        HStack {
          Badge(text: event.type.displayName, color: event.type.badgeColor)
          Badge(text: EventStatus(event).label, color: EventStatus(event).color)
        }
        Text([text.dates(event), text.timeSpan(event)].compactMap { $0 }.joined(separator: " · "))
          .font(.subheadline)
        if let place = EventListText.place(event) {
          Text(place).font(.subheadline).foregroundStyle(.secondary)
        }
        if let cost = event.cost {
          Text(text.cost(cost)).font(.subheadline).foregroundStyle(.secondary)
        }
        if let notes = EventListText.notesPreview(event) {
          Text(notes).font(.subheadline).italic().foregroundStyle(.secondary).lineLimit(1)
        }
        if let sync {
          Label(sync, systemImage: "arrow.triangle.2.circlepath").font(.caption)
            .foregroundStyle(.orange)
        }
      }
      .padding(.vertical, 4)
      .accessibilityElement(children: .ignore)
      .accessibilityLabel(
        [text.cardAccessibilityLabel(event), sync].compactMap { $0 }.joined(separator: ", "))
    }
  }

  /// Grey placeholder cards while the first load runs; they shimmer unless Reduce Motion is on.
  struct EventSkeletonView: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var dimmed = false

    var body: some View {
      VStack(alignment: .leading, spacing: 8) {
        ForEach(0..<4, id: \.self) { _ in
          VStack(alignment: .leading, spacing: 6) {
            RoundedRectangle(cornerRadius: 4).frame(width: 180, height: 16)
            RoundedRectangle(cornerRadius: 4).frame(width: 120, height: 12)
            RoundedRectangle(cornerRadius: 4).frame(width: 220, height: 12)
          }
          .padding()
          .frame(maxWidth: .infinity, alignment: .leading)
        }
      }
      .foregroundStyle(.quaternary)
      .opacity(dimmed ? 0.5 : 1)
      .onAppear {
        guard !reduceMotion else { return }
        withAnimation(.easeInOut(duration: 0.8).repeatForever()) { dimmed = true }
      }
      .accessibilityLabel("Loading events")
    }
  }
#endif
