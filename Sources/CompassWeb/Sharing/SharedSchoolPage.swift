import CompassDomain
import CompassModels
import CompassStore
import Foundation

/// The page a school's coaches open from the family's link: who the athlete is, the highlight
/// video playing in place, the documents shared with that school, the verified numbers with
/// what verified each (when the link includes them), where to see the athlete play (when the
/// profile shows it), how to reach the family, and a form to reply. No account, no navigation,
/// no script; never the family's account e-mail.
struct SharedSchoolPage: WebPage {
  static let template = "shared-school"

  /// One document to view or download.
  struct Item: Encodable {
    let title: String
    let kind: String
    let description: String?
    let viewHref: SitePath
    let downloadHref: SitePath
  }

  /// The video shown first, playing in place.
  struct Highlight: Encodable {
    let title: String
    let fileHref: SitePath
    let downloadHref: SitePath
  }

  /// One verified number: its latest value, how it moves, and what verified it.
  struct Number: Encodable {
    let name: String
    let latest: String
    let date: String
    let trend: String?
    let source: String
  }

  /// One upcoming camp, showcase or game.
  struct Upcoming: Encodable {
    let name: String
    let when: String
    let place: String?
  }

  let title: String
  let section = ""
  let athlete: String
  let facts: [String]
  let school: String
  let contactEmail: String?
  let contactPhone: String?
  let highlight: Highlight?
  let documents: [Item]
  /// What the Documents card says when it lists nothing.
  let emptyNote: String?
  let metrics: [Number]
  let showsMetrics: Bool
  let upcoming: [Upcoming]
  let showsUpcoming: Bool
  let summaryHref: SitePath
  let replyHref: SitePath
  var reply = SharedReplyForm()

  init(_ shared: SharedContent, token: String, locale: Locale) {
    let name = FamilyOverview.name(shared.athlete?.displayName ?? "", role: .athlete)
    athlete = name
    school = shared.school?.name ?? "your program"
    title = "\(name) · shared with \(school)"
    facts = ProfileText.facts(shared.profile)
    contactEmail = shared.profile?.contactEmail
    contactPhone = shared.profile?.contactPhone
    let featured = shared.documents.first {
      $0.type == .highlightVideo && DocumentPreviewKind($0) == .video
    }
    highlight = featured.map { video in
      let file = SitePath.sharedDocument(token: token, video.id, file: true)
      return Highlight(
        title: video.title, fileHref: file, downloadHref: file.query("download", "1"))
    }
    documents = shared.documents.filter { $0.id != featured?.id }.map { document in
      let href = SitePath.sharedDocument(token: token, document.id)
      return Item(
        title: document.title, kind: document.type.label, description: document.description,
        viewHref: href,
        downloadHref: .sharedDocument(token: token, document.id, file: true).query("download", "1"))
    }
    emptyNote =
      !documents.isEmpty
      ? nil
      : highlight == nil
        ? "Nothing is shared with \(school) right now."
        : "The highlight video above is all that is shared right now."
    metrics = Self.numbers(shared, locale: locale)
    showsMetrics = !metrics.isEmpty
    upcoming = Self.upcoming(shared, locale: locale)
    showsUpcoming = !upcoming.isEmpty
    summaryHref = .shared(.summary, token: token)
    replyHref = .shared(.reply, token: token)
  }

  static func numbers(_ shared: SharedContent, locale: Locale) -> [Number] {
    let analysis = MetricAnalysis(metrics: shared.metrics)
    let values = MetricValueFormatter(locale: locale)
    let dates = EventDateText(locale: locale)
    let events = Dictionary(shared.events.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
    return analysis.latest.map { metric in
      let trend = analysis.trends.first { $0.type == metric.metricType }
      return Number(
        name: metric.metricType.displayName, latest: values.value(of: metric),
        date: dates.day(metric.recordedDate),
        trend: trend.map { TrendText.forCoaches($0, values: values) },
        source: VerificationText.detail(
          metric, event: metric.eventID.flatMap { events[$0] }, dates: dates))
    }
  }

  static func upcoming(_ shared: SharedContent, locale: Locale) -> [Upcoming] {
    guard shared.profile?.showsUpcomingEvents == true else { return [] }
    let dates = EventDateText(locale: locale)
    let athletes = PersonalTimeZone.named(shared.athlete?.timeZone)
    return shared.upcomingEvents.map { event in
      let zone = (PersonalTimeZone.named(event.timeZone) ?? athletes).flatMap {
        $0.localizedName(for: .shortGeneric, locale: locale)
      }
      let time =
        event.startTime.map { " · " + dates.time($0) + (zone.map { " \($0)" } ?? "") } ?? ""
      let place = [
        event.location, [event.city, event.state].compactMap { $0 }.joined(separator: ", "),
      ]
      .compactMap { $0?.isEmpty == false ? $0 : nil }.joined(separator: " · ")
      return Upcoming(
        name: event.name, when: dates.range(of: event) + time,
        place: place.isEmpty ? nil : place)
    }
  }
}

/// The coach's reply as typed, with a message when it was refused or a thank-you once sent.
struct SharedReplyForm: Encodable {
  var name = ""
  var email = ""
  var message = ""
  var error: String?
  var sent = false
  /// The id this form was drawn with, so a reply sent twice is filed once (set as the page is
  /// drawn; a form without one is refused as not sent from its page).
  var submission = ""

  static let longestMessage = 5_000

  /// The field the refused reply opens on (the browser scrolls to it and puts the cursor there).
  var focusName = false
  var focusEmail = false
  var focusMessage = false

  /// Why the reply cannot be sent as typed, and the field to fix; `nil` when it can.
  var problem: (message: String, field: String)? {
    if name.isEmpty || name.count > 200 { return ("Enter your name", "name") }
    if email.isEmpty { return ("Enter your e-mail address so the family can write back", "email") }
    if !AthleteProfileDraft.looksLikeEmail(email) || email.count > 200 {
      return ("Enter a complete e-mail address, like name@school.edu", "email")
    }
    if message.isEmpty { return ("Write a message", "message") }
    if message.count > Self.longestMessage {
      return ("Keep the message under \(Self.longestMessage) characters", "message")
    }
    return nil
  }

  /// Shows `problem`, opening the form on its field.
  mutating func refuse(_ problem: (message: String, field: String)) {
    error = problem.message
    focusName = problem.field == "name"
    focusEmail = problem.field == "email"
    focusMessage = problem.field == "message"
  }

  /// The reply as the family's contact log holds it.
  var content: String { "From \(name) <\(email)>\n\n\(message)" }
}

/// What a coach's link shows, read through the scoping layer as the link.
struct SharedContent {
  let athlete: ProfileRecord?
  let profile: AthleteProfile?
  let school: School?
  let documents: [Document]
  let metrics: [PerformanceMetric]
  let events: [Event]
  let today: LocalDate

  static func read(_ rows: SharedRows, now: Date) async throws -> SharedContent {
    let athlete = try await rows.athlete()
    let zone = PersonalTimeZone.resolve(chosen: athlete?.timeZone, reported: nil)
    return SharedContent(
      athlete: athlete, profile: try await rows.profile(), school: try await rows.school(),
      documents: try await rows.documents(), metrics: try await rows.metrics(),
      events: try await rows.events(),
      today: LocalDate(now, in: PersonalTimeZone.calendar(in: zone)))
  }

  /// The showcases, games and camps (the school's own or no school's, as the scoping layer
  /// lets the link read them) not over yet, soonest first.
  var upcomingEvents: [Event] {
    events.filter {
      [.camp, .showcase, .game].contains($0.type) && ($0.endDate ?? $0.startDate) >= today
    }
  }
}

/// The printable one-page summary for a coach: who the athlete is, how to reach the family,
/// the verified numbers, what comes up next and the documents shared, on one sheet.
struct SharedSummaryPage: WebPage {
  static let template = "shared-summary"

  let title: String
  let section = ""
  let athlete: String
  let facts: [String]
  let school: String
  let contactEmail: String?
  let contactPhone: String?
  let metrics: [SharedSchoolPage.Number]
  let upcoming: [SharedSchoolPage.Upcoming]
  let showsUpcoming: Bool
  let showsMetrics: Bool
  let documents: [String]
  let back: SitePath
  let printedOn: String

  init(_ shared: SharedContent, token: String, locale: Locale) {
    let page = SharedSchoolPage(shared, token: token, locale: locale)
    title = "\(page.athlete) · one-page summary"
    athlete = page.athlete
    facts = page.facts
    school = page.school
    contactEmail = page.contactEmail
    contactPhone = page.contactPhone
    metrics = Array(page.metrics.prefix(8))
    upcoming = Array(page.upcoming.prefix(4))
    showsUpcoming = !upcoming.isEmpty
    showsMetrics = !metrics.isEmpty
    documents = Array(shared.documents.prefix(6).map { "\($0.title) (\($0.type.label))" })
    back = .shared(.page, token: token)
    printedOn = EventDateText(locale: locale).day(shared.today)
  }
}

/// A document opened from the coaches' page: the video plays (with seeking), the image or PDF
/// shows, and anything can be downloaded.
struct SharedDocumentPage: WebPage {
  static let template = "shared-document"

  let title: String
  let section = ""
  let back: SitePath
  let heading: String
  let kind: String
  let description: String?
  let fileHref: SitePath
  let downloadHref: SitePath
  let isVideo: Bool
  let isImage: Bool
  let isPDF: Bool
  let isOther: Bool

  init(_ document: Document, token: String) {
    let preview = DocumentPreviewKind(document)
    let file = SitePath.sharedDocument(token: token, document.id, file: true)
    title = document.title
    back = .shared(.page, token: token)
    heading = document.title
    kind = document.type.label
    description = document.description
    fileHref = file
    downloadHref = file.query("download", "1")
    isVideo = preview == .video
    isImage = preview == .image
    isPDF = preview == .pdf
    isOther = preview == .other
  }
}

/// A link that opens nothing: guessed, revoked or expired, all answered alike.
struct SharedMissingPage: WebPage {
  static let template = "shared-missing"

  let title = "Link not available"
  let section = ""
}
