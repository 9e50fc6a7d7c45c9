import CompassHTTP

/// The part of an object a `Range` header asks for (RFC 9110 §14): one byte range, or the whole
/// object when there is no header or it names several ranges or another unit.
package enum ByteRange: Equatable {
  case whole
  case part(ClosedRange<Int64>)
  case unsatisfiable

  package init(header: String?, size: Int64) {
    guard let header, header.lowercased().hasPrefix("bytes=") else {
      self = .whole
      return
    }
    let spec = header.dropFirst("bytes=".count).trimmingCharacters(in: .whitespaces)
    guard !spec.contains(","), let dash = spec.firstIndex(of: "-") else {
      self = .whole
      return
    }
    let first = spec[..<dash].trimmingCharacters(in: .whitespaces)
    let last = spec[spec.index(after: dash)...].trimmingCharacters(in: .whitespaces)
    switch (Int64(first), Int64(last)) {
    case (nil, let suffix?) where first.isEmpty:
      self = suffix > 0 && size > 0 ? .part(max(0, size - suffix)...(size - 1)) : .unsatisfiable
    case (let start?, nil) where last.isEmpty:
      self = start < size ? .part(start...(size - 1)) : .unsatisfiable
    case (let start?, let end?) where start <= end:
      self = start < size ? .part(start...min(end, size - 1)) : .unsatisfiable
    default:
      self = .whole
    }
  }
}
