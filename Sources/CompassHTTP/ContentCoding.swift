import CompressNIO

/// A compression the server can apply to a response body, chosen from `Accept-Encoding`.
package enum ContentCoding: String, Sendable {
  case gzip
  /// HTTP's "deflate" is the zlib format (RFC 9110 §8.4.1.2), not raw deflate.
  case deflate

  /// Level 1, nginx's default: a 29 KB page compresses in a third of the time level 6 takes,
  /// to about 6 KB instead of 5.
  package var algorithm: CompressionAlgorithm {
    let fastest = ZlibConfiguration(compressionLevel: .fastestCompression)
    return switch self {
    case .gzip: .gzip(configuration: fastest)
    case .deflate: .zlib(configuration: fastest)
    }
  }

  /// The coding the client prefers among those it accepts (q > 0); gzip wins a tie. `*` stands
  /// for any coding not named. Nil when the client accepts neither, or sent nothing.
  package static func preferred(_ acceptEncoding: [String]) -> ContentCoding? {
    var weights: [String: Double] = [:]
    for field in acceptEncoding {
      for item in field.split(separator: ",") {
        let parts = item.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
        guard let name = parts.first?.lowercased(), !name.isEmpty else { continue }
        weights[name] = parts.dropFirst().compactMap(quality).first ?? 1
      }
    }
    let weight = { (coding: ContentCoding) in weights[coding.rawValue] ?? weights["*"] ?? 0 }
    let best = [ContentCoding.gzip, .deflate].max { weight($0) < weight($1) }
    return best.flatMap { weight($0) > 0 ? $0 : nil }
  }

  /// The value of a `q=` parameter, within 0…1; nil for any other parameter or a bad value.
  private static func quality(_ parameter: String) -> Double? {
    let pair = parameter.split(separator: "=", maxSplits: 1)
    guard pair.count == 2, pair[0].trimmingCharacters(in: .whitespaces).lowercased() == "q",
      let value = Double(pair[1].trimmingCharacters(in: .whitespaces)), value.isFinite
    else { return nil }
    return min(max(value, 0), 1)
  }
}
