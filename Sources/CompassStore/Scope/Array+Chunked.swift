extension Array {
  /// The array in consecutive pieces of at most `size`.
  func chunked(_ size: Int) -> [ArraySlice<Element>] {
    stride(from: 0, to: count, by: Swift.max(size, 1)).map {
      self[$0..<($0 + Swift.min(Swift.max(size, 1), count - $0))]
    }
  }
}
