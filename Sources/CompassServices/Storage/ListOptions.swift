import CompassHTTP
import CompassModels
import CompassStore
import Foundation

/// The body of `POST /object/list/{bucket}`: which folder, which page, what order, and an
/// optional name prefix to search for.
package struct ListOptions: Sendable, Equatable {
  package var prefix = ""
  package var limit = 100
  package var offset = 0
  package var sortColumn = "name"
  package var ascending = true
  package var search = ""

  package static let sortColumns: Set = ["name", "created_at", "updated_at", "last_accessed_at"]

  package init() {}

  package init(json: JSONValue?) throws(StorageError) {
    guard let json else { return }
    guard case .object(let body) = json else {
      throw .invalidRequest("The body must be a JSON object")
    }
    if let prefix = try Self.text(body["prefix"], "prefix") { self.prefix = prefix }
    if let limit = body["limit"] { self.limit = try Self.count(limit, "limit", range: 1...1000) }
    if let offset = body["offset"] {
      self.offset = try Self.count(offset, "offset", range: 0...Int(Int32.max))
    }
    if let search = try Self.text(body["search"], "search") { self.search = search }
    switch body["sortBy"] {
    case nil, .null?: break
    case .object(let sort)?: try readSort(sort)
    default: throw .invalidRequest("sortBy must be an object with column and order")
    }
  }

  private mutating func readSort(_ sort: [String: JSONValue]) throws(StorageError) {
    if let column = try Self.text(sort["column"], "sortBy.column") {
      guard Self.sortColumns.contains(column) else {
        throw .invalidRequest(
          "sortBy.column must be one of name, created_at, updated_at, last_accessed_at")
      }
      sortColumn = column
    }
    if let order = try Self.text(sort["order"], "sortBy.order") {
      guard ["asc", "desc"].contains(order.lowercased()) else {
        throw .invalidRequest("sortBy.order must be asc or desc")
      }
      ascending = order.lowercased() == "asc"
    }
  }

  /// A text option: absent or `null` is `nil`; anything but a string is refused.
  private static func text(_ value: JSONValue?, _ name: String) throws(StorageError) -> String? {
    switch value {
    case nil, .null?: return nil
    case .string(let text)?:
      guard !text.utf8.contains(0) else { throw .invalidRequest("\(name) cannot contain NUL") }
      return text
    default: throw .invalidRequest("\(name) must be a string")
    }
  }

  /// The folder the prefix names, normalised as object names are, with a trailing slash
  /// (empty for the bucket's top level).
  package func folder(in bucket: String) throws(StorageError) -> String {
    let trimmed = prefix.trimmingCharacters(in: CharacterSet(charactersIn: "/"))
    guard !trimmed.isEmpty else { return "" }
    do {
      return try ObjectKey(bucket: bucket, name: trimmed).name + "/"
    } catch {
      throw StorageError(error)
    }
  }

  /// Entries directly inside `folder`: its files, and one name-only entry per sub-folder;
  /// searched, sorted and paged.
  package func entries(_ rows: [StoredObject], under folder: String) -> [JSONValue] {
    var files: [(name: String, object: StoredObject)] = []
    var folders = Set<String>()
    for row in rows {
      let rest = String(row.key.name.dropFirst(folder.count))
      if let slash = rest.firstIndex(of: "/") {
        folders.insert(String(rest[..<slash]))
      } else {
        files.append((rest, row))
      }
    }
    let wanted = search.lowercased()
    // Folders have no timestamps: by name they sort among the files, by a date before them.
    var entries: [(name: String, sortKey: String, json: JSONValue)] = folders.map { name in
      (
        name, sortColumn == "name" ? name : "",
        .object([
          "name": .string(name), "id": .null, "updated_at": .null, "created_at": .null,
          "last_accessed_at": .null, "metadata": .null,
        ])
      )
    }
    entries += files.map { file in
      let key: String
      switch sortColumn {
      case "created_at": key = Timestamp.format(file.object.createdAt)
      case "updated_at", "last_accessed_at": key = Timestamp.format(file.object.updatedAt)
      default: key = file.name
      }
      return (file.name, key, file.object.listed(as: file.name))
    }
    entries = entries.filter { wanted.isEmpty || $0.name.lowercased().hasPrefix(wanted) }
    entries.sort { left, right in
      left.sortKey == right.sortKey
        ? left.name < right.name : (left.sortKey < right.sortKey) == ascending
    }
    return entries.dropFirst(offset).prefix(limit).map(\.json)
  }

  private static func count(_ value: JSONValue, _ name: String, range: ClosedRange<Int>)
    throws(StorageError) -> Int
  {
    let number: Double?
    switch value {
    case .number(let given): number = given
    case .string(let text): number = DecimalText.number(text)
    default: number = nil
    }
    guard let number, number.rounded() == number, number >= Double(range.lowerBound),
      number <= Double(range.upperBound)
    else {
      throw .invalidRequest(
        "\(name) must be a whole number from \(range.lowerBound) to \(range.upperBound)")
    }
    return Int(number)
  }
}
