import CompassDomain
import CompassModels
import Crypto
import Foundation

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
  /// form of the page kept to that athlete (`AthletePath`).
  package func render(_ page: some WebPage, session: WebSessions.Session?) -> String {
    let athlete = session?.athlete
    let viewOnly = athlete.map { !$0.canEdit } ?? false
    var values = Self.values(page, viewOnly: viewOnly)
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
        Layout.NavigationItem(
          label: section.label, href: section.href, current: section.href == page.section)
      },
      athlete: Layout.Athlete(session?.athletes, section: page.section))
    let html = library.render("layout", Self.values(layout, viewOnly: viewOnly)) ?? content
    guard let athlete, !athlete.isViewer else { return html }
    return AthletePath.links(in: html, for: athlete.id)
  }

  /// A page for someone without an account (a coach opening a family's link): the page inside
  /// the bare layout, with the stylesheet and no script, navigation or form.
  func renderStandalone(_ page: some WebPage) -> String {
    let content = library.render(type(of: page).template, Self.values(page, viewOnly: true)) ?? ""
    let layout = StandaloneLayout(
      title: page.title, content: content, stylesheet: stylesheet.versionedPath)
    return library.render("standalone-layout", Self.values(layout, viewOnly: true)) ?? content
  }

  /// What the bare layout reads.
  struct StandaloneLayout: Encodable {
    let title: String
    let content: String
    let stylesheet: String
  }

  /// A page's values, with whether the page is view only; the page types are plain stored
  /// properties, so encoding cannot fail.
  private static func values(_ page: some Encodable, viewOnly: Bool) -> TemplateValue {
    guard case .object(var values) = (try? TemplateValue.encoding(page)) ?? .object([:]) else {
      return .object(["viewOnly": .flag(viewOnly)])
    }
    values["viewOnly"] = .flag(viewOnly)
    return .object(values)
  }

  /// What the layout template reads.
  struct Layout: Encodable {
    struct NavigationItem: Encodable {
      let label: String
      let href: String
      let current: Bool
    }

    static let sections = [
      (label: "Events", href: "/events"), (label: "Performance", href: "/performance"),
      (label: "Documents", href: "/documents"), (label: "Schools", href: "/schools"),
      (label: "Profile", href: "/profile"), (label: "Family", href: "/family"),
    ]

    /// The sections a person can open: only Family for a parent not yet linked to an athlete.
    static func sections(for choice: AthleteChoice?) -> [(label: String, href: String)] {
      choice?.awaitsFamily == true ? sections.filter { $0.href == "/family" } : sections
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

    /// Whose data the page shows, for a parent: the name, the switcher and the banner.
    struct Athlete: Encodable {
      let label: String
      let switcher: [NavigationItem]
      let showsSwitcher: Bool
      let banner: String?
      /// The athlete's part of the site, for the page script's requests.
      let base: String

      init?(_ choice: AthleteChoice?, section: String) {
        guard let choice, let active = choice.active, !active.isViewer else { return nil }
        label = active.dataLabel
        let page = AthletePath.isAthletePage(section[...]) ? section : "/events"
        switcher = choice.athletes.map { athlete in
          NavigationItem(
            label: athlete.name, href: AthletePath.path(page, for: athlete.id),
            current: athlete.id == active.id)
        }
        showsSwitcher = choice.showsSwitcher
        banner = active.viewOnlyBanner
        base = AthletePath.prefix + active.id.description
      }
    }
  }

  struct MissingResources: Error {}
}

/// A page: its template, its title and which section of the navigation it belongs to.
package protocol WebPage: Encodable {
  static var template: String { get }
  var title: String { get }
  /// The navigation entry shown as current, by its path.
  var section: String { get }
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
