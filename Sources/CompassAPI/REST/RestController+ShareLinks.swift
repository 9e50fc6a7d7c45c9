import CompassDomain
import CompassHTTP
import CompassModels
import CompassServices
import CompassStore
import Foundation
import Hummingbird

extension RestController {
  /// `create_share_link` (`compass serve` only): a private link to the page for `school`'s
  /// coaches, for the athlete (`athlete`, by default the caller) by the athlete or a parent
  /// with edit access; `days` (1–365, 90 by default), `include_metrics` (the verified ones)
  /// and a `label` for the family. Answers `{id, url, expires_at}`; the token is in `url` only,
  /// and only now.
  func shareLink(for user: UserID, _ arguments: [String: JSONValue], _ request: Request)
    async throws -> JSONValue
  {
    let name = "create_share_link"
    let athlete = try Self.athlete(in: arguments, default: user)
    guard let school = arguments["school"]?.stringValue.flatMap(School.ID.init) else {
      throw PostgrestError.invalidUUID(arguments["school"]?.stringValue ?? "")
    }
    let terms = try Self.terms(in: arguments)
    guard
      let made = try await shares.create(
        by: user, athlete: athlete, school: school, terms: terms)
    else { throw PostgrestError.forbidden(function: name) }
    return .object([
      "id": .string(made.id.description),
      "url": .string(ShareLinks.url(origin: origin.of(request), token: made.token)),
      "expires_at": .string(Timestamp.format(made.expiresAt)),
    ])
  }

  private static func terms(in arguments: [String: JSONValue]) throws -> ShareLinkTerms {
    let days = arguments["days"] ?? .number(Double(ShareLinkTerms.defaultDays))
    let metrics = arguments["include_metrics"] ?? .bool(false)
    let label = arguments["label"] ?? .null
    guard case .bool(let includesMetrics) = metrics, label == .null || label.stringValue != nil
    else {
      throw PostgrestError(
        code: "22023", message: "include_metrics must be true or false, label text or null",
        kind: .invalid)
    }
    let chosen = ShareLinkTerms.chosen(
      days: days.numberValue.flatMap { Int(exactly: $0) }, includesMetrics: includesMetrics,
      label: label.stringValue)
    switch chosen {
    case .success(let terms): return terms
    case .failure(let problem):
      throw PostgrestError(code: "22023", message: problem.message, kind: .invalid)
    }
  }
}
