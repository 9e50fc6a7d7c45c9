import Foundation
import Testing

@testable import CompassServer

@Suite("Web pages: schools and their coaches")
struct WebSchoolsTests {
  private func signedIn(_ api: TestAPI, _ email: String) async throws -> WebAuthTests.Browser {
    _ = try await api.signUp(email)
    let browser = WebAuthTests.Browser(api)
    _ = try await browser.post(
      "/login",
      [
        ("_csrf", try await browser.csrf(on: "/login")), ("email", email),
        ("password", "correct horse battery"),
      ])
    return browser
  }

  @Test func aSchoolAndItsCoachAreAddedAndListed() async throws {
    try await TestServer.run(.sqlite) { api in
      let browser = try await signedIn(api, "schools@example.com")
      #expect(try await browser.get("/schools").text.contains("No schools yet."))
      let token = try await browser.csrf(on: "/schools")
      let missing = try await browser.post(
        "/schools", [("_csrf", token), ("name", "  "), ("city", "Athens")])
      #expect(missing.status == 400)
      #expect(missing.text.contains("Enter the school"))
      #expect(missing.text.contains(#"value="Athens""#))
      let added = try await browser.post(
        "/schools",
        [("_csrf", token), ("name", "University of Georgia"), ("city", "Athens"), ("state", "ga")])
      #expect(added.status == 303)
      let page = try await browser.get("/schools").text
      #expect(page.contains("University of Georgia"))
      #expect(page.contains("Athens, GA"))
      let school = try #require(page.range(of: #"action="/schools/"#)).upperBound
      let id = String(page[school...].prefix(36))
      let refused = try await browser.post(
        "/schools/\(id)/coaches", [("_csrf", token), ("first_name", "Kirk"), ("last_name", "")])
      #expect(refused.status == 400)
      #expect(refused.text.contains("first and last name"))
      #expect(refused.text.contains(#"value="Kirk""#))
      let coach = try await browser.post(
        "/schools/\(id)/coaches",
        [
          ("_csrf", token), ("first_name", "Kirk"), ("last_name", "Smart"), ("role", "head"),
          ("email", "ks@uga.edu"),
        ])
      #expect(coach.status == 303)
      let listed = try await browser.get("/schools").text
      #expect(listed.contains("Kirk Smart"))
      #expect(listed.contains("Head Coach"))
    }
  }

  @Test func anotherUsersSchoolTakesNoCoaches() async throws {
    try await TestServer.run(.sqlite) { api in
      let owner = try await signedIn(api, "owner@example.com")
      let token = try await owner.csrf(on: "/schools")
      _ = try await owner.post("/schools", [("_csrf", token), ("name", "Emory")])
      let page = try await owner.get("/schools").text
      let id = String(
        page[try #require(page.range(of: #"action="/schools/"#)).upperBound...].prefix(36))
      let intruder = try await signedIn(api, "intruder@example.com")
      #expect(!(try await intruder.get("/schools").text.contains("Emory")))
      let attempt = try await intruder.post(
        "/schools/\(id)/coaches",
        [
          ("_csrf", try await intruder.csrf(on: "/schools")), ("first_name", "A"),
          ("last_name", "B"),
        ])
      #expect(attempt.status == 404)
      let forged = try await owner.post("/schools", [("_csrf", "forged"), ("name", "Forged U")])
      #expect(forged.status == 403)
      #expect(!(try await owner.get("/schools").text.contains("Forged U")))
    }
  }
}
