import CompassDomain
import Testing

@Suite("E-mail addresses a message can be sent to")
struct EmailAddressTests {
  @Test(arguments: [
    "a@b.co", "jordan.avery+recruiting@example.com", "o'neil@school.k12.ga.us",
    "demo@recruitingcompass.app", "x_y-z@a-b.example",
  ])
  func realAddressesPass(_ address: String) {
    #expect(EmailAddress.isValid(address))
  }

  @Test(arguments: [
    "", "plain", "a@", "@b.co", "a@b", "a@[127.0.0.1]", "a@127.0.0.1", "a b@c.co", "a\u{0}b@c.co",
    "a@b..co", ".a@b.co", "a.@b.co", "a@-b.co", "a@b-.co", "a@b.c", "\"a\"@b.co", "a@@b.co",
    "<a@b.co>", "a@b.co\n",
  ])
  func othersAreRefused(_ address: String) {
    #expect(!EmailAddress.isValid(address))
  }
}
