extension Array where Element == Int {
  /// In an ascending array, the last index whose value is at most `value` (0 when none is).
  package func lastIndex(notAbove value: Int) -> Int {
    var low = 0
    var high = count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if self[middle] <= value { low = middle } else { high = middle - 1 }
    }
    return low
  }
}
