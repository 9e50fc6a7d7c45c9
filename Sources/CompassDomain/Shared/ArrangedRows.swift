/// Rows of a loaded list read in a computed order, in place: arranging 10,000 rows copies none
/// until one is read.
public struct ArrangedRows<Row: Sendable>: RandomAccessCollection, Sendable {
  let rows: [Row]
  let order: [Int]

  init(rows: [Row], order: [Int]) {
    self.rows = rows
    self.order = order
  }

  public var startIndex: Int { 0 }
  public var endIndex: Int { order.count }

  public subscript(position: Int) -> Row { rows[order[position]] }
}

extension ArrangedRows: Equatable where Row: Equatable {
  /// Equal when they show the same rows in the same order.
  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.elementsEqual(rhs) }
}

extension ArrangedRows: Hashable where Row: Hashable {
  public func hash(into hasher: inout Hasher) {
    hasher.combine(count)
    for row in self { hasher.combine(row) }
  }
}
