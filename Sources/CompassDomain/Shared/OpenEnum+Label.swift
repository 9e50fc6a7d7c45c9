import CompassModels

extension OpenEnum {
  /// A readable label for a value this build does not know: `"bullpen_session"` →
  /// `"Bullpen Session"`.
  var humanizedRawValue: String {
    rawValue.split(separator: "_").map { $0.prefix(1).uppercased() + $0.dropFirst() }
      .joined(separator: " ")
  }
}
