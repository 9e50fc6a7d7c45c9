import Foundation
import Testing

/// A page's HTML compared with the copy kept in `Tests/Snapshots/Pages`. What changes from run to
/// run (user ids, form tokens, signed-link tokens, asset versions) is replaced by a placeholder
/// first. COMPASS_RECORD_SNAPSHOTS=1 writes the copies instead of comparing.
struct PageSnapshot {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../../Snapshots/Pages").standardized
  static let recording = ProcessInfo.processInfo.environment["COMPASS_RECORD_SNAPSHOTS"] != nil

  /// Values that differ between runs, each with the placeholder that stands for it.
  let variables: [(value: String, placeholder: String)]

  func normalized(_ html: String) -> String {
    var text = html
    for (value, placeholder) in variables where !value.isEmpty {
      text = text.replacingOccurrences(of: value, with: placeholder)
    }
    let patterns = [
      (#"name="_csrf" value="[^"]*""#, #"name="_csrf" value="{csrf}""#),
      (#"name="submission" value="[^"]*""#, #"name="submission" value="{submission}""#),
      (#"<meta name="csrf" content="[^"]*">"#, #"<meta name="csrf" content="{csrf}">"#),
      (#"name="event_id" value="[^"]*""#, #"name="event_id" value="{new-event-id}""#),
      (#"token=[A-Za-z0-9._-]+"#, "token={signed}"),
      (#"\?v=[0-9a-f]+"#, "?v={version}"),
    ]
    for (pattern, replacement) in patterns {
      text = text.replacingOccurrences(of: pattern, with: replacement, options: .regularExpression)
    }
    return text
  }

  /// Records or compares `html` as `name.html`; a difference names the first line that differs.
  func check(_ html: String, as name: String, sourceLocation: SourceLocation = #_sourceLocation)
    throws
  {
    let page = normalized(html)
    let file = Self.folder.appendingPathComponent("\(name).html")
    if Self.recording {
      try FileManager.default.createDirectory(at: Self.folder, withIntermediateDirectories: true)
      try page.write(to: file, atomically: true, encoding: .utf8)
      return
    }
    guard let kept = try? String(contentsOf: file, encoding: .utf8) else {
      Issue.record(
        "no snapshot \(file.path): run with COMPASS_RECORD_SNAPSHOTS=1",
        sourceLocation: sourceLocation)
      return
    }
    let pageLines = page.split(separator: "\n", omittingEmptySubsequences: false)
    let keptLines = kept.split(separator: "\n", omittingEmptySubsequences: false)
    guard
      let line = zip(pageLines, keptLines).enumerated().first(where: {
        $0.element.0 != $0.element.1
      })
    else {
      #expect(
        pageLines.count == keptLines.count,
        "\(name).html: \(pageLines.count) lines now, \(keptLines.count) kept",
        sourceLocation: sourceLocation)
      return
    }
    Issue.record(
      """
      \(name).html differs at line \(line.offset + 1) (re-record with COMPASS_RECORD_SNAPSHOTS=1 if intended)
      now:  \(line.element.0)
      kept: \(line.element.1)
      """, sourceLocation: sourceLocation)
  }
}
