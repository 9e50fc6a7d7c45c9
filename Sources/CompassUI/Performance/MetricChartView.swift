#if canImport(SwiftUI)
  import Charts
  import CompassDomain
  import CompassFeatures
  import CompassModels
  import SwiftUI

  /// The line chart of one metric type with its points; pills choose the type, and a tap on the
  /// chart shows the nearest point's value.
  struct MetricChartView: View {
    let model: PerformanceDashboardModel
    @State private var selectedDate: Date?

    var body: some View {
      VStack(alignment: .leading, spacing: 12) {
        if model.chartTypes.count > 1 {
          ScrollView(.horizontal, showsIndicators: false) {
            HStack {
              ForEach(model.chartTypes, id: \.self) { type in
                Button(type.displayName) { model.chartTypeTapped(type) }
                  .buttonStyle(.bordered)
                  .tint(type == model.shownChartType ? .accentColor : .secondary)
                  .accessibilityAddTraits(type == model.shownChartType ? .isSelected : [])
                  .frame(minHeight: 44)
              }
            }
          }
        }
        if let series = model.chartSeries {
          let selected = selectedDate.flatMap { series.nearestPoint(to: $0, in: .current) }
          Chart(series.points, id: \.metricID) { point in
            let date = point.date.instant(in: .current) ?? Date()
            LineMark(x: .value("Date", date), y: .value(series.type.displayName, point.value))
            PointMark(x: .value("Date", date), y: .value(series.type.displayName, point.value))
            if point.metricID == selected?.metricID {
              RuleMark(x: .value("Date", date))
                .annotation(position: .top) {
                  Text(model.values.value(point.value, unit: series.unit)).font(.caption.bold())
                }
            }
          }
          .chartXSelection(value: $selectedDate)
          .frame(height: 220)
          .accessibilityLabel(series.accessibilityLabel)
        } else if let message = model.chartMessage {
          Text(message).foregroundStyle(.secondary)
        }
      }
    }
  }

  /// A trend card: direction badge, a small bar chart of the values scaled to their range, min,
  /// max and average.
  struct TrendCardView: View {
    let trend: MetricTrend
    let values: MetricValueFormatter

    var body: some View {
      VStack(alignment: .leading, spacing: 8) {
        HStack {
          Text(trend.type.displayName).bold()
          Spacer()
          Badge(text: trend.direction.label, color: trend.direction.color)
        }
        Chart(Array(trend.barHeights.enumerated()), id: \.offset) { item in
          BarMark(x: .value("Record", item.offset), y: .value("Share", item.element))
            .foregroundStyle(PaletteColor.blue.color)
        }
        .chartYScale(domain: 0.0...1.0)
        .chartXAxis(.hidden)
        .chartYAxis(.hidden)
        .frame(height: 48)
        HStack {
          LabeledContent("Min", value: values.value(trend.min, unit: trend.unit))
          LabeledContent("Max", value: values.value(trend.max, unit: trend.unit))
          LabeledContent("Avg", value: values.value(trend.average, unit: trend.unit))
        }
        .font(.caption)
      }
      .accessibilityElement(children: .combine)
      .accessibilityLabel(PerformanceText.trendAccessibilityLabel(trend))
    }
  }
#endif
