import Foundation
import Testing

@testable import CompassDomain
@testable import CompassModels

@Suite("Formatting: remembered texts and trimmed units")
struct FormattedTextMemoTests {
  @Test func aRememberedTextIsMadeOnceAndTheMemoStartsOverWhenFull() {
    let memo = FormattedTextMemo<Int>()
    var made = 0
    let make = { (key: Int) in
      memo.text(for: key) {
        made += 1
        return "#\(key)"
      }
    }
    #expect(make(1) == "#1")
    #expect(make(1) == "#1")
    #expect(made == 1)
    for key in 1...FormattedTextMemo<Int>.capacity { _ = make(key) }
    #expect(made == FormattedTextMemo<Int>.capacity)
    _ = make(0)
    #expect(make(1) == "#1")
    #expect(made == FormattedTextMemo<Int>.capacity + 2, "a full memo starts over")
  }

  @Test func repeatedValuesAndDatesReadTheSameEveryTime() throws {
    let values = MetricValueFormatter(locale: Locale(identifier: "en_US"))
    let dates = EventDateText(locale: Locale(identifier: "en_US"))
    let day = try #require(LocalDate("2026-04-15"))
    let later = try #require(LocalDate("2026-04-16"))
    let range = dates.range(from: day, to: later)
    #expect(range.hasPrefix("Apr 15") && range.hasSuffix("16, 2026"))
    for _ in 0..<3 {
      #expect(values.value(85_000, unit: " mph ") == "85,000 mph")
      #expect(values.value(0.3251, unit: "") == "0.325")
      #expect(dates.day(day) == "Apr 15, 2026")
      #expect(dates.range(from: day, to: later) == range)
    }
  }

  @Test(arguments: [
    "", " ", "mph", " mph ", "\tsec\t", "\u{00A0}ft\u{2003}", " \n in \n ", "a b", "\u{3000}",
    "x", "Omaha, NE", "a\u{301}", "é ", " \u{301}b", "LakePoint Sports Complex\u{2003}",
  ])
  func unitsLoseTheSpacesFoundationWouldTrim(_ unit: String) {
    #expect(unit.trimmingSpaces == unit.trimmingCharacters(in: .whitespaces))
  }
}
