#if canImport(SwiftUI)
  import CompassDomain
  import CompassFeatures
  import SwiftUI

  /// The Events List calendar: month header with arrows, the 7-column grid, a dot on days with
  /// events, a ring on today and each day of the month shaded by its recruiting period, with
  /// the key and its source below; tapping a day scrolls the list to its first event.
  struct MonthCalendarCard: View {
    let model: EventsListModel

    private let columns = Array(repeating: GridItem(.flexible(), spacing: 4), count: 7)

    var body: some View {
      let grid = model.monthGrid
      VStack(spacing: 8) {
        HStack {
          Button("Previous month", systemImage: "chevron.left") { model.previousMonthTapped() }
            .disabled(!model.month.canShowPrevious)
          Spacer()
          Button(grid.title) { model.currentMonthTapped() }
            .font(.headline)
            .foregroundStyle(.primary)
            .accessibilityHint("Shows the current month")
          Spacer()
          Button("Next month", systemImage: "chevron.right") { model.nextMonthTapped() }
            .disabled(!model.month.canShowNext)
        }
        .labelStyle(.iconOnly)
        .frame(minHeight: 44)
        LazyVGrid(columns: columns, spacing: 4) {
          ForEach(grid.weekdaySymbols, id: \.self) { symbol in
            Text(symbol).font(.caption2).foregroundStyle(.secondary)
          }
          ForEach(grid.days) { day in
            dayCell(day)
          }
        }
        recruitingKey(grid)
      }
      .padding()
      .background(.background, in: RoundedRectangle(cornerRadius: 12))
      .accessibilityElement(children: .contain)
      .accessibilityLabel(grid.accessibilityLabel)
    }

    private func dayCell(_ day: CalendarDay) -> some View {
      Button {
        model.dayTapped(day.date)
      } label: {
        VStack(spacing: 2) {
          Text("\(day.date.day)")
            .font(.subheadline.weight(day.isToday ? .bold : .regular))
            .foregroundStyle(day.isInDisplayedMonth ? .primary : .tertiary)
          Circle()
            .fill(day.hasEvent ? PaletteColor.blue.color : .clear)
            .frame(width: 5, height: 5)
        }
        .frame(maxWidth: .infinity, minHeight: 44)
        .background(shade(of: day), in: RoundedRectangle(cornerRadius: 8))
        .overlay {
          if day.isToday {
            RoundedRectangle(cornerRadius: 8).stroke(PaletteColor.blue.color, lineWidth: 2)
          }
        }
      }
      .buttonStyle(.plain)
      .disabled(!day.hasEvent)
      .accessibilityLabel(day.accessibilityLabel)
    }

    private func shade(of day: CalendarDay) -> Color {
      guard day.isInDisplayedMonth, let kind = day.recruiting else { return .clear }
      return kind.shade.color
    }

    private func recruitingKey(_ grid: MonthGrid) -> some View {
      VStack(alignment: .leading, spacing: 4) {
        ForEach(grid.recruitingKey) { line in
          HStack(alignment: .firstTextBaseline, spacing: 6) {
            RoundedRectangle(cornerRadius: 3).fill(line.kind.shade.color).frame(
              width: 12, height: 12
            )
            .accessibilityHidden(true)
            Text("\(line.name) · \(line.dates). ").font(.footnote.weight(.semibold))
              + Text(line.meaning).font(.footnote).foregroundStyle(.secondary)
          }
        }
        Text(grid.recruitingSource).font(.caption2).foregroundStyle(.secondary)
      }
      .frame(maxWidth: .infinity, alignment: .leading)
    }
  }
#endif
