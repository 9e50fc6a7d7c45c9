import CompassStore
import Foundation

/// The `Prefer` request header: what to return, whether to count, how to resolve conflicts.
package struct PreferHeader: Sendable, Equatable {
  package enum Return: Sendable { case minimal, representation, headersOnly }

  package var returning: Return?
  package var countExact = false
  package var resolution: ConflictResolution?
  var missingDefault = false

  package init(_ header: String?) {
    for part in (header ?? "").split(separator: ",") {
      let pair = part.split(separator: "=", maxSplits: 1).map {
        $0.trimmingCharacters(in: .whitespaces)
      }
      guard pair.count == 2 else { continue }
      switch (pair[0], pair[1]) {
      case ("return", "minimal"): returning = .minimal
      case ("return", "representation"): returning = .representation
      case ("return", "headers-only"): returning = .headersOnly
      case ("count", "exact"), ("count", "planned"), ("count", "estimated"): countExact = true
      case ("resolution", "merge-duplicates"): resolution = .mergeDuplicates
      case ("resolution", "ignore-duplicates"): resolution = .ignoreDuplicates
      case ("missing", "default"): missingDefault = true
      default: continue
      }
    }
  }
}
