import CompassModels
import Testing

@Suite("Decimal numbers as people and PostgreSQL write them")
struct DecimalTextTests {
  @Test(arguments: [
    ("12", 12.0), ("-3.5", -3.5), ("+.5", 0.5), ("6.", 6), ("6.1e2", 610), ("1E-3", 0.001),
    ("0", 0), ("-0", 0), ("007", 7),
  ])
  func plainDecimalsRead(_ text: String, _ value: Double) {
    #expect(DecimalText.number(text) == value)
  }

  @Test(arguments: [
    "", " ", "0x10", "-0x10", "0X1P3", "nan", "NaN", "inf", "-Infinity", "1e999", "--1", "+-1",
    "1,5", "1.2.3", ".", "e5", "1e", "1e+", "١٢", "1_000", " 12", "12 ", "\u{0}1", "1\u{0}",
  ])
  func anythingElseIsRefused(_ text: String) {
    #expect(DecimalText.number(text) == nil)
  }

  @Test func wholeNumbersAreSignsAndDigitsOnly() {
    for text in ["0", "-12", "+7", "99999999999999999999999"] {
      #expect(DecimalText.isWholeNumber(text), "\(text)")
    }
    for text in ["", "-", "1.0", "1e3", "0x1", " 1", "１"] {
      #expect(!DecimalText.isWholeNumber(text), "\(text)")
    }
  }
}
