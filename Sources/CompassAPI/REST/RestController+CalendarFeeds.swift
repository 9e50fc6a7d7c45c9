import CompassDomain
import CompassHTTP
import CompassModels
import CompassServices
import CompassStore
import Hummingbird

/// The calendar feed's functions (`compass serve` only), each on one athlete's season for the
/// caller (the caller's own unless `athlete` names one linked to them); any link reaches them,
/// since they change only the caller's own subscription.
enum CalendarFunction: String, CaseIterable {
  /// A new link, `{url, webcal}`; the caller's earlier link to the season stops working.
  case create = "create_calendar_feed"
  /// `{subscribed, reminders: {day_before_at, check_in_lead_minutes}}`.
  case settings = "calendar_feed_settings"
  /// Sets the reminders (`day_before_at` "HH:MM" or null, `check_in_lead_minutes` 0–1440 or
  /// null) and answers as `settings` does.
  case setReminders = "set_calendar_feed_reminders"
  /// Ends the link: it answers 404 from then on.
  case end = "end_calendar_feed"
}

extension RestController {
  func calendar(
    _ name: String, for user: UserID, _ arguments: [String: JSONValue], _ request: Request
  ) async throws -> JSONValue {
    guard let function = CalendarFunction(rawValue: name) else {
      throw PostgrestError.unknownFunction(name)
    }
    let athlete = try Self.athlete(in: arguments, default: user)
    guard try await feeds.reaches(user, athlete) else {
      throw PostgrestError.forbidden(function: name)
    }
    switch function {
    case .create:
      guard let token = try await feeds.renew(for: user, athlete: athlete) else {
        throw PostgrestError.forbidden(function: name)
      }
      let links = CalendarFeeds.links(origin: origin.of(request), token: token)
      return .object(["url": .string(links.url), "webcal": .string(links.webcal)])
    case .settings:
      return Self.settings(try await feeds.reminders(of: user, athlete: athlete))
    case .setReminders:
      let reminders = try Self.reminders(in: arguments)
      guard try await feeds.reminders(of: user, athlete: athlete) != nil else {
        throw Self.noFeed
      }
      try await feeds.setReminders(reminders, of: user, athlete: athlete)
      return Self.settings(reminders)
    case .end:
      try await feeds.end(for: user, athlete: athlete)
      return Self.settings(nil)
    }
  }

  static let noFeed = PostgrestError(
    code: "P0002", message: "Create your calendar link first; the reminders travel with it.",
    kind: .invalid)

  /// The athlete a function's `athlete` argument names; the caller when it is left out.
  static func athlete(in arguments: [String: JSONValue], default user: UserID) throws
    -> UserID
  {
    guard let given = arguments["athlete"], given != .null else { return user }
    guard let id = given.stringValue.flatMap(UserID.init) else {
      throw PostgrestError.invalidUUID(given.stringValue ?? "")
    }
    return id
  }

  /// The reminders the arguments ask for, by the rule the web form keeps.
  private static func reminders(in arguments: [String: JSONValue]) throws -> FeedReminders {
    let evening = arguments["day_before_at"] ?? .null
    let lead = arguments["check_in_lead_minutes"] ?? .null
    let minutes = lead.numberValue.flatMap { Int(exactly: $0) }
    guard evening == .null || evening.stringValue != nil, lead == .null || minutes != nil else {
      throw PostgrestError(
        code: "22023",
        message:
          "day_before_at must be a time like 18:00 or null, check_in_lead_minutes a whole number or null",
        kind: .invalid)
    }
    let chosen = FeedReminders.chosen(
      dayBefore: evening != .null, at: evening.stringValue ?? "", checkIn: lead != .null,
      leadMinutes: minutes.map(String.init) ?? "")
    switch chosen {
    case .success(let reminders): return reminders
    case .failure(let problem):
      throw PostgrestError(code: "22023", message: problem.message, kind: .invalid)
    }
  }

  private static func settings(_ reminders: FeedReminders?) -> JSONValue {
    let shown = reminders ?? .standard
    return .object([
      "subscribed": .bool(reminders != nil),
      "reminders": .object([
        "day_before_at": shown.dayBeforeAt.map { .string($0.hourMinute) } ?? .null,
        "check_in_lead_minutes": shown.checkInLeadMinutes.map { .number(Double($0)) } ?? .null,
      ]),
    ])
  }
}
