import SupabaseKit

/// A function only `compass serve` offers (calendar feeds, coaches' links): a hosted Supabase
/// project answers it as unknown (PostgREST's `PGRST202`), which a screen says in words.
enum ServerOnlyFunction {
  static func isMissing(_ error: any Error) -> Bool {
    (error as? PostgrestError)?.code == "PGRST202"
  }

  /// "Calendar subscriptions need a Recruiting Compass server; this one does not offer them."
  static func message(_ feature: String) -> String {
    "\(feature) need a Recruiting Compass server; this one does not offer them."
  }
}
