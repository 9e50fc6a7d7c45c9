/// A browser described as loosely as a family needs to know who looked ("Safari on iPhone"),
/// from its User-Agent header; nothing finer (versions, devices, addresses) is kept.
public enum BrowserFamily {
  public static let unknown = "Unknown browser"
  /// Ends the family of a link preview, a crawler or a script.
  public static let automatedSuffix = " (automated)"

  public static func of(userAgent: String?) -> String {
    guard let agent = userAgent?.prefix(512), !agent.isEmpty else { return unknown }
    let text = String(agent)
    if let robot = robots.first(where: { text.localizedCaseInsensitiveContains($0) }) {
      return robot + automatedSuffix
    }
    let browser = browsers.first { marker, _ in text.contains(marker) }?.1
    let system = systems.first { marker, _ in text.contains(marker) }?.1
    switch (browser, system) {
    case (let browser?, let system?): return "\(browser) on \(system)"
    case (let browser?, nil): return browser
    case (nil, let system?): return "A browser on \(system)"
    case (nil, nil): return unknown
    }
  }

  /// Checked in order: every Chromium browser also says "Chrome", and Chrome says "Safari".
  private static let browsers: [(String, String)] = [
    ("Edg/", "Edge"), ("EdgiOS", "Edge"), ("OPR/", "Opera"), ("SamsungBrowser", "Samsung Internet"),
    ("CriOS", "Chrome"), ("FxiOS", "Firefox"), ("Firefox/", "Firefox"), ("Chrome/", "Chrome"),
    ("Safari/", "Safari"),
  ]

  private static let systems: [(String, String)] = [
    ("iPhone", "iPhone"), ("iPad", "iPad"), ("Android", "Android"), ("CrOS", "ChromeOS"),
    ("Windows", "Windows"), ("Macintosh", "Mac"), ("Linux", "Linux"),
  ]

  /// Link previews (chat apps fetch a link to show a card) and crawlers.
  private static let robots = [
    "bot", "crawler", "spider", "facebookexternalhit", "WhatsApp", "Slack", "curl", "python",
    "Headless",
  ]
}
