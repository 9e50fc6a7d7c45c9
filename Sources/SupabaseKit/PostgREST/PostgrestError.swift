import Foundation

/// A PostgREST error body (`code`, `message`, `details`, `hint`) and the HTTP status it came with.
public struct PostgrestError: Error, Sendable, Equatable, Decodable {
  public let code: String?
  public let message: String
  public let details: String?
  public let hint: String?
  public internal(set) var status: Int = 0

  private enum CodingKeys: String, CodingKey { case code, message, details, hint }

  public init(
    code: String?, message: String, details: String? = nil, hint: String? = nil, status: Int
  ) {
    self.code = code
    self.message = message
    self.details = details
    self.hint = hint
    self.status = status
  }
}
