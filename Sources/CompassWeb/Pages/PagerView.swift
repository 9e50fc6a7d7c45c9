import CompassDomain

/// Previous and next links under a paged list (`pager` partial); absent when one page holds it
/// all.
struct PagerView: Encodable {
  let label: String
  let rangeText: String
  let previousLink: SitePath?
  let nextLink: SitePath?

  /// The links of `page`, each made by `link` from a page number.
  init?(_ page: ListPage, link: (Int) -> SitePath) {
    guard page.isPaged else { return nil }
    label = page.pageText
    rangeText = page.rangeText
    previousLink = page.previous.map(link)
    nextLink = page.next.map(link)
  }
}
