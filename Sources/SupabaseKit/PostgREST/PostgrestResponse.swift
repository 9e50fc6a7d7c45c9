import Foundation

/// A decoded PostgREST answer: the value, the HTTP status, and the total when one was counted.
public struct PostgrestResponse<Value: Sendable>: Sendable {
  public let value: Value
  public let status: Int
  public let count: Int?
  public let data: Data
}
