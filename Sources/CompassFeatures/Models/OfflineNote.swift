/// What a list says while it shows what was saved because the server cannot be reached, so old
/// data never looks live.
public enum OfflineNote {
  /// "Offline: showing the last metrics loaded"
  public static func showing(_ what: String) -> String {
    "Offline: showing the last \(what) loaded"
  }
}
