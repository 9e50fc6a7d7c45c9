import CompassModels

/// What a page's template gets besides the page: its links written for the athlete the page
/// is about, and the site's fixed addresses as `{{site.<route>}}`.
struct SiteLinks {
  private static let ownAddresses = addresses(for: nil)

  let athlete: UserID?
  private let addresses: TemplateValue

  init(for athlete: UserID?) {
    self.athlete = athlete
    addresses = athlete.map(Self.addresses(for:)) ?? Self.ownAddresses
  }

  /// A page's values with whether it is view only and the site's addresses; the page types
  /// are plain stored properties, so encoding cannot fail.
  func values(_ page: some Encodable, viewOnly: Bool) -> TemplateValue {
    guard case .object(var values) = (try? TemplateValue.encoding(page, for: athlete)) else {
      return .object(["viewOnly": .flag(viewOnly), "site": addresses])
    }
    values["viewOnly"] = .flag(viewOnly)
    values["site"] = addresses
    return .object(values)
  }

  private static func addresses(for athlete: UserID?) -> TemplateValue {
    var fields: [String: TemplateValue] = Dictionary(minimumCapacity: SiteRoute.named.count)
    for (name, route) in SiteRoute.named {
      fields[name] = .text(SitePath(route).written(for: athlete))
    }
    return .object(fields)
  }
}
