/// A question before a destructive action, answered by a form post (works without JavaScript).
struct ConfirmPage: WebPage {
  static let template = "confirm"

  let title: String
  let section: String
  let heading: String
  let question: String
  let action: SitePath
  let confirmLabel: String
  let cancelHref: SitePath
  let csrf: String
}

/// A short message with a way on: not found, a form that expired.
package struct MessagePage: WebPage {
  package static let template = "message"

  package let title: String
  package let section: String
  let heading: String
  let text: String
  let linkHref: SitePath
  let linkLabel: String

  package init(
    title: String,
    section: String,
    heading: String,
    text: String,
    linkHref: SitePath,
    linkLabel: String
  ) {
    self.title = title
    self.section = section
    self.heading = heading
    self.text = text
    self.linkHref = linkHref
    self.linkLabel = linkLabel
  }
}
