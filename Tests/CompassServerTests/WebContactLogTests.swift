import CompassDomain
import CompassModels
import Foundation
import Testing

@testable import CompassServer

/// The contact log and follow-ups on the web: logging, filtering, editing (with a clash offered)
/// and deleting contacts; follow-ups added with a contact, proposed by Mark Attended, shown at
/// the top of the Events List, done (logged once), snoozed and dropped; a parent's entries say
/// who logged them, a view parent changes nothing and a stranger reaches nothing.
@Suite("Web pages: the contact log and follow-ups")
struct WebContactLogTests {
  typealias Browser = WebAuthTests.Browser

  private struct Seeded {
    let school: String
    let coach: String
    let otherSchool: String
    let event: String
  }

  private var today: LocalDate {
    LocalDate(Date(), in: PersonalTimeZone.calendar(in: TimeZone(identifier: "UTC") ?? .current))
  }

  private func seed(_ api: TestAPI, as token: String) async throws -> Seeded {
    let school = try await api.insert("schools", #"{"name":"Georgia Tech"}"#, as: token)
    let schoolID = try #require(school["id"]?.stringValue)
    let other = try await api.insert("schools", #"{"name":"Clemson University"}"#, as: token)
    let coach = try await api.insert(
      "coaches", #"{"first_name":"Danny","last_name":"Key","school_id":"\#(schoolID)"}"#,
      as: token)
    let coachID = try #require(coach["id"]?.stringValue)
    let event = try await api.insert(
      "events",
      #"{"name":"Tech Camp","type":"camp","start_date":"\#(today.adding(days: -1))","school_id":"\#(schoolID)","coaches_present":["\#(coachID)"]}"#,
      as: token)
    return Seeded(
      school: schoolID, coach: coachID,
      otherSchool: try #require(other["id"]?.stringValue),
      event: try #require(event["id"]?.stringValue))
  }

  private func contact(_ s: Seeded, _ extra: [(String, String)] = []) -> [(String, String)] {
    [
      ("type", "phone_call"), ("direction", "inbound"), ("school_id", s.school),
      ("coach_id", s.coach), ("date", today.description), ("time", "16:30"),
      ("subject", "Summer plans"), ("content", "Coach Key asked about my summer schedule"),
      ("sentiment", "positive"),
    ] + extra
  }

  @Test(arguments: TestDatabase.available)
  func aContactIsLoggedFilteredEditedAndDeleted(_ database: TestDatabase) async throws {
    try await TestServer.run(database) { api in
      let (browser, token) = try await Browser.signedIn(api)
      let s = try await seed(api, as: token)
      let empty = try await browser.submit(
        "/contacts", from: "/contacts",
        contact(s).filter { $0.0 != "content" } + [("content", "  ")])
      #expect(empty.status == 400)
      #expect(empty.text.contains(ContactFormMessage.contentRequired))
      #expect(empty.text.contains(#"value="Summer plans""#), "what was typed stays")
      let elsewhere = try await browser.submit(
        "/contacts", from: "/contacts",
        contact(s).filter { $0.0 != "school_id" } + [("school_id", s.otherSchool)])
      #expect(elsewhere.status == 400)
      #expect(elsewhere.text.contains("is at another school"))
      let logged = try await browser.submit("/contacts", from: "/contacts", contact(s))
      #expect(logged.status == 303)
      _ = try await browser.submit(
        "/contacts", from: "/contacts",
        [
          ("type", "email"), ("direction", "outbound"), ("school_id", s.otherSchool),
          ("date", today.adding(days: -3).description), ("content", "Sent my video to Clemson"),
        ])
      let page = try await browser.followed(logged).text
      #expect(page.contains(ContactFormMessage.logged))
      #expect(page.contains("2 contacts"))
      let newest = try #require(page.range(of: "Coach Key asked about")).lowerBound
      let older = try #require(page.range(of: "Sent my video to Clemson")).lowerBound
      #expect(newest < older, "newest first")
      let byType = try await browser.get("/contacts?type=email").text
      #expect(byType.contains("Sent my video") && !byType.contains("Coach Key asked"))
      let bySchool = try await browser.get("/contacts?school=\(s.school)").text
      #expect(!bySchool.contains("Sent my video") && bySchool.contains("Coach Key asked"))
      let searched = try await browser.get("/contacts?q=clemson+video").text
      #expect(searched.contains("1 contact") && searched.contains("Sent my video"))
      let since = try await browser.get("/contacts?from=\(today.adding(days: -1))").text
      #expect(!since.contains("Sent my video"))

      let rows = try await api.rest(.get, "interactions?coach_id=eq.\(s.coach)", as: token).rows
      let id = try #require(rows.first?["id"]?.stringValue)
      let form = try await browser.get("/contacts?edit=\(id)").formFields(action: "/contacts/\(id)")
      #expect(form.contains { $0.0 == "opened" } && form.contains { $0.0 == "opened_at" })
      let saved = try await browser.post(
        "/contacts/\(id)", changing(form, ["content": "Coach Key wants me at the winter camp"]))
      #expect(saved.status == 303)
      #expect(try await browser.followed(saved).text.contains("wants me at the winter camp"))
      let clash = try await browser.post(
        "/contacts/\(id)", changing(form, ["content": "A third version"]))
      #expect(clash.status == 409, "an edit over a change made meanwhile is offered, not saved")
      #expect(clash.text.contains("A third version") && clash.text.contains("wants me at"))
      let theirs = try await browser.post(
        "/contacts/\(id)",
        changing(clash.formFields(action: "/contacts/\(id)"), ["resolve": "theirs"]))
      #expect(theirs.status == 303)
      let kept = try await api.rest(.get, "interactions?id=eq.\(id)", as: token).rows.first
      #expect(kept?["content"]?.stringValue == "Coach Key wants me at the winter camp")
      let confirm = try await browser.get("/contacts/\(id)/delete")
      #expect(confirm.text.contains(ContactFormMessage.deleteConfirmation))
      let deleted = try await browser.submit("/contacts/\(id)/delete", from: "/contacts", [])
      #expect(deleted.status == 303)
      #expect(!(try await browser.followed(deleted).text.contains("winter camp")))
      let again = try await browser.submit("/contacts/\(id)/delete", from: "/contacts", [])
      #expect(again.status == 303, "deleting an entry already gone is no error")
    }
  }

  @Test func aContactWithAFollowUpDayAddsTheFollowUpOnce() async throws {
    try await TestServer.run(.sqlite) { api in
      let (browser, token) = try await Browser.signedIn(api)
      let s = try await seed(api, as: token)
      let fields =
        contact(s) + [("follow_up_due", today.description), ("submission", UUID().uuidString)]
      let past = try await browser.submit(
        "/contacts", from: "/contacts",
        contact(s) + [("follow_up_due", today.adding(days: -1).description)])
      #expect(past.status == 400)
      #expect(past.text.contains(ContactFormMessage.followUpInPast))
      for _ in 0..<2 {
        #expect(try await browser.submit("/contacts", from: "/contacts", fields).status == 303)
      }
      #expect(try await api.rest(.get, "interactions", as: token).rows.count == 1)
      let followUps = try await api.rest(.get, "follow_ups", as: token).rows
      #expect(followUps.count == 1)
      #expect(followUps.first?["title"]?.stringValue == "Follow up with Coach Key (Georgia Tech)")
      #expect(followUps.first?["interaction_id"]?.stringValue != nil)
      let events = try await browser.get("/events").text
      #expect(events.contains("1 follow-up due"))
      #expect(events.contains("Follow up with Coach Key (Georgia Tech)"))
    }
  }

  @Test(arguments: TestDatabase.available)
  func markAttendedProposesAFollowUpPerCoachOnce(_ database: TestDatabase) async throws {
    try await TestServer.run(database) { api in
      let (browser, token) = try await Browser.signedIn(api)
      let s = try await seed(api, as: token)
      let marked = try await browser.submit(
        "/events/\(s.event)/attend", from: "/events/\(s.event)", [])
      #expect(marked.status == 303)
      #expect(marked.header("Location")?.contains("proposed=1") == true)
      let detail = try await browser.followed(marked).text
      #expect(detail.contains(try #require(FollowUpProposals.notice(count: 1))))
      _ = try await browser.submit("/events/\(s.event)/attend", from: "/events/\(s.event)", [])
      let rows = try await api.rest(.get, "follow_ups", as: token).rows
      #expect(rows.count == 1, "marking twice proposes once")
      #expect(rows.first?["title"]?.stringValue == "Thank Coach Key (Georgia Tech) for the camp")
      #expect(rows.first?["due_date"]?.stringValue == today.adding(days: 2).description)
      let log = try await browser.get("/contacts").text
      #expect(log.contains("Thank Coach Key (Georgia Tech) for the camp"))
      #expect(log.contains("Due in 2 days"))
    }
  }

  @Test(arguments: TestDatabase.available)
  func aFollowUpIsDoneOnceSnoozedAndDropped(_ database: TestDatabase) async throws {
    try await TestServer.run(database) { api in
      let (browser, token) = try await Browser.signedIn(api)
      let s = try await seed(api, as: token)
      func followUp(_ title: String, due: LocalDate) async throws -> String {
        let row = try await api.insert(
          "follow_ups",
          #"{"title":"\#(title)","due_date":"\#(due)","coach_id":"\#(s.coach)","school_id":"\#(s.school)"}"#,
          as: token)
        return try #require(row["id"]?.stringValue)
      }
      let overdue = try await followUp("Send Coach Key my video", due: today.adding(days: -3))
      let dueToday = try await followUp("Call Coach Key back", due: today)
      let later = try await followUp("Ask about the winter camp", due: today.adding(days: 5))
      let events = try await browser.get("/events").text
      #expect(events.contains("2 follow-ups due · 1 overdue"))
      #expect(events.contains("3 days overdue") && events.contains("Due today"))
      #expect(!events.contains("Ask about the winter camp"), "only what is due is at the top")

      let done = [("type", "email"), ("note", "Sent the video link")]
      let back = "/events"
      for _ in 0..<2 {
        let reply = try await browser.submit(
          "/follow-ups/\(overdue)/done?back=\(back)", from: "/events", done)
        #expect(reply.status == 303)
        #expect(reply.header("Location")?.hasPrefix("/events") == true)
      }
      let logged = try await api.rest(.get, "interactions", as: token).rows
      #expect(logged.count == 1, "done twice logs once")
      #expect(logged.first?["content"]?.stringValue == "Sent the video link")
      #expect(logged.first?["subject"]?.stringValue == "Send Coach Key my video")
      let doneRow = try await api.rest(.get, "follow_ups?id=eq.\(overdue)", as: token).rows.first
      #expect(doneRow?["status"]?.stringValue == "done")
      #expect(doneRow?["done_interaction_id"] == logged.first?["id"])

      let snoozed = try await browser.submit(
        "/follow-ups/\(dueToday)/snooze", from: "/contacts", [("until", "three_days")])
      #expect(snoozed.status == 303)
      let moved = try await api.rest(.get, "follow_ups?id=eq.\(dueToday)", as: token).rows.first
      #expect(moved?["due_date"]?.stringValue == today.adding(days: 3).description)
      #expect(!(try await browser.get("/events").text.contains("follow-ups due")))

      #expect(
        try await browser.submit("/follow-ups/\(later)/drop", from: "/contacts", []).status == 303)
      let log = try await browser.get("/contacts").text
      #expect(!log.contains("Ask about the winter camp"))
      #expect(log.contains("Call Coach Key back"))
      let dropped = try await api.rest(.get, "follow_ups?id=eq.\(later)", as: token).rows.first
      #expect(dropped?["status"]?.stringValue == "dropped")
    }
  }

  @Test func aFollowUpIsAddedAndEditedWithItsMessages() async throws {
    try await TestServer.run(.sqlite) { api in
      let (browser, token) = try await Browser.signedIn(api)
      let s = try await seed(api, as: token)
      let untitled = try await browser.submit(
        "/follow-ups", from: "/contacts", [("title", " "), ("due_date", today.description)])
      #expect(untitled.status == 400)
      #expect(untitled.text.contains(FollowUpFormMessage.titleRequired))
      let added = try await browser.submit(
        "/follow-ups", from: "/contacts",
        [
          ("title", "Send transcript"), ("due_date", today.adding(days: 4).description),
          ("school_id", s.school), ("notes", "Unofficial copy is fine"),
        ])
      #expect(added.status == 303)
      let id = try #require(
        try await api.rest(.get, "follow_ups", as: token).rows.first?["id"]?.stringValue)
      let form = try await browser.get("/contacts?follow_up=\(id)").text
      #expect(form.contains(#"value="Send transcript""#) && form.contains("Edit follow-up"))
      let saved = try await browser.submit(
        "/follow-ups/\(id)", from: "/contacts",
        [("title", "Send official transcript"), ("due_date", today.adding(days: 6).description)])
      #expect(saved.status == 303)
      let row = try await api.rest(.get, "follow_ups?id=eq.\(id)", as: token).rows.first
      #expect(row?["title"]?.stringValue == "Send official transcript")
      #expect(row?["due_date"]?.stringValue == today.adding(days: 6).description)
    }
  }

  @Test func familyRulesHoldOnTheContactLog() async throws {
    try await TestServer.run(.sqlite) { api in
      let family = try await TestFamily.make(api)
      let s = try await seed(api, as: family.a.token)
      let athletePages = "/for/\(family.a.id)"
      let parent = try await Browser.familyMember(api, "p")
      let logged = try await parent.submit(
        "\(athletePages)/contacts", from: "\(athletePages)/contacts", contact(s))
      #expect(logged.status == 303)
      let athlete = try await Browser.familyMember(api, "a")
      let seen = try await athlete.get("/contacts").text
      #expect(seen.contains("Coach Key asked about"))
      #expect(seen.contains("Added by P (parent)"), "a parent's entry says who logged it")
      let viewer = try await Browser.familyMember(api, "v")
      let viewed = try await viewer.get("\(athletePages)/contacts").text
      #expect(viewed.contains("Coach Key asked about"))
      #expect(!viewed.contains("Log a contact"), "a view parent gets no forms")
      let refused = try await viewer.submit(
        "\(athletePages)/contacts", from: "\(athletePages)/contacts", contact(s))
      #expect(refused.status == 403)
      let followUp = try await api.insert(
        "follow_ups", #"{"title":"Call back","due_date":"\#(today)"}"#, as: family.a.token)
      let id = try #require(followUp["id"]?.stringValue)
      let stranger = try await Browser.familyMember(api, "b")
      #expect(!(try await stranger.get("/contacts").text.contains("Coach Key asked")))
      let reached = try await stranger.submit(
        "/follow-ups/\(id)/drop", from: "/contacts", [])
      #expect(reached.status == 404)
      let entry = try #require(
        try await api.rest(.get, "interactions", as: family.a.token).rows.first?["id"]?.stringValue)
      #expect(try await stranger.get("/contacts?edit=\(entry)").text.contains("Log a contact"))
      #expect(
        try await stranger.submit("/contacts/\(entry)", from: "/contacts", contact(s)).status
          == 404)
      let status = try await api.rest(.get, "follow_ups?id=eq.\(id)", as: family.a.token).rows
      #expect(status.first?["status"]?.stringValue == "open")
    }
  }
}
