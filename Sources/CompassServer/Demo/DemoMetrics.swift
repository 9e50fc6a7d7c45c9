import CompassModels
import Foundation

/// Jordan's numbers, measured at the events attended and moving the way a junior's do over a
/// year: a little more velocity and exit velocity, a slightly faster sixty, more strikeouts.
extension DemoSeason {
  /// Where a metric starts 300 days ago and where it is today.
  struct Trend {
    let from: Double
    let to: Double
    let decimals: Int
    let unit: String
  }

  static let trends: [MetricType: Trend] = [
    .velocity: Trend(from: 83.6, to: 88.4, decimals: 1, unit: "mph"),
    .exitVelo: Trend(from: 86.8, to: 93.1, decimals: 1, unit: "mph"),
    .sixtyTime: Trend(from: 7.08, to: 6.81, decimals: 2, unit: "sec"),
    .strikeouts: Trend(from: 5, to: 9, decimals: 0, unit: ""),
  ]

  /// One number measured at one event.
  struct Measurement {
    let event: String
    let type: MetricType
    let value: Double
    let unit: String
    let date: LocalDate
    let verified: Bool
    let notes: String

    /// The value as digits with its metric's decimals, whatever the locale ("87.4", "6.91").
    var valueText: String {
      String(format: "%.\(DemoSeason.trends[type]?.decimals ?? 2)f", value)
    }

    func json(eventID: JSONValue) -> JSONValue {
      [
        "metric_type": .string(type.rawValue), "value": .number(value), "unit": .string(unit),
        "recorded_date": .string(date.description), "event_id": eventID,
        "verified": .bool(verified), "verified_by": verified ? .string("event") : .null,
        "notes": .string(notes),
      ]
    }
  }

  /// Every number measured at the events attended before `today`, oldest first.
  static func measurements(around today: LocalDate, random: inout SeededRandom)
    -> [Measurement]
  {
    let attended = events.filter { $0.attended(around: today) }
      .sorted { $0.startDate(around: today) < $1.startDate(around: today) }
    var measured: [Measurement] = []
    for event in attended {
      let date = event.startDate(around: today)
      let progress = Double(date.dayNumber - today.dayNumber - DemoEventPlan.past) / 300
      for type in event.measures {
        guard let trend = trends[type] else { continue }
        let jitter = (Double(random.next() % 1000) / 1000 - 0.5) * abs(trend.to - trend.from) * 0.25
        let value = rounded(
          trend.from + (trend.to - trend.from) * min(max(progress, 0), 1) + jitter,
          decimals: trend.decimals)
        measured.append(
          Measurement(
            event: event.name, type: type, value: value, unit: trend.unit, date: date,
            verified: event.type != .game, notes: note(type, at: event)))
      }
      if event.name == "Region 6-AAAAAA Championship" {
        measured += seasonTotals(on: date, event: event.name)
      }
    }
    return measured
  }

  /// The spring season's final ERA and batting average, logged on the night it ended.
  private static func seasonTotals(on date: LocalDate, event: String) -> [Measurement] {
    [
      Measurement(
        event: event, type: .era, value: 2.31, unit: "", date: date, verified: false,
        notes: "Spring season final: 58 innings."),
      Measurement(
        event: event, type: .battingAvg, value: 0.348, unit: "", date: date, verified: false,
        notes: "Spring season final: 32 for 92."),
    ]
  }

  private static func note(_ type: MetricType, at event: DemoEventPlan) -> String {
    switch (type, event.type) {
    case (.velocity, .game): "Peak on a scout's radar gun."
    case (.velocity, _): "Peak fastball on Trackman."
    case (.sixtyTime, _): "Laser-timed."
    case (.exitVelo, _): "Best batted ball off live pitching."
    case (.strikeouts, _): "Strikeouts in my start."
    default: ""
    }
  }

  /// The event's numbers as Jordan would write them in its notes.
  static func numbersText(_ measured: [Measurement]) -> String? {
    let parts = measured.compactMap { measurement -> String? in
      let value = measurement.valueText
      switch measurement.type {
      case .velocity: return "fastball topped out at \(value) mph"
      case .sixtyTime: return "ran a \(value) sixty"
      case .exitVelo: return "exit velo \(value) mph"
      case .strikeouts: return "\(value) strikeouts"
      default: return nil
      }
    }
    guard let first = parts.first else { return nil }
    let sentence = ([first.prefix(1).uppercased() + first.dropFirst()] + parts.dropFirst())
      .joined(separator: ", ")
    return sentence + "."
  }

  private static func rounded(_ value: Double, decimals: Int) -> Double {
    let scale = pow(10, Double(decimals))
    return (value * scale).rounded() / scale
  }
}
