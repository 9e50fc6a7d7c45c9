import CompassDomain
import CompassFormats
import CompassModels
import Foundation

/// Jordan's unofficial transcript: finished courses of grades 9 and 10 with their grades and
/// the cumulative GPA they make, then grade 11's courses in progress.
enum DemoTranscript {
  static let finished: [(grade: Int, course: String, mark: String)] = [
    (9, "English 9 Honors", "A"), (9, "Algebra I Honors", "A"), (9, "Biology Honors", "A"),
    (9, "World Geography", "B"), (9, "Spanish I", "A"), (9, "Health & Personal Fitness", "A"),
    (9, "Intro to Business", "A"), (10, "English 10 Honors", "A"), (10, "Geometry Honors", "B"),
    (10, "Chemistry", "A"), (10, "AP World History", "B"), (10, "Spanish II", "A"),
    (10, "Weight Training", "A"), (10, "Financial Literacy", "A"),
  ]
  static let inProgress = [
    "AP Language & Composition", "Algebra II Honors", "AP Physics 1", "U.S. History",
    "Spanish III", "Advanced Weight Training",
  ]

  /// The unweighted GPA of the finished courses (A = 4, B = 3, C = 2).
  static var gpa: Double {
    let scale: [String: Double] = ["A": 4, "B": 3, "C": 2]
    let points: [Double] = finished.map { scale[$0.mark] ?? 0 }
    return points.reduce(0, +) / Double(max(points.count, 1))
  }

  static func pdf(today: LocalDate, created: Date) -> Data {
    let year = DemoSeason.graduationYear(today: today)
    let columns = [
      TextPDF.TableColumn("Grade", width: 60), TextPDF.TableColumn("Course", width: 300),
      TextPDF.TableColumn("Mark", width: 60),
      TextPDF.TableColumn("Credit", width: 96, alignRight: true),
    ]
    let rows = finished.map { ["\($0.grade)", $0.course, $0.mark, "1.0"] }
    let current = inProgress.map { ["11", $0, "In progress", "1.0"] }
    let document = TextPDF([
      .title("\(DemoSeason.highSchool): Unofficial Transcript"),
      .subtitle(
        "\(DemoSeason.athlete) · Class of \(year) · \(DemoSeason.hometown) · Printed from the student portal"
      ),
      .heading("Completed courses"),
      .table(columns: columns, rows: rows),
      .paragraph(
        "Cumulative unweighted GPA: \(String(format: "%.2f", gpa)) on a 4.0 scale, \(finished.count).0 credits."
      ),
      .heading("Grade 11 (in progress)"),
      .table(columns: columns, rows: current),
      .rule,
      .paragraph(
        "Unofficial copy for recruiting. An official transcript is sent by the counseling office on request."
      ),
    ])
    return document.data(
      footer: "\(DemoSeason.highSchool) · Unofficial transcript", title: "Unofficial Transcript",
      author: DemoSeason.athlete, created: created)
  }
}
