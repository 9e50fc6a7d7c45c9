import CompassDomain
import CompassModels
import Crypto
import Foundation
import HTTPTypes
import Hummingbird

/// Renders a page's typed struct with its template, inside the one layout. Templates and the
/// stylesheet ship as resources of the server.
package struct PageRenderer: Sendable {
  private let library: TemplateLibrary
  let stylesheet: StaticAsset
  let script: StaticAsset
  /// Makes each page's `submission` id.
  let newID: @Sendable () -> UUID

  package static func load(newID: @escaping @Sendable () -> UUID = UUID.init) throws
    -> PageRenderer
  {
    guard let folder = Bundle.module.url(forResource: "Templates", withExtension: nil),
      let css = Bundle.module.url(forResource: "Static/app", withExtension: "css"),
      let js = Bundle.module.url(forResource: "Static/app", withExtension: "js")
    else { throw MissingResources() }
    return PageRenderer(
      library: try TemplateLibrary(folder: folder),
      stylesheet: try StaticAsset(
        url: css, path: "/static/app.css", contentType: "text/css; charset=utf-8"),
      script: try StaticAsset(
        url: js, path: "/static/app.js", contentType: "text/javascript; charset=utf-8"),
      newID: newID)
  }

  /// The page's HTML inside the layout: title, navigation for a signed-in user, sign-out form.
  /// Every page carries a fresh `submission` id for the forms on it that create something
  /// (`WebGate.creating`).
  /// A parent looking at a linked athlete gets that athlete's name in the header, a switcher
  /// when they have more than one, the view-only banner for view access, and every link and
  /// form of the page written for that athlete's part of the site (`SitePath`).
  package func render(_ page: some WebPage, session: WebSessions.Session?) -> String {
    let athlete = session?.athlete
    let viewOnly = athlete.map { !$0.canEdit } ?? false
    let site = SiteLinks(for: athlete.flatMap { $0.isViewer ? nil : $0.id })
    var values = site.values(page, viewOnly: viewOnly)
    if case .object(var fields) = values {
      fields[WebGate.submissionField] = .text(UUIDText.lowercase(newID()))
      values = .object(fields)
    }
    let content = library.render(type(of: page).template, values) ?? ""
    let layout = Layout(
      title: page.title, content: content, stylesheet: stylesheet.versionedPath,
      script: script.versionedPath,
      signedIn: session != nil, account: session?.user.id.description ?? "",
      email: session?.user.email ?? "", csrf: session?.csrf ?? "",
      navigation: Layout.sections(for: session?.athletes).map { section in
        let href = SitePath(section.route)
        return Layout.NavigationItem(
          label: section.label, href: href, current: href.path == page.section)
      },
      athlete: Layout.Athlete(session?.athletes, section: page.section),
      live: session == nil ? nil : WebLiveController.address(following: type(of: page).liveTables))
    return library.render("layout", site.values(layout, viewOnly: viewOnly)) ?? content
  }

  /// A page for someone without an account (a coach opening a family's link): the page inside
  /// the bare layout, with the stylesheet and no script, navigation or form.
  func renderStandalone(_ page: some WebPage) -> String {
    let site = SiteLinks(for: nil)
    let content = library.render(type(of: page).template, site.values(page, viewOnly: true)) ?? ""
    let layout = StandaloneLayout(
      title: page.title, content: content, stylesheet: stylesheet.versionedPath)
    return library.render("standalone-layout", site.values(layout, viewOnly: true)) ?? content
  }

  /// What the bare layout reads.
  struct StandaloneLayout: Encodable {
    let title: String
    let content: String
    let stylesheet: String
  }

  /// What the layout template reads.
  struct Layout: Encodable {
    struct NavigationItem: Encodable {
      let label: String
      let href: SitePath
      let current: Bool
    }

    static let sections: [(label: String, route: SiteRoute)] = [
      ("Events", .events), ("Performance", .performance), ("Documents", .documents),
      ("Schools", .schools), ("Contacts", .contacts), ("Profile", .profile), ("Family", .family),
    ]

    /// The sections a person can open: only Family for a parent not yet linked to an athlete.
    static func sections(for choice: AthleteChoice?) -> [(label: String, route: SiteRoute)] {
      choice?.awaitsFamily == true ? sections.filter { $0.route == .family } : sections
    }

    let title: String
    let content: String
    let stylesheet: String
    let script: String
    let signedIn: Bool
    /// The signed-in person's id, keeping the page script's drafts apart per account.
    let account: String
    let email: String
    let csrf: String
    let navigation: [NavigationItem]
    let athlete: Athlete?
    /// Where the page's script hears of changes made elsewhere, when the page follows any.
    let live: SitePath?

    /// Whose data the page shows, for a parent: the name, the switcher and the banner.
    struct Athlete: Encodable {
      /// An entry of the switcher: the same section, in another athlete's part of the site.
      struct Choice: Encodable {
        let label: String
        let href: String
        let current: Bool
      }

      let label: String
      let switcher: [Choice]
      let showsSwitcher: Bool
      let banner: String?
      /// The athlete's part of the site, which the page script's requests go to.
      let base: String

      init?(_ choice: AthleteChoice?, section: String) {
        guard let choice, let active = choice.active, !active.isViewer else { return nil }
        label = active.dataLabel
        let page =
          SitePath.isAthletePage(section[...]) ? SitePath.local(section) : SitePath(.events)
        switcher = choice.athletes.map { athlete in
          Choice(
            label: athlete.name, href: page.written(for: athlete.id),
            current: athlete.id == active.id)
        }
        showsSwitcher = choice.showsSwitcher
        // NB: pages of the person's own account (no section) say nothing of the athlete's data.
        banner = section.isEmpty ? nil : active.viewOnlyBanner
        base = SitePath.athletePrefix + active.id.description
      }
    }
  }

  struct MissingResources: Error {}
}

/// A page: its template, its title and which section of the navigation it belongs to. It is
/// its own response (`response(_:for:)`), rendered for whoever asked.
package protocol WebPage: Encodable {
  static var template: String { get }
  var title: String { get }
  /// The navigation entry shown as current, by its path.
  var section: String { get }
  /// The tables whose changes made elsewhere redraw the page while it is open (`/live`).
  static var liveTables: [String] { get }
}

extension WebPage {
  package static var liveTables: [String] { [] }

  /// The page rendered by `renderer` for `session` (or someone signed out), as an HTML answer.
  package func response(
    _ renderer: PageRenderer, for session: WebSessions.Session?,
    status: HTTPResponse.Status = .ok, cookies: [String] = []
  ) -> Response {
    HTMLResponse.page(renderer.render(self, session: session), status: status, cookies: cookies)
  }

  /// The page for someone without an account (a coach opening a family's link), in the bare
  /// layout and kept private (`HTMLResponse.privatePage`).
  func privateResponse(_ renderer: PageRenderer, status: HTTPResponse.Status = .ok) -> Response {
    HTMLResponse.privatePage(renderer.renderStandalone(self), status: status)
  }
}

/// A file served from the server's resources with a content-hash version, so its URL can be
/// cached for a year.
struct StaticAsset: Sendable {
  let data: Data
  let path: String
  let contentType: String
  let version: String

  init(url: URL, path: String, contentType: String) throws {
    data = try Data(contentsOf: url)
    self.path = path
    self.contentType = contentType
    version = HexText.lowercase(SHA256.hash(data: data).prefix(6))
  }

  /// The path with the content hash, so a changed file gets a new URL.
  var versionedPath: String { "\(path)?v=\(version)" }
}

/// A choice of a dropdown or a checkbox list, as the page shows it.
struct SelectOption: Encodable {
  let value: String
  let label: String
  let selected: Bool
}

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
