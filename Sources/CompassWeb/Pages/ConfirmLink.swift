import CompassDomain

/// A button for something that cannot be undone: with script it opens the page's dialog with
/// the `Confirmation`'s words and then posts to `href`; without, it opens `href`, a page asking
/// the same (`ConfirmPage`) whose form posts there. Drawn by the `confirm-link` partial.
struct ConfirmLink: Encodable {
  let label: String
  let ariaLabel: String
  let href: SitePath
  let title: String
  let message: String
  let confirmLabel: String

  init(_ label: String, ariaLabel: String? = nil, asking question: Confirmation, at href: SitePath)
  {
    self.label = label
    self.ariaLabel = ariaLabel ?? label
    self.href = href
    title = question.title
    message = question.message
    confirmLabel = question.confirmLabel
  }
}
