import CompassFormats

/// A link drawn as a QR code for a page: an SVG path of the dark modules in a square of
/// `side` units with its quiet zone, for a phone's camera to open.
struct QRImage: Encodable {
  let path: String
  let side: Int
  let label: String

  /// `nil` for text too long for any QR code.
  init?(_ text: String, label: String) {
    guard let code = QRCode(text) else { return nil }
    path = code.svgPath()
    side = code.viewBoxSide()
    self.label = label
  }
}
