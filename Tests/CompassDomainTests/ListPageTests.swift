import CompassDomain
import Testing

@Suite("Long lists: pages of rows")
struct ListPageTests {
  @Test func aHundredAndOneRowsMakeFivePagesOfTwentyFive() {
    let first = ListPage(requested: nil, itemCount: 101, size: 25)
    #expect(first.count == 5 && first.number == 1 && first.isPaged)
    #expect(first.positions == 0..<25)
    #expect(first.previous == nil && first.next == 2)
    #expect(first.rangeText == "Showing 1–25 of 101")
    #expect(first.pageText == "Page 1 of 5")

    let last = ListPage(requested: 5, itemCount: 101, size: 25)
    #expect(last.positions == 100..<101)
    #expect(last.previous == 4 && last.next == nil)
    #expect(last.rangeText == "Showing 101–101 of 101")
  }

  @Test func everyRowIsOnExactlyOnePage() {
    let pages = (1...5).map { ListPage(requested: $0, itemCount: 101, size: 25).positions }
    #expect(pages.flatMap { Array($0) } == Array(0..<101))
  }

  @Test func aPageOutsideTheListShowsTheNearestOne() {
    #expect(ListPage(requested: 9, itemCount: 60, size: 25).number == 3)
    #expect(ListPage(requested: 0, itemCount: 60, size: 25).number == 1)
    #expect(ListPage(requested: -4, itemCount: 60, size: 25).number == 1)
  }

  @Test func aShortListIsOnePageWithoutLinks() {
    let exact = ListPage(requested: 2, itemCount: 25, size: 25)
    #expect(exact.count == 1 && exact.number == 1 && !exact.isPaged)
    #expect(exact.positions == 0..<25)
    let empty = ListPage(requested: nil, itemCount: 0, size: 25)
    #expect(empty.count == 1 && empty.positions.isEmpty && !empty.isPaged)
    #expect(empty.rangeText == "Showing 0 of 0")
  }

  @Test func aRowsPageIsFoundFromItsPosition() {
    let page = ListPage(requested: 1, itemCount: 101, size: 25)
    #expect(page.number(containing: 0) == 1)
    #expect(page.number(containing: 24) == 1)
    #expect(page.number(containing: 25) == 2)
    #expect(page.number(containing: 100) == 5)
    #expect(page.number(containing: 500) == 5)
  }
}
