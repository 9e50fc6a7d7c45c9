import Testing

@testable import CompassWeb

@Suite("Form tokens are masked afresh on every page (BREACH)")
struct FormTokenTests {
  @Test func everyMaskingDiffersAndEachOneMatches() {
    let secret = WebSessions.randomToken()
    let masked = (0..<200).map { _ in FormToken.masked(secret) }
    #expect(Set(masked).count == masked.count)
    #expect(masked.allSatisfy { FormToken.matches($0, secret: secret) })
    #expect(masked.allSatisfy { !$0.contains(secret) })
  }

  @Test func anythingElseIsRefused() {
    let secret = WebSessions.randomToken()
    let other = FormToken.masked(WebSessions.randomToken())
    var tampered = Array(FormToken.masked(secret))
    tampered[5] = tampered[5] == "A" ? "B" : "A"
    for token in [
      secret, "", "x", other, String(tampered), FormToken.masked(secret) + "AA",
      String(FormToken.masked(secret).dropLast(4)), "%%%%", String(repeating: "=", count: 86),
    ] {
      #expect(!FormToken.matches(token, secret: secret), "\(token)")
    }
    #expect(!FormToken.matches(FormToken.masked(""), secret: ""))
  }
}
