import CompassDomain
import CompassModels
import CompassStore
import Foundation
import Hummingbird

/// `/contacts` and `/follow-ups`: the contact log (add, edit, delete an entry, with an
/// optional follow-up) and the follow-ups (add, edit, done with the interaction logged in one
/// step, snooze, drop), through the same scoping layer as REST.
package struct WebContactsController: Sendable {
  let rest: RestEngine
  let gate: WebGate
  let locale: Locale

  package init(rest: RestEngine, gate: WebGate, locale: Locale) {
    self.rest = rest
    self.gate = gate
    self.locale = locale
  }

  package func addRoutes(to router: Router<some SiteRequestContext>) {
    router.get(.contacts, use: contactLog)
    router.post(.contacts, use: logContact)
    router.post(.contact, use: saveContact)
    router.get(.contactDeletion, use: confirmDelete)
    router.post(.contactDeletion, use: deleteContact)
    router.post(.followUps, use: addFollowUp)
    router.post(.followUp, use: saveFollowUp)
    router.post(.followUpDone, use: followUpDone)
    router.post(.followUpSnooze, use: snoozeFollowUp)
    router.post(.followUpDrop, use: dropFollowUp)
  }

  /// The log, with the filters of its address, and the add form (`?add`), an entry's edit
  /// form (`?edit=<id>`) or a follow-up's (`?follow_up=<id>`) open.
  @Sendable func contactLog(_ request: Request, context: some SiteRequestContext) async throws
    -> Response
  {
    try await gate.signedIn(request, context) { session in
      let query = try BrowserForm.query(request, as: ContactsQuery.self)
      let loaded = try await load(session)
      let today = session.today(at: rest.now())
      var adding = ContactForm(today: today)
      adding.schoolID = query.add == nil ? nil : query.filter.schoolID
      var forms = ContactsPage.Forms(
        contact: ContactFormView(
          adding, editing: nil, choices: loaded.choices, open: query.add != nil),
        followUp: FollowUpFormView(
          FollowUpForm(today: today), editing: nil, choices: loaded.choices),
        notice: query.notice.flatMap(ContactsQuery.notices.index(forKey:)).map {
          ContactsQuery.notices[$0].value
        })
      if let entry = loaded.interactions.first(where: { $0.id.description == query.edit }) {
        let form = ContactForm(editing: entry, calendar: session.calendar, today: today)
        forms.contact = ContactFormView(
          form, editing: entry.id, choices: loaded.choices,
          carry: EditCarry(shown: ContactFields(shown: form), version: entry.updatedAt))
      }
      if let followUp = loaded.followUps.first(where: { $0.id.description == query.followUp }) {
        forms.followUp = FollowUpFormView(
          FollowUpForm(editing: followUp, today: today), editing: followUp.id,
          choices: loaded.choices)
      }
      return try await page(
        session, loaded, filter: query.filter, page: query.pageNumber, forms: forms)
    }
  }

  /// What the page is drawn from, read through the scoping layer.
  struct Loaded {
    let interactions: [Interaction]
    let followUps: [FollowUp]
    let events: [Event]
    let choices: ContactChoices
  }

  func load(_ session: WebSessions.Session) async throws -> Loaded {
    let data = session.data(rest)
    let events = try await data.events.list(order: [.descending(.startDate)])
    let today = session.today(at: rest.now())
    return Loaded(
      interactions: try await data.interactions.list(order: [.descending(.occurredAt)]),
      followUps: try await data.followUps.list(
        where: [.equals(.status, FollowUpStatus.open.rawValue)], order: [.ascending(.dueDate)]),
      events: events,
      choices: ContactChoices(
        schools: try await data.schools.list(order: [.ascending(.name)]),
        coaches: try await data.coaches.list(order: [.ascending(.lastName)]),
        events: Array(events.filter { $0.startDate <= today }.prefix(ContactChoices.recentEvents))))
  }

  func page(
    _ session: WebSessions.Session, _ loaded: Loaded, filter: ContactLogFilter = ContactLogFilter(),
    page number: Int? = nil, forms: ContactsPage.Forms, status: HTTPResponse.Status = .ok
  ) async throws -> Response {
    let names = try await session.attributionNames(
      rest, for: loaded.interactions.flatMap { [$0.createdBy ?? $0.loggedBy, $0.updatedBy] })
    let content = ContactsPage.Content(
      interactions: loaded.interactions, followUps: loaded.followUps, choices: loaded.choices,
      events: loaded.events, names: names, today: session.today(at: rest.now()),
      calendar: session.calendar, locale: locale)
    let page = ContactsPage(
      content, filter: filter, page: number, forms: forms, csrf: session.csrf)
    return page.response(gate.renderer, for: session, status: status)
  }

  /// The forms of a page drawn again after a refused post: both empty but `contact` or
  /// `followUp` as given.
  func forms(
    _ session: WebSessions.Session, _ loaded: Loaded, contact: ContactFormView? = nil,
    followUp: FollowUpFormView? = nil
  ) -> ContactsPage.Forms {
    let today = session.today(at: rest.now())
    return ContactsPage.Forms(
      contact: contact
        ?? ContactFormView(ContactForm(today: today), editing: nil, choices: loaded.choices),
      followUp: followUp
        ?? FollowUpFormView(FollowUpForm(today: today), editing: nil, choices: loaded.choices))
  }
}
