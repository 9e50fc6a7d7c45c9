import CompassDomain
import CompassFormats
import CompassModels
import Foundation

/// Jordan's one-page athletic resume, written from the numbers measured up to the day it was
/// made: the best of each measurable with where it was recorded, the events, academics and
/// references.
enum DemoResume {
  static func pdf(today: LocalDate, measured: [DemoSeason.Measurement], created: Date) -> Data {
    let year = DemoSeason.graduationYear(today: today)
    let document = TextPDF([
      .title(DemoSeason.athlete),
      .subtitle(
        "Class of \(year) · \(DemoSeason.position) · Bats R / Throws R · 6'1\", 185 lb · \(DemoSeason.highSchool), \(DemoSeason.hometown)"
      ),
      .heading("Measurables"),
      .table(
        columns: [
          TextPDF.TableColumn("Metric", width: 140),
          TextPDF.TableColumn("Best", width: 80, alignRight: true),
          TextPDF.TableColumn("Where", width: 220), TextPDF.TableColumn("When", width: 76),
        ], rows: bests(measured)),
      .heading("Events"),
      .paragraph(events(measured)),
      .heading("Academics"),
      .paragraph(
        "GPA \(String(format: "%.2f", DemoTranscript.gpa)) unweighted, honors and AP courses. Intended major: business."
      ),
      .heading("References"),
      .paragraph(
        "Marcus Bell, Head Coach, \(DemoSeason.highSchool): (770) 555-0164. Family contact: avery.family@example.com."
      ),
    ])
    return document.data(
      footer: "\(DemoSeason.athlete) · Athletic resume", title: "Athletic Resume",
      author: DemoSeason.athlete, created: created)
  }

  private static let listed: [(MetricType, String, Bool)] = [
    (.velocity, "Fastball velocity", true), (.exitVelo, "Exit velocity", true),
    (.sixtyTime, "60-yard dash", false), (.strikeouts, "Strikeouts in a start", true),
  ]

  /// The best of each measurable (highest, or lowest for a time) with its event and date.
  private static func bests(_ measured: [DemoSeason.Measurement]) -> [[String]] {
    listed.compactMap { type, label, higherIsBetter in
      let all = measured.filter { $0.type == type }
      let best =
        higherIsBetter ? all.max { $0.value < $1.value } : all.min { $0.value < $1.value }
      guard let best else { return nil }
      return [
        label, [best.valueText, best.unit].filter { !$0.isEmpty }.joined(separator: " "),
        best.event,
        best.date.description,
      ]
    }
  }

  private static func events(_ measured: [DemoSeason.Measurement]) -> String {
    var names: [String] = []
    for measurement in measured where !names.contains(measurement.event) {
      names.append(measurement.event)
    }
    return names.joined(separator: " · ")
  }
}
