import Foundation
import SQLKit

/// Background work that several servers sharing one database do once between them: a server
/// takes the lease named for the work, and only while it is free or has lapsed.
package struct BackgroundLeases: Sendable {
  package let database: CompassDatabase
  package let now: @Sendable () -> Date

  package init(database: CompassDatabase, now: @escaping @Sendable () -> Date) {
    self.database = database
    self.now = now
  }

  /// Takes the lease `name` for `holder` for `duration`; `false` when another holder has it.
  package func take(_ name: String, holder: String, for duration: TimeInterval) async throws
    -> Bool
  {
    let start = now()
    return try await database.withConnection { connection in
      try await connection.raw(
        """
        INSERT INTO background_leases (name, holder, expires_at) VALUES (\(bind: name), \
        \(bind: holder), \(database.bind(time: start.addingTimeInterval(duration)))) \
        ON CONFLICT (name) DO UPDATE SET holder = excluded.holder, \
        expires_at = excluded.expires_at WHERE background_leases.expires_at <= \
        \(database.bind(time: start)) RETURNING holder
        """
      ).first() != nil
    }
  }
}
