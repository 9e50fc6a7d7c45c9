/// Why the file store refused a key or a file's row, in the store's terms: the storage
/// services say it as Supabase Storage does.
package enum ObjectRefusal: Error, Equatable {
  /// The key is not one a file may have (`detail` says why).
  case invalidKey(String)
  /// No bucket has this name.
  case bucketNotFound
  /// No file the caller may reach is at this key.
  case objectNotFound
  /// A file is at this key already.
  case duplicate
  /// Only a signed-in user may write files.
  case signInRequired
  /// The caller may not write at this key.
  case notTheCallers
  /// What was asked cannot be done (`message` says why).
  case invalidRequest(String)
}
