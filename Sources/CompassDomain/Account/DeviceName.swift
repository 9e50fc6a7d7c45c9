/// What a signed-in session is, as its owner would recognise it in a list of devices ("Safari
/// on iPhone", "The Recruiting Compass app"): from the request that signed it in, and nothing
/// finer (no versions, no addresses).
public enum DeviceName {
  public static let app = "The Recruiting Compass app"

  /// The phone app says who it is in `X-Client-Info`; a script says its library; a browser is
  /// named by its family.
  public static func of(userAgent: String?, clientInfo: String?) -> String {
    let client = clientInfo?.prefix(200).lowercased() ?? ""
    if client.hasPrefix("compass-supabasekit") || client.hasPrefix("supabase-swift") {
      return app + onSystem(userAgent)
    }
    if !client.hasPrefix("supabase-js-web"),
      let library = scriptLibraries.first(where: { client.hasPrefix($0.key) })?.value
    {
      return "A program (\(library))"
    }
    let browser = BrowserFamily.of(userAgent: userAgent)
    return browser.hasSuffix(BrowserFamily.automatedSuffix) ? "A program" : browser
  }

  private static func onSystem(_ userAgent: String?) -> String {
    guard let agent = userAgent else { return "" }
    if agent.contains("iPad") { return " on iPad" }
    if agent.contains("iPhone") || agent.contains("CFNetwork") { return " on iPhone" }
    return ""
  }

  private static let scriptLibraries = [
    "supabase-py": "Python", "supabase-js": "JavaScript", "supabase-dart": "Dart",
    "supabase-kt": "Kotlin", "supabase-csharp": "C#",
  ]
}
