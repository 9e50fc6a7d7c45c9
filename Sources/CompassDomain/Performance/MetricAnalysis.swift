import CompassModels
import Foundation

/// The dashboard's derived views of one user's metrics: trends, latest values, chart series
/// and history. Computed once per change of the list, over indices so rows are copied once.
public struct MetricAnalysis: Hashable, Sendable {
  /// One trend per type with two or more records, types in the dashboard's order.
  public let trends: [MetricTrend]
  /// The most recent metric of each type logged.
  public let latest: [PerformanceMetric]
  /// Chart series, one per type with two or more points.
  public let series: [MetricSeries]
  /// Types that have any data, for the chart's filter pills.
  public let loggedTypes: [MetricType]
  /// Every metric, newest first.
  public let history: ArrangedRows<PerformanceMetric>

  public init(metrics: [PerformanceMetric]) {
    let order = Self.chronologicalOrder(metrics)
    // NB: a user logs a handful of types, so a linear scan beats hashing every row.
    var slotTypes: [MetricType] = []
    var slots: [[Int]] = []
    for index in order {
      let type = metrics[index].metricType
      if let slot = slotTypes.firstIndex(of: type) {
        slots[slot].append(index)
      } else {
        slotTypes.append(type)
        slots.append([index])
      }
    }
    let ordered = slotTypes.indices.sorted { Self.isOrderedBefore(slotTypes[$0], slotTypes[$1]) }
    loggedTypes = ordered.map { slotTypes[$0] }
    trends = ordered.compactMap {
      MetricTrend(type: slotTypes[$0], indices: slots[$0], of: metrics)
    }
    latest = ordered.compactMap { slots[$0].last.map { metrics[$0] } }
    series = ordered.compactMap {
      MetricSeries(type: slotTypes[$0], indices: slots[$0], of: metrics)
    }
    history = ArrangedRows(rows: metrics, order: order.reversed())
  }

  /// The series for `type`, if it has enough points to draw.
  public func series(for type: MetricType) -> MetricSeries? {
    series.first { $0.type == type }
  }

  /// Indices oldest first: by recorded date, then by when it was logged, then by id.
  ///
  /// Metrics are bucketed by day (a counting sort: days span a few years at most), and only the
  /// few metrics sharing a day are compared.
  static func chronologicalOrder(_ metrics: [PerformanceMetric]) -> [Int] {
    let days = metrics.map(\.recordedDate.dayNumber)
    guard let first = days.min(), let last = days.max() else { return [] }
    var bucketStarts = [Int](repeating: 0, count: last - first + 2)
    for day in days { bucketStarts[day - first + 1] += 1 }
    for bucket in 1..<bucketStarts.count { bucketStarts[bucket] += bucketStarts[bucket - 1] }
    var next = bucketStarts
    var order = [Int](repeating: 0, count: metrics.count)
    for (index, day) in days.enumerated() {
      order[next[day - first]] = index
      next[day - first] += 1
    }
    for bucket in 0..<(bucketStarts.count - 1)
    where bucketStarts[bucket + 1] - bucketStarts[bucket] > 1 {
      order[bucketStarts[bucket]..<bucketStarts[bucket + 1]].sort { lhs, rhs in
        let left = metrics[lhs].createdAt?.timeIntervalSince1970 ?? 0
        let right = metrics[rhs].createdAt?.timeIntervalSince1970 ?? 0
        return left != right ? left < right : metrics[lhs].id < metrics[rhs].id
      }
    }
    return order
  }

  /// Known types in the spec's order, then unknown ones alphabetically.
  static func isOrderedBefore(_ lhs: MetricType, _ rhs: MetricType) -> Bool {
    let left = MetricType.allCases.firstIndex(of: lhs) ?? Int.max
    let right = MetricType.allCases.firstIndex(of: rhs) ?? Int.max
    return left != right ? left < right : lhs.rawValue < rhs.rawValue
  }

  /// The unit a type's card shows: the latest one typed, else the type's default.
  static func unit(of type: MetricType, indices: [Int], in metrics: [PerformanceMetric]) -> String {
    indices.reversed().lazy.map { metrics[$0].unit }.first { !$0.isEmpty } ?? type.defaultUnit
  }
}

/// The points of one metric type's line chart, oldest first.
public struct MetricSeries: Hashable, Sendable, Identifiable {
  public let type: MetricType
  public let points: [MetricPoint]
  public let unit: String

  public var id: MetricType { type }

  init?(type: MetricType, indices: [Int], of metrics: [PerformanceMetric]) {
    guard indices.count >= 2 else { return nil }
    self.type = type
    points = indices.map {
      MetricPoint(
        date: metrics[$0].recordedDate, value: metrics[$0].value, metricID: metrics[$0].id)
    }
    unit = MetricAnalysis.unit(of: type, indices: indices, in: metrics)
  }

  /// The point nearest `date`, its day read in `calendar`: a tap anywhere on the chart names
  /// one, as the web chart names the dot nearest the pointer. Of a day's points, which the
  /// chart draws at one place, the one drawn last (on top).
  public func nearestPoint(to date: Date, in calendar: Calendar) -> MetricPoint? {
    func distance(_ point: MetricPoint) -> Double {
      point.date.instant(in: calendar).map { abs($0.timeIntervalSince(date)) } ?? .infinity
    }
    var nearest: (point: MetricPoint, distance: Double)?
    for point in points where distance(point) <= nearest?.distance ?? .infinity {
      nearest = (point, distance(point))
    }
    return nearest?.point
  }

  /// "Performance chart for Fastball Velocity, showing 12 data points".
  public var accessibilityLabel: String {
    "Performance chart for \(type.displayName), showing \(points.count) data points"
  }
}

/// One point of a chart.
public struct MetricPoint: Hashable, Sendable {
  public let date: LocalDate
  public let value: Double
  public let metricID: PerformanceMetric.ID
}
