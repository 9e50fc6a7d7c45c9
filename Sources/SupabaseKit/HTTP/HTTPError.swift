import Foundation

/// An HTTP answer that none of the services' error shapes describe (a proxy's 502, say).
public struct HTTPError: Error, Sendable, Equatable {
  public let status: Int
  public let body: String
}
