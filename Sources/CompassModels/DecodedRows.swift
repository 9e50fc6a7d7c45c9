/// A list response decoded row by row: a malformed row is reported in `failures`
/// and the rest of the page still shows.
public struct DecodedRows<Row: Decodable>: Decodable {
  public private(set) var rows: [Row] = []
  public private(set) var failures: [RowFailure] = []

  public init(from decoder: any Decoder) throws {
    var container = try decoder.unkeyedContainer()
    var index = 0
    while !container.isAtEnd {
      do {
        rows.append(try container.decode(Row.self))
      } catch {
        failures.append(RowFailure(index: index, reason: Self.describe(error)))
        // NB: a failed decode does not advance the container; read the row as plain JSON to skip it.
        _ = try container.decode(JSONValue.self)
      }
      index += 1
    }
  }

  private static func describe(_ error: any Error) -> String {
    guard let decodingError = error as? DecodingError else { return String(describing: error) }
    switch decodingError {
    case .keyNotFound(let key, _):
      return "missing \(key.stringValue)"
    case .valueNotFound(_, let context), .typeMismatch(_, let context),
      .dataCorrupted(let context):
      let path = context.codingPath.map(\.stringValue).joined(separator: ".")
      return path.isEmpty ? context.debugDescription : "\(path): \(context.debugDescription)"
    @unknown default:
      return String(describing: decodingError)
    }
  }
}

/// One row of a list that could not be decoded, and why.
public struct RowFailure: Hashable, Sendable {
  public let index: Int
  public let reason: String
}

extension DecodedRows: Sendable where Row: Sendable {}
