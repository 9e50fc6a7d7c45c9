import Testing

@testable import CompassServices

@Suite("Accounts: where a mailed link may lead")
struct RedirectAllowListTests {
  let list = RedirectAllowList(
    origin: "https://compass.example", places: ["compass://auth", "https://family.example/app/"])

  @Test func theServerAndNamedPlacesAreAllowed() {
    #expect(list.allowed("https://compass.example") == "https://compass.example")
    #expect(
      list.allowed("https://compass.example/events?x=1") == "https://compass.example/events?x=1")
    #expect(list.allowed("compass://auth/callback#old") == "compass://auth/callback")
    #expect(list.allowed("https://family.example/app/reset") == "https://family.example/app/reset")
  }

  @Test(arguments: [
    "https://compass.example.evil.net", "https://compass.example@evil.net",
    "https://compass.example:8443", "https://user:pass@compass.example/", "https://evil.net",
    "javascript:alert(1)", "compass://authority", "https://family.example/application",
    "//compass.example", "", "https://compass.example\\@evil.net",
  ])
  func anythingElseIsIgnored(_ target: String) {
    #expect(list.allowed(target) == nil)
  }
}
